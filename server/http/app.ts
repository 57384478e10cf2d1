/**
 * The bridge's Express app: the security checks, the static SPA and the API, in one ordered list.
 * Built after the server is listening, because the Host/Origin allow-list needs the real port.
 */
import express, { type Express } from 'express';
import type { BridgeBackend } from '../connections/backend';
import type { AccessPolicy } from './access-policy';
import { sendError } from './errors';
import { errorHandlerMiddleware } from './middlewares/errorHandler';
import { hostCheckMiddleware } from './middlewares/hostCheck';
import { originCheckMiddleware } from './middlewares/originCheck';
import { replayBodyMiddleware } from './middlewares/postedTraceBody';
import { securityHeadersMiddleware } from './middlewares/securityHeaders';
import { tokenAuthMiddleware } from './middlewares/tokenAuth';
import { apiRoutes } from './routes/api-routes';
import { oauthCallbackRoute } from './routes/oauth-callback';
import { openedTraceRoute } from './routes/opened-trace';
import { staticSpaRouter } from './static-spa';
import type { ViewerHtml } from '../viewer-html';

/** Tool arguments and results can be large (images as base64), but not unbounded. */
const JSON_BODY_LIMIT = '5mb';

export interface BridgeAppOptions {
  backend: BridgeBackend;
  token: string;
  version: string;
  policy: AccessPolicy;
  /** The built SPA (dist/spa), or null when Vite serves the UI (`--dev`). */
  spaDir: string | null;
  log: (line: string) => void;
  heartbeatMs?: number;
  /** `mcpscope open <trace>`: the trace file served at /api/opened-trace. */
  openedTrace?: string;
  /** The self-contained viewer page exports embed a trace in (server/viewer-html.ts). */
  viewerHtml: ViewerHtml;
  /** The app sandbox proxy's origin (sandbox-proxy/): the SPA may frame it, and learns it from the session info. */
  sandboxProxyOrigin?: string;
}

export function createBridgeApp(options: BridgeAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on JSON answers: Express hashed every body (SHA-1) to send one, on each call's path,
  // and nothing revalidates API answers (issue 24, B1). The static files keep theirs (static-spa.ts).
  app.disable('etag');

  // Order matters: each step may end the request, and nothing runs before the Host check.
  // 1. DNS rebinding: refuse any Host that is not ours.
  app.use(hostCheckMiddleware(options.policy.allowedHosts));
  // 1b. The OAuth redirect (issue 7): a cross-site top-level navigation without the token, so it
  // comes before the Origin check; it accepts only a pending sign-in's state (routes/oauth-callback.ts).
  app.use(securityHeadersMiddleware(), oauthCallbackRoute(options.backend.auth));
  // 2. Cross-site requests: refuse foreign Origins and `Sec-Fetch-Site: cross-site`.
  app.use(originCheckMiddleware(options.policy.allowedOrigins));
  // 3. CSP, nosniff, no-referrer, no framing on every answer below.
  app.use(securityHeadersMiddleware(options.sandboxProxyOrigin));
  // 4. The SPA: needs no token and contains none.
  if (options.spaDir !== null) app.use(staticSpaRouter(options.spaDir));
  // 5. Everything under /api, the event stream included, needs the token.
  app.use('/api', tokenAuthMiddleware(options.token));
  // 6. JSON bodies (a trace posted to replay has its own, larger limit), then the routes (which answer unknown /api paths themselves).
  app.use('/api/replay', replayBodyMiddleware());
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT }));
  if (options.openedTrace !== undefined) app.use('/api', openedTraceRoute(options.openedTrace));
  app.use('/api', apiRoutes(options.backend, { version: options.version, heartbeatMs: options.heartbeatMs, viewerHtml: options.viewerHtml, sandboxProxyOrigin: options.sandboxProxyOrigin }));
  // 7. Anything else.
  app.use(function mcpscopeNotFound(req, res) {
    const hint = options.spaDir === null ? ' The UI is served by the Vite dev server in --dev mode.' : '';
    sendError(res, { code: 'not_found', message: `Not found: ${req.path}.${hint}` });
  });
  // 8. Errors thrown or rejected anywhere above.
  app.use(errorHandlerMiddleware(options.log));
  return app;
}
