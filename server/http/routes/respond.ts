/** Turns a backend Result into the HTTP answer: the value as JSON, or an ErrorBody with its status. */
import type { Response } from 'express';
import type { ConnectionTarget } from '../../../src/core/bridge-api';
import type { Result } from '../../../src/core/result';
import { sendError } from '../errors';

export function sendResult<T>(res: Response, result: Result<T>, successStatus = 200): void {
  if (result.ok) {
    res.status(successStatus).json(result.value);
  } else {
    sendError(res, result.error);
  }
}

/**
 * sendResult, once the work this turn queued has run. Starting a call on an HTTP server hands the
 * request to fetch through a chain of promises; answering at once put the answer's write ahead of
 * the request to the server, on the call's path (issue 24, B11). setImmediate comes after every
 * promise callback of the turn, so the request is on its way by then.
 */
export function sendResultAfterTurn<T>(res: Response, result: Result<T>, successStatus = 200): void {
  setImmediate(() => sendResult(res, result, successStatus));
}

/**
 * The answer to a started call (202). A stdio server's request is written to its stdin before
 * startCall returns, so the answer goes at once: held to the end of the turn, it waited behind
 * whatever else that turn had queued (issue 24, B1). An HTTP server's request leaves once the
 * turn's promise callbacks have run, so its answer waits for them (sendResultAfterTurn).
 */
export function sendStartedCall<T>(res: Response, started: Result<T>, transport: ConnectionTarget['transport'] | undefined): void {
  const answer = transport === 'stdio' ? sendResult : sendResultAfterTurn;
  answer(res, started, 202);
}

/** For operations whose success carries no value (DELETE). */
export function sendDone(res: Response, result: Result<void>): void {
  sendResult(res, result.ok ? { ok: true, value: { ok: true } } : result);
}
