/**
 * Body parsers of the two routes the page posts a whole trace to: POST /api/replay (JSON) and the
 * export steps (the trace's text). A trace can be larger than the 5 MB every other route takes,
 * but not unbounded: past POSTED_TRACE_LIMIT_BYTES the answer is `too_large` with what to do
 * instead, not a bare 413.
 */
import express, { type RequestHandler } from 'express';
import { POSTED_TRACE_LIMIT_BYTES } from '../../../src/core/traces-api';
import { sendError } from '../errors';

function answeringTooLarge(parse: RequestHandler, whatToDoInstead: string): RequestHandler {
  return function mcpscopePostedTraceBody(req, res, next): void {
    void parse(req, res, (error?: unknown) => {
      if ((error as { type?: unknown } | undefined)?.type !== 'entity.too.large') return next(error);
      const limit = `${POSTED_TRACE_LIMIT_BYTES / 1024 / 1024} MB`;
      sendError(res, { code: 'too_large', message: `The trace is larger than ${limit}, the most the bridge takes in one request. ${whatToDoInstead}` });
    });
  };
}

/** Mounted before the /api-wide JSON parser, which then finds the body parsed and passes. */
export function replayBodyMiddleware(): RequestHandler {
  return answeringTooLarge(express.json({ limit: POSTED_TRACE_LIMIT_BYTES }), 'Replay it from the Traces screen (the bridge reads it from disk) or with mcpscope replay.');
}

export function exportBodyMiddleware(): RequestHandler {
  return answeringTooLarge(express.text({ type: 'text/plain', limit: POSTED_TRACE_LIMIT_BYTES }), 'Run mcpscope export <trace file> instead.');
}
