/**
 * GET /api/traces/:name/follow?from=<byte offset> (src/core/traces-api.ts): what a recording
 * appends, as Server-Sent Events, until it ends. Token-guarded like every /api route, and read
 * with fetch like /api/events, so the token never sits in a URL.
 */
import type { Request, Response } from 'express';
import type { TraceFollowEvent } from '../../../src/core/traces-api';
import { followTrace } from '../../log/trace-follower';
import type { TraceLibrary } from '../../log/trace-library';
import { sendError } from '../errors';
import { DEFAULT_HEARTBEAT_MS, openStream } from './events';

function frame(event: TraceFollowEvent): string {
  // The offset as the event id: where a reader that lost the stream picks up again.
  const id = event.type === 'lines' ? `id: ${event.to}\n` : '';
  return `event: ${event.type}\n${id}data: ${JSON.stringify(event)}\n\n`;
}

export function followTraceHandler(library: TraceLibrary, heartbeatMs = DEFAULT_HEARTBEAT_MS) {
  return async function followTraceRoute(req: Request<{ name: string }>, res: Response): Promise<void> {
    const from = typeof req.query.from === 'string' && /^\d{1,15}$/.test(req.query.from) ? Number(req.query.from) : undefined;
    if (from === undefined) return sendError(res, { code: 'bad_request', message: 'from must be the byte offset to follow from (an integer ≥ 0)' });
    const file = await library.fileOf(req.params.name);
    if (!file.ok) return sendError(res, file.error);
    openStream(res);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    const follower = followTrace({
      file: file.value,
      from,
      writerState: () => library.writing(req.params.name),
      onLines: (chunk) => res.write(frame({ type: 'lines', ...chunk })),
      onEnd: (end) => {
        clearInterval(heartbeat);
        res.end(frame({ type: 'end', ...end }));
      },
    });
    res.on('close', () => {
      clearInterval(heartbeat);
      follower.stop();
    });
  };
}
