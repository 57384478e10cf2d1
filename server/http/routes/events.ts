/**
 * GET /api/events: the backend's events as Server-Sent Events. The SPA reads this with fetch
 * (not EventSource) so the token travels in a header, never in a URL.
 */
import { Router, type Response } from 'express';
import type { BridgeEvent } from '../../../src/core/bridge-api';
import { clipEvent } from '../../../src/core/clipped-content';
import { serialisableEvent } from '../../../src/core/wire-guard';
import type { BridgeBackend } from '../../connections/backend';
import { EventWrites } from './event-writes';

/** Proxies and browsers drop idle streams; a comment line every so often keeps this one open. */
export const DEFAULT_HEARTBEAT_MS = 15_000;

/** One SSE frame. JSON.stringify emits no raw newlines, so the payload is one `data:` line. */
export function formatServerSentEvent(event: BridgeEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The frame the SPA gets for `event`. Huge strings travel as previews; the SPA reads the rest on
 * demand (clipped-content.ts, issue 6 B4). A record that cannot be clipped or serialised must not
 * cost the batch it is in, which holds every connection's records (issue 17, finding 3): the batch
 * goes again with such records kept as text (wire-guard.ts).
 */
export function eventFrame(event: BridgeEvent): string {
  try {
    return formatServerSentEvent(clipEvent(event));
  } catch {
    return formatServerSentEvent(clipEvent(serialisableEvent(event)));
  }
}

export function eventRoutes(backend: BridgeBackend, heartbeatMs = DEFAULT_HEARTBEAT_MS): Router {
  const router = Router();

  router.get('/events', (_req, res) => {
    openStream(res);
    const writes = new EventWrites(res, eventFrame);
    const unsubscribe = backend.subscribe((event) => writes.send(event));
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    // `close` on the response fires when the client goes away or the server shuts down.
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      writes.close();
    });
  });

  return router;
}

/** Starts a Server-Sent Events response; the trace follower (routes/trace-follow.ts) streams the same way. */
export function openStream(res: Response): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform: a compressing proxy must not buffer the stream.
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
  });
  // A first comment makes fetch() resolve at once instead of waiting for the first event.
  res.write(': connected\n\n');
}
