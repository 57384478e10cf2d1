/**
 * Every /api request (the event stream too) must carry `Authorization: Bearer <token>`.
 * There is deliberately no "no Origin, no token" shortcut as in Vite: the bridge spawns processes,
 * so any local program that could reach it without the token could run commands (issue 2, §2).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../errors';

/** 32 random bytes, base64url: 43 characters, safe in a URL fragment. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Constant-time check. Both sides are hashed first so the buffers have equal length and
 * timingSafeEqual never throws or leaks the token's length.
 */
export function isAuthorized(authorizationHeader: string | undefined, expectedToken: string): boolean {
  const match = /^Bearer (\S+)$/.exec(authorizationHeader ?? '');
  const given = match?.[1] ?? '';
  const equal = timingSafeEqual(sha256(given), sha256(expectedToken));
  return equal && given !== '';
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function tokenAuthMiddleware(expectedToken: string) {
  return function mcpscopeTokenAuthMiddleware(req: Request, res: Response, next: NextFunction): void {
    if (isAuthorized(req.headers.authorization, expectedToken)) {
      next();
      return;
    }
    sendError(res, {
      code: 'unauthorized',
      message: 'Missing or wrong token. Open the URL that mcpscope printed (it carries #token=…).',
    });
  };
}
