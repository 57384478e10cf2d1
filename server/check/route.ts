/**
 * The Check tab's route (src/core/check/api.ts): runs `mcpscope check` against a connection's own
 * target, the command or URL the person configured, and nothing else. Over stdio it starts that
 * command again (one process per era), as the client-info probe does.
 */
import { Router } from 'express';
import { z } from 'zod';
import type { CheckRunRequest } from '../../src/core/check/api';
import { err } from '../../src/core/result';
import type { BridgeBackend } from '../connections/backend';
import { parseWith } from '../http/routes/body-schemas';
import { sendResult } from '../http/routes/respond';
import { UnreachableError } from './wire';
import { wireFor } from './wire-for';

const runRequest: z.ZodType<CheckRunRequest> = z.object({
  calls: z.array(z.string().min(1).max(200)).max(50).optional(),
  conformance: z.boolean().optional(),
  modernOnly: z.boolean().optional(),
});

const EXCHANGE_TIMEOUT_MS = 15_000;

export function checkRoutes(backend: Pick<BridgeBackend, 'targetOf'>): Router {
  const router = Router();
  router.post('/connections/:id/check', async function mcpscopeCheck(req, res) {
    const request = parseWith(runRequest, req.body);
    if (!request.ok) return sendResult(res, request);
    const target = backend.targetOf(req.params.id);
    if (!target.ok) return sendResult(res, target);
    const wire = wireFor(target.value, EXCHANGE_TIMEOUT_MS);
    if (!wire.ok) return sendResult(res, wire);
    try {
      const options = { calls: request.value.calls ?? [], conformance: request.value.conformance ?? false, modernOnly: request.value.modernOnly ?? false };
      // Loaded on the first check: it brings the findings engine, which the bridge's start does without (issue 24, B12).
      const { checkReport } = await import('./run');
      sendResult(res, { ok: true, value: await checkReport(wire.value, options) });
    } catch (error) {
      if (!(error instanceof UnreachableError)) throw error;
      sendResult(res, err('server_unreachable', error.message));
    }
  });
  return router;
}
