/**
 * Serves the built SPA (dist/spa). Nothing here needs or knows the token: the SPA reads it from
 * the URL fragment, which browsers never send, so no served byte can leak it (issue 2, §2).
 */
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import { precompressedAssets } from './precompressed-assets';

/** Vite puts content-hashed files here; their names change whenever their bytes do. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The entry HTML names the current hashed bundles, so it must be revalidated on every load.
const REVALIDATE = 'no-cache';

export function cacheControlFor(relativePath: string): string {
  const first = relativePath.split(/[\\/]/)[0];
  return first === HASHED_ASSETS_DIR ? IMMUTABLE : REVALIDATE;
}

export function staticSpaRouter(spaDir: string): Router {
  const router = Router();
  // /api leaves this router at once: a request there is never a file. Only static files are
  // compressed: a 7.7 MB tools list was gzipped on the bridge and gunzipped in the page, on
  // loopback, for nothing (docs/performance.md, B3), and the event stream would be buffered. Until
  // issue 24 every /api request went through compression()'s wrapper and express.static's lookup,
  // a cost on each call the page makes (B1).
  router.use(function mcpscopeSkipSpaForApi(req, _res, next) {
    next(isApiPath(req.path) ? 'router' : undefined);
  });
  // The build's brotli copies first (issue 24, B9): no compressing while the page waits.
  router.use(precompressedAssets(spaDir, IMMUTABLE));
  // Chromium asks for brotli, which compression() sends at quality 4: 50–120 ms of the bridge's CPU
  // for each load of the 1 MB app chunk on this machine, while the page waits for it and the bridge
  // serves the page's first reads (issue 24, B9). What has no copy (index.html, small files, Monaco) gets
  // quality 1: 14–30 ms for that chunk, for 14% more bytes, which cost nothing on loopback.
  router.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } } }));
  router.use(
    express.static(spaDir, {
      index: 'index.html',
      redirect: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(path.relative(spaDir, filePath)));
      },
    }),
  );
  router.use(indexFallback(path.join(spaDir, 'index.html')));
  return router;
}

function isApiPath(requestPath: string): boolean {
  return requestPath === '/api' || requestPath.startsWith('/api/');
}

/** Deep links into the SPA get index.html; non-HTML requests fall through (/api never comes here). */
function indexFallback(indexPath: string) {
  return function mcpscopeSpaFallback(req: Request, res: Response, next: NextFunction): void {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts('html') === 'html';
    if (!wantsPage || path.extname(req.path) !== '') {
      next();
      return;
    }
    res.sendFile(indexPath, { headers: { 'Cache-Control': REVALIDATE } }, (error) => {
      if (error) next(error);
    });
  };
}
