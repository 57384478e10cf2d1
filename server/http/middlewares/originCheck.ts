/**
 * Cross-site request guard. Browsers send Origin on every cross-origin request and on same-origin
 * non-GET requests; when present it must be one of ours. `Sec-Fetch-Site: cross-site` is refused
 * too, which also covers cross-site GETs that carry no Origin. Requests without either header
 * (curl, the SPA's own same-origin GETs) pass on to the token check, which is never skipped.
 * No CORS headers are ever sent, so a foreign page cannot read any answer.
 */
import type { NextFunction, Request, Response } from 'express';
import type { BridgeErrorValue } from '../../../src/core/bridge-api';
import { normalizeOrigin } from '../access-policy';
import { sendError } from '../errors';

export interface OriginHeaders {
  origin?: string | undefined;
  secFetchSite?: string | undefined;
}

/** Null when the request may go on; the error to answer otherwise. */
export function checkOrigin(headers: OriginHeaders, allowedOrigins: ReadonlySet<string>): BridgeErrorValue | null {
  if (headers.origin !== undefined) {
    const origin = normalizeOrigin(headers.origin);
    if (origin === null || !allowedOrigins.has(origin)) {
      return { code: 'forbidden_origin', message: `Blocked request from Origin "${headers.origin}".` };
    }
    // An allowed Origin (e.g. the Vite dev server on another port) is cross-origin but trusted,
    // so Sec-Fetch-Site is not consulted: it may rightly say `same-site`.
    return null;
  }
  if (headers.secFetchSite === 'cross-site') {
    return { code: 'forbidden_origin', message: 'Blocked a cross-site request.' };
  }
  return null;
}

export function originCheckMiddleware(allowedOrigins: ReadonlySet<string>) {
  return function mcpscopeOriginCheckMiddleware(req: Request, res: Response, next: NextFunction): void {
    const error = checkOrigin(
      { origin: req.headers.origin, secFetchSite: req.get('sec-fetch-site') },
      allowedOrigins,
    );
    if (error === null) {
      next();
      return;
    }
    sendError(res, error);
  };
}
