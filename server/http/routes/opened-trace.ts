/**
 * `mcpscope open <trace>`: the one trace file the page was opened for, as text. The SPA reads it
 * like a file the person picked (src/features/traces/use-initial-trace.ts). Only this file:
 * the path comes from the command line, never from a request.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { sendError } from '../errors';

export function openedTraceRoute(file: string): Router {
  const router = Router();
  router.get('/opened-trace', (_req, res) => {
    const stream = createReadStream(file);
    stream.once('error', (error) => {
      if (!res.headersSent) sendError(res, { code: 'not_found', message: `cannot read ${file}: ${error.message}` });
      else res.destroy(error);
    });
    stream.once('open', () => {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      // Header values are Latin-1: a non-ASCII file name travels percent-encoded.
      res.setHeader('X-Trace-File-Name', encodeURIComponent(path.basename(file)));
      stream.pipe(res);
    });
  });
  return router;
}
