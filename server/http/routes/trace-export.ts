/**
 * Share from the UI (issue 5, "Share"; routes listed in src/core/traces-api.ts): a library trace,
 * or the trace the SPA has open (posted as text), as the self-contained HTML file `mcpscope
 * export` writes, prepared by the same code. Two steps: the report says what redaction takes out,
 * then the file. Both are token-guarded POSTs (app.ts), so no foreign page can fetch a trace.
 */
import { readFile } from 'node:fs/promises';
import { Router, type Request, type Response } from 'express';
import { err, ok, type Result } from '../../../src/core/result';
import type { BridgeBackend } from '../../connections/backend';
import { recordingTraces, TraceLibrary } from '../../log/trace-library';
import type { ViewerHtml } from '../../viewer-html';
import { sendError } from '../errors';
import { exportBodyMiddleware } from '../middlewares/postedTraceBody';

export interface TraceExportOptions {
  version: string;
  viewerHtml: ViewerHtml;
}

type Step = 'report' | 'html';

interface ExportRequest {
  step: Step;
  redact: boolean;
}

/** Redaction is on unless the request says `redact=false` in so many words. */
function parseRequest(req: Request): Result<ExportRequest> {
  const { step } = req.params;
  if (step !== 'report' && step !== 'html') return err('not_found', `No export step ${JSON.stringify(step)}: use report or html.`);
  const redact = req.query.redact;
  if (redact !== undefined && redact !== 'true' && redact !== 'false') return err('bad_request', `redact must be true or false, not ${JSON.stringify(redact)}`);
  return ok({ step, redact: redact !== 'false' });
}

export function traceExportRoutes(backend: BridgeBackend, options: TraceExportOptions): Router {
  const library = new TraceLibrary(backend.tracesDir, () => recordingTraces(backend.list()));
  const router = Router();

  async function answer(res: Response, request: ExportRequest, text: string, fileName: string): Promise<void> {
    // Loaded on the first export: it brings the findings engine, which the bridge's start does without (issue 24, B12).
    const { exportPage, prepareExport } = await import('../../../src/core/traces/export-trace');
    const prepared = await prepareExport(text, fileName, { redact: request.redact, version: options.version });
    if (!prepared.ok) return sendError(res, prepared.error);
    if (request.step === 'report') {
      // The person reads the report next: start a stale viewer's build now, the download awaits it.
      void options.viewerHtml().catch(() => undefined);
      res.json(prepared.value.report);
      return;
    }
    let viewer: string;
    try {
      viewer = await options.viewerHtml();
    } catch (error) {
      return sendError(res, { code: 'internal', message: `could not build the viewer: ${error instanceof Error ? error.message : String(error)}` });
    }
    const page = exportPage(viewer, prepared.value);
    if (!page.ok) return sendError(res, page.error);
    res.attachment(prepared.value.report.fileName).type('html').send(page.value);
  }

  router.post('/traces/:name/export/:step', async (req, res) => {
    const request = parseRequest(req);
    if (!request.ok) return sendError(res, request.error);
    const file = await library.fileOf(req.params.name);
    if (!file.ok) return sendError(res, file.error);
    await answer(res, request.value, await readFile(file.value, 'utf8'), req.params.name);
  });

  router.post('/trace-export/:step', exportBodyMiddleware(), async (req, res) => {
    const request = parseRequest(req);
    if (!request.ok) return sendError(res, request.error);
    if (typeof req.body !== 'string') return sendError(res, { code: 'bad_request', message: 'Post the trace as text/plain.' });
    // Only a name for the page and the download, never a path: the last segment of what was sent.
    const fileName = (typeof req.query.fileName === 'string' ? req.query.fileName.split(/[\\/]/).at(-1) : undefined)?.slice(0, 255) || 'trace.jsonl';
    await answer(res, request.value, req.body, fileName);
  });

  return router;
}
