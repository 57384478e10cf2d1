/** Live findings and their triage (src/core/findings-api.ts). */
import { Router } from 'express';
import { z } from 'zod';
import type { TriageRequest } from '../../../src/core/findings-api';
import type { BridgeBackend } from '../../connections/backend';
import { parseClientInfoProbeRequest, parseWith } from './body-schemas';
import { sendResult } from './respond';

const triageRequest: z.ZodType<TriageRequest> = z.object({
  key: z.string().min(1),
  status: z.enum(['open', 'acknowledged', 'suppressed']),
  reason: z.string().max(2_000).optional(),
});

export function findingRoutes(backend: BridgeBackend): Router {
  const router = Router();

  router.get('/findings', (_req, res) => {
    res.json(backend.findings());
  });

  router.post('/findings/triage', async (req, res) => {
    const request = parseWith(triageRequest, req.body);
    sendResult(res, request.ok ? await backend.triageFinding(request.value) : request);
  });

  router.get('/flow-policy', (_req, res) => {
    sendResult(res, backend.flowPolicy());
  });

  // The body is the policy file itself; the backend checks it strictly and names every problem.
  router.put('/flow-policy', async (req, res) => {
    sendResult(res, await backend.setFlowPolicy(req.body));
  });

  router.get('/connections/:id/tool-tokens', async (req, res) => {
    sendResult(res, await backend.toolTokens(req.params.id));
  });

  router.get('/connections/:id/drift', (req, res) => {
    sendResult(res, backend.drift(req.params.id));
  });

  router.post('/connections/:id/drift/accept', async (req, res) => {
    sendResult(res, await backend.acceptDrift(req.params.id));
  });

  // POST with the token like every /api route: it starts the server again, so no link may trigger it.
  router.post('/connections/:id/client-info-probe', async (req, res) => {
    const clientInfo = parseClientInfoProbeRequest(req.body);
    sendResult(res, clientInfo.ok ? await backend.probeClientInfo(req.params.id, clientInfo.value) : clientInfo);
  });

  return router;
}
