/** Tools of one connection and the calls made to them (start, list, cancel). */
import { Router } from 'express';
import type { BridgeBackend } from '../../connections/backend';
import { findTool, toToolSummaryListing } from '../../../src/core/bridge-api';
import { clipCallRecord } from '../../../src/core/clipped-content';
import { ok } from '../../../src/core/result';
import { parseCallRequest, parseCancelRequest } from './body-schemas';
import { sendResult, sendStartedCall } from './respond';

export function toolAndCallRoutes(backend: BridgeBackend): Router {
  const router = Router();

  router.get('/connections/:id/tools', async (req, res) => {
    const listing = await backend.listTools(req.params.id, req.query.fresh === '1');
    if (listing.ok && req.query.view === 'summary') sendResult(res, ok(toToolSummaryListing(listing.value)));
    else sendResult(res, listing);
  });

  router.get('/connections/:id/tools/:name', async (req, res) => {
    const listing = await backend.listTools(req.params.id, false);
    sendResult(res, listing.ok ? findTool(listing.value, req.params.name) : listing);
  });

  router.get('/connections/:id/calls', (req, res) => {
    const calls = backend.listCalls(req.params.id);
    // Like /api/events: huge strings as previews, the rest from the content route (routes/content.ts).
    sendResult(res, calls.ok ? { ok: true, value: calls.value.map(clipCallRecord) } : calls);
  });

  router.post('/connections/:id/calls', (req, res) => {
    const request = parseCallRequest(req.body);
    const started = request.ok ? backend.startCall(req.params.id, request.value) : request;
    // 202: the call is accepted and running; its outcome arrives as `call` events. The answer
    // goes once the request to the server has left (respond.ts).
    const target = backend.targetOf(req.params.id);
    sendStartedCall(res, started, target.ok ? target.value.transport : undefined);
  });

  router.post('/connections/:id/calls/:callId/cancel', (req, res) => {
    const request = parseCancelRequest(req.body);
    const cancelled = request.ok ? backend.cancelCall(req.params.id, req.params.callId, request.value.reason) : request;
    // A call that ended just before the cancel is answered with its result: clipped, like the list.
    sendResult(res, cancelled.ok ? { ok: true, value: clipCallRecord(cancelled.value) } : cancelled);
  });

  return router;
}
