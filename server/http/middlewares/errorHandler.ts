/**
 * Last in the chain: turns anything thrown (or rejected: Express 5 forwards async errors) into an
 * ErrorBody. Client mistakes caught by Express itself, such as malformed JSON or an oversized
 * body, keep their 4xx status; anything else is logged and answered 500 so the bridge keeps running.
 */
import type { NextFunction, Request, Response } from 'express';
import type { BridgeErrorValue } from '../../../src/core/bridge-api';
import { sendError } from '../errors';

export interface HttpErrorAnswer {
  status: number;
  error: BridgeErrorValue;
}

/** What to answer for an error raised inside Express or a route. */
export function answerForError(error: unknown): HttpErrorAnswer {
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (type === 'entity.parse.failed') {
    return { status: 400, error: { code: 'bad_request', message: 'The request body is not valid JSON.' } };
  }
  if (type === 'entity.too.large') {
    return { status: 413, error: { code: 'bad_request', message: 'The request body is too large.' } };
  }
  if (status === 404) {
    return { status: 404, error: { code: 'not_found', message: 'Not found.' } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, error: { code: 'bad_request', message: errorMessage(error) } };
  }
  return { status: 500, error: { code: 'internal', message: `Internal bridge error: ${errorMessage(error)}` } };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function errorHandlerMiddleware(log: (line: string) => void) {
  return function mcpscopeErrorHandlerMiddleware(error: unknown, req: Request, res: Response, next: NextFunction): void {
    const answer = answerForError(error);
    if (answer.status >= 500) {
      log(`mcpscope: ${req.method} ${req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    // Headers already sent (e.g. mid-stream): only Express's default handler can close the socket.
    if (res.headersSent) {
      next(error);
      return;
    }
    sendError(res, answer.error, answer.status);
  };
}
