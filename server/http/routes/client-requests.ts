import { Router } from 'express';
import type { BridgeBackend } from '../../connections/backend';
import { parseClientRequestAnswer, parseRootsState } from './client-request-schemas';
import { sendResult } from './respond';

/** Server-to-client requests waiting for a person, and the connection's roots (src/core/bridge-api.ts). */
export function clientRequestRoutes(backend: BridgeBackend): Router {
  const router = Router();

  router.get('/connections/:id/client-requests', (req, res) => {
    sendResult(res, backend.listClientRequests(req.params.id));
  });

  router.post('/connections/:id/client-requests/:reqId/respond', (req, res) => {
    const answer = parseClientRequestAnswer(req.body);
    sendResult(res, answer.ok ? backend.answerClientRequest(req.params.id, req.params.reqId, answer.value) : answer);
  });

  router.get('/connections/:id/roots', (req, res) => {
    sendResult(res, backend.getRoots(req.params.id));
  });

  router.put('/connections/:id/roots', async (req, res) => {
    const roots = parseRootsState(req.body);
    sendResult(res, roots.ok ? await backend.setRoots(req.params.id, roots.value) : roots);
  });

  return router;
}
