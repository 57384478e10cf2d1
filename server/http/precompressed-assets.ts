/**
 * Sends a hashed asset's brotli copy, written at build time at quality 11 (vite.config.ts,
 * precompressAssets), to a browser that takes brotli: the bridge then spends no CPU compressing
 * the app's chunks on each page load, while it serves that page's first reads (issue 24, B9).
 * Anything without such a copy, or a browser that takes only gzip, falls through to compression().
 */
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The build's hashed files: one name, no folders, no leading dot. */
const ASSET_PATH = /^\/assets\/[\w-][\w.-]*$/;

export function precompressedAssets(spaDir: string, cacheControl: string) {
  return function mcpscopePrecompressedAssets(req: Request, res: Response, next: NextFunction): void {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_PATH.test(req.path)) {
      next();
      return;
    }
    // Whichever encoding this answer has, a cache must not give it to a browser that asked otherwise.
    res.vary('Accept-Encoding');
    if (!req.acceptsEncodings('br')) {
      next();
      return;
    }
    // The type of the file itself, not of its .br copy.
    res.type(path.extname(req.path));
    res.sendFile(path.resolve(spaDir, `.${req.path}.br`), { headers: { 'Content-Encoding': 'br', 'Cache-Control': cacheControl } }, (error?: Error) => {
      if (!error) return;
      if (res.headersSent) {
        next(error);
        return;
      }
      // No copy (a small file, or a build made without them): the file itself, compressed as it is sent.
      res.removeHeader('Content-Type');
      next();
    });
  };
}
