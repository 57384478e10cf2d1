/** Bridge-wide reads: the session info and the paged wire log. */
import { Router } from 'express';
import type { SessionInfo } from '../../../src/core/bridge-api';
import type { BridgeBackend } from '../../connections/backend';
import { clipWireRecord } from '../../../src/core/clipped-content';
import { serialisableRecord } from '../../../src/core/wire-guard';
import { parseLogQuery } from './body-schemas';
import { sendResult } from './respond';

export function sessionAndLogRoutes(backend: BridgeBackend, version: string, appSandbox?: string): Router {
  const router = Router();

  router.get('/session', (_req, res) => {
    const session: SessionInfo = { version, lastSeq: backend.lastSeq(), tracesDir: backend.tracesDir, commandLines: process.platform === 'win32' ? 'windows' : 'posix', ...(appSandbox === undefined ? {} : { appSandbox }) };
    res.json(session);
  });

  router.get('/log', (req, res) => {
    const query = parseLogQuery(req.query);
    if (!query.ok) return sendResult(res, query);
    const logged = backend.log(query.value);
    if (!logged.ok) return sendResult(res, logged);
    const page = logged.value;
    // Like /api/events: huge strings and arrays as previews, the whole message from /api/log/:seq/message (routes/content.ts).
    // A record that cannot be clipped or serialised is sent kept as text, not as a 500 for the page (issue 17, finding 3).
    try {
      res.json({ ...page, records: page.records.map(clipWireRecord) });
    } catch {
      res.json({ ...page, records: page.records.map((record) => clipWireRecord(serialisableRecord(record))) });
    }
  });

  return router;
}
