/**
 * The body parser of POST /api/replay, mounted after the token check and before the /api-wide one
 * (which then finds the body parsed and passes). A trace posted from the page can be larger than
 * the 5 MB every other route takes, but not unbounded: past REPLAY_BODY_LIMIT_BYTES the answer is
 * `too_large` with what to do instead, not a bare 413.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { REPLAY_BODY_LIMIT_BYTES } from '../../../src/core/replay-api';
import { sendError } from '../errors';

export function replayBodyMiddleware() {
  const parse = express.json({ limit: REPLAY_BODY_LIMIT_BYTES });
  return function mcpscopeReplayBodyMiddleware(req: Request, res: Response, next: NextFunction): void {
    parse(req, res, (error?: unknown) => {
      if ((error as { type?: unknown } | undefined)?.type !== 'entity.too.large') return next(error);
      const limit = `${REPLAY_BODY_LIMIT_BYTES / 1024 / 1024} MB`;
      sendError(res, { code: 'too_large', message: `The trace is larger than ${limit}, the most the bridge takes in one request. Replay it from the Traces screen (the bridge reads it from disk) or with mcpscope replay.` });
    });
  };
}
