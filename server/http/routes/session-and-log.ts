/** Bridge-wide reads: the session info and the paged wire log. */
import { Router } from 'express';
import type { SessionInfo } from '../../../src/core/bridge-api';
import type { BridgeBackend } from '../../connections/backend';
import { parseLogQuery } from './body-schemas';
import { sendResult } from './respond';

export function sessionAndLogRoutes(backend: BridgeBackend, version: string): Router {
  const router = Router();

  router.get('/session', (_req, res) => {
    const session: SessionInfo = { version, lastSeq: backend.lastSeq(), tracesDir: backend.tracesDir };
    res.json(session);
  });

  router.get('/log', (req, res) => {
    const query = parseLogQuery(req.query);
    sendResult(res, query.ok ? { ok: true, value: backend.log(query.value) } : query);
  });

  return router;
}
