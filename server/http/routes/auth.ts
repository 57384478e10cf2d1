/**
 * The auth debugger's routes (issue 7; src/core/bridge-api.ts): a connection's OAuth flow, run one
 * step at a time or to the end, restarted, or its stored tokens and registration cleared. They
 * answer AuthFlowStates, which never hold a token or a secret.
 */
import { Router } from 'express';
import type { HttpTarget } from '../../../src/core/bridge-api';
import { err, ok, type Result } from '../../../src/core/result';
import type { BridgeBackend } from '../../connections/backend';
import { sendResult } from './respond';

function httpTarget(backend: BridgeBackend, id: string): Result<HttpTarget> {
  const target = backend.targetOf(id);
  if (!target.ok) return target;
  if (target.value.transport === 'stdio') return err('bad_request', 'OAuth applies to Streamable HTTP and SSE connections; a stdio server takes its credentials from its environment.');
  return ok(target.value);
}

export function authRoutes(backend: BridgeBackend): Router {
  const router = Router();

  router.get('/connections/:id/auth', async (req, res) => {
    const target = httpTarget(backend, req.params.id);
    sendResult(res, target.ok ? ok(await backend.auth.state(req.params.id, target.value)) : target);
  });

  router.post('/connections/:id/auth/step', async (req, res) => {
    const target = httpTarget(backend, req.params.id);
    sendResult(res, target.ok ? ok(await backend.auth.step(req.params.id, target.value)) : target);
  });

  router.post('/connections/:id/auth/run', async (req, res) => {
    const target = httpTarget(backend, req.params.id);
    sendResult(res, target.ok ? ok(await backend.auth.run(req.params.id, target.value)) : target);
  });

  router.post('/connections/:id/auth/restart', (req, res) => {
    const target = httpTarget(backend, req.params.id);
    sendResult(res, target.ok ? ok(backend.auth.restart(req.params.id, target.value)) : target);
  });

  router.delete('/connections/:id/auth', async (req, res) => {
    const target = httpTarget(backend, req.params.id);
    sendResult(res, target.ok ? await backend.auth.clear(req.params.id, target.value) : target);
  });

  return router;
}
