/**
 * The rest of what /api/events, /api/log and the call list sent as a preview
 * (src/core/clipped-content.ts), on demand (issue 6, B3 and B4): a call result's long string a
 * slice at a time, or a logged message whole. Behind the same token, Host and Origin checks as
 * every other /api route.
 */
import { Router } from 'express';
import { parseSliceQuery } from '../../../src/core/clipped-content';
import { err } from '../../../src/core/result';
import { serialisableRecord } from '../../../src/core/wire-guard';
import type { BridgeBackend } from '../../connections/backend';
import { sendResult } from './respond';

export function contentRoutes(backend: BridgeBackend): Router {
  const router = Router();

  router.get('/connections/:id/calls/:callId/content', (req, res) => {
    const query = parseSliceQuery(req.query);
    sendResult(res, query.ok ? backend.callContent(req.params.id, req.params.callId, query.value) : query);
  });

  router.get('/log/:seq/message', (req, res) => {
    const seq = /^\d{1,15}$/.test(req.params.seq) ? Number(req.params.seq) : undefined;
    const record = seq === undefined ? err('bad_request', 'seq must be a whole number') : backend.logMessage(seq);
    try {
      sendResult(res, record);
    } catch {
      // Kept as text rather than a 500 (issue 17, finding 3; wire-guard.ts).
      sendResult(res, record.ok ? { ok: true, value: serialisableRecord(record.value) } : record);
    }
  });

  return router;
}
