/** Every page of one list method, and plain requests to a connection's server. */
import { Router } from 'express';
import type { BridgeBackend } from '../../connections/backend';
import { parseListKind, parseRpcRequest } from './body-schemas';
import { sendResult } from './respond';

/** GET /connections/:id/lists/:kind and POST /connections/:id/rpc (src/core/bridge-api.ts). */
export function listAndRpcRoutes(backend: BridgeBackend): Router {
  const router = Router();

  router.get('/connections/:id/lists/:kind', async (req, res) => {
    const kind = parseListKind(req.params.kind);
    sendResult(res, kind.ok ? await backend.listAll(req.params.id, kind.value, req.query.fresh === '1') : kind);
  });

  // A JSON-RPC error from the server is a 200 with status 'rpc-error': the bridge did its job.
  router.post('/connections/:id/rpc', async (req, res) => {
    const request = parseRpcRequest(req.body);
    sendResult(res, request.ok ? await backend.rpc(req.params.id, request.value) : request);
  });

  return router;
}
