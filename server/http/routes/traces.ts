/** The trace library (src/core/traces-api.ts): list, read, follow, rename, delete and annotate recorded sessions. */
import { createReadStream } from 'node:fs';
import { Router } from 'express';
import { z } from 'zod';
import type { TraceNoteRequest } from '../../../src/core/traces-api';
import type { BridgeBackend } from '../../connections/backend';
import { recordingTraces, TraceLibrary } from '../../log/trace-library';
import { sendError } from '../errors';
import { parseWith } from './body-schemas';
import { sendResult } from './respond';
import { followTraceHandler } from './trace-follow';

const renameRequest = z.object({ name: z.string().min(1).max(255) });
const noteRequest: z.ZodType<TraceNoteRequest> = z.object({ text: z.string().min(1).max(10_000), about: z.number().int().positive().optional() });

export function traceRoutes(backend: BridgeBackend): Router {
  const library = new TraceLibrary(backend.tracesDir, () => recordingTraces(backend.list()));
  const router = Router();

  router.get('/traces', async (_req, res) => {
    sendResult(res, await library.list());
  });

  router.get('/traces/:name/text', async (req, res) => {
    const file = await library.fileOf(req.params.name);
    if (!file.ok) return sendError(res, file.error);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    createReadStream(file.value).once('error', (error) => res.destroy(error)).pipe(res);
  });

  router.get('/traces/:name/follow', followTraceHandler(library));

  router.post('/traces/:name/rename', async (req, res) => {
    const request = parseWith(renameRequest, req.body);
    sendResult(res, request.ok ? await library.rename(req.params.name, request.value.name) : request);
  });

  router.delete('/traces/:name', async (req, res) => {
    sendResult(res, await library.remove(req.params.name));
  });

  router.post('/traces/:name/notes', async (req, res) => {
    const request = parseWith(noteRequest, req.body);
    sendResult(res, request.ok ? await library.addNote(req.params.name, request.value) : request);
  });

  return router;
}
