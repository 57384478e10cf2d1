/** Turns a backend Result into the HTTP answer: the value as JSON, or an ErrorBody with its status. */
import type { Response } from 'express';
import type { Result } from '../../../src/core/result';
import { sendError } from '../errors';

export function sendResult<T>(res: Response, result: Result<T>, successStatus = 200): void {
  if (result.ok) {
    res.status(successStatus).json(result.value);
  } else {
    sendError(res, result.error);
  }
}

/** For operations whose success carries no value (DELETE). */
export function sendDone(res: Response, result: Result<void>): void {
  sendResult(res, result.ok ? { ok: true, value: { ok: true } } : result);
}
