/**
 * Cross-site request guard. Browsers send Origin on every cross-origin request and on same-origin
 * non-GET requests; when present it must be one of ours. `Sec-Fetch-Site: cross-site` is refused
 * too, which also covers cross-site GETs that carry no Origin. Requests without either header
 * (curl, the SPA's own same-origin GETs) pass on to the token check, which is never skipped.
 * No CORS headers are ever sent, so a foreign page cannot read any answer.
 *
 * One cross-site request is let through: a top-level page load of the SPA outside /api. The SPA
 * holds no secret and needs no token to load, and the browser launch page (a file:// page, so
 * cross-site to the browser: server/cli/browser-launch.ts, issue 17) must be able to open it.
 * Frames are not page loads (dest `iframe`), and everything under /api stays refused.
 */
import type { NextFunction, Request, Response } from 'express';
import type { BridgeErrorValue } from '../../../src/core/bridge-api';
import { normalizeOrigin } from '../access-policy';
import { sendError } from '../errors';

export interface OriginHeaders {
  origin?: string | undefined;
  secFetchSite?: string | undefined;
  /** Set only for a GET of a top-level document (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`) outside /api. */
  spaPageLoad?: boolean;
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
  if (headers.secFetchSite === 'cross-site' && headers.spaPageLoad !== true) {
    return { code: 'forbidden_origin', message: 'Blocked a cross-site request.' };
  }
  return null;
}

export function originCheckMiddleware(allowedOrigins: ReadonlySet<string>) {
  return function mcpscopeOriginCheckMiddleware(req: Request, res: Response, next: NextFunction): void {
    const error = checkOrigin(
      { origin: req.headers.origin, secFetchSite: req.get('sec-fetch-site'), spaPageLoad: isSpaPageLoad(req) },
      allowedOrigins,
    );
    if (error === null) {
      next();
      return;
    }
    sendError(res, error);
  };
}

function isSpaPageLoad(req: Request): boolean {
  const topLevel = req.get('sec-fetch-mode') === 'navigate' && req.get('sec-fetch-dest') === 'document';
  return topLevel && (req.method === 'GET' || req.method === 'HEAD') && !/^\/api(?:\/|$)/.test(req.path);
}
