/**
 * `mcpscope open <trace>`: the one trace file the page was opened for, as text. The SPA reads it
 * like a file the person picked (src/features/traces/use-initial-trace.ts). Only this file:
 * the path comes from the command line, never from a request.
 *
 * One byte range may be asked for (RFC 9110 §14): the page reads a long trace's head first and
 * the rest later, because a 39 MB body streamed at once kept the page busy receiving it for most
 * of a second before the head could be shown (issue 6, B5).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request } from 'express';
import { sendError } from '../errors';

/** The one byte range asked for, or undefined for the whole file (no Range, one we do not serve, or an empty file). */
function byteRange(req: Request, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (req.headers.range === undefined || size === 0) return undefined;
  const ranges = req.range(size);
  if (ranges === -1) return 'unsatisfiable';
  return Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
}

export function openedTraceRoute(file: string): Router {
  const router = Router();
  router.get('/opened-trace', async (req, res) => {
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch (error) {
      return sendError(res, { code: 'not_found', message: `cannot read ${file}: ${(error as Error).message}` });
    }
    const range = byteRange(req, size);
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${size}`);
      return sendError(res, { code: 'bad_request', message: `the trace has ${size} bytes; the range asked for starts past them` }, 416);
    }
    const stream = createReadStream(file, range ?? {});
    stream.once('error', (error) => {
      if (!res.headersSent) sendError(res, { code: 'not_found', message: `cannot read ${file}: ${error.message}` });
      else res.destroy(error);
    });
    stream.once('open', () => {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Accept-Ranges', 'bytes');
      // Header values are Latin-1: a non-ASCII file name travels percent-encoded.
      res.setHeader('X-Trace-File-Name', encodeURIComponent(path.basename(file)));
      if (range) res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      stream.pipe(res);
    });
  });
  return router;
}
