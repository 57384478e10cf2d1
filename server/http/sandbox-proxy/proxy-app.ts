/**
 * The sandbox proxy's origin (MCP Apps spec, "Sandbox proxy" 1: the host and the sandbox MUST have
 * different origins). A second listener, apart from the inspector's: it answers `GET /` with the
 * proxy page and nothing else, so no path on it reaches the API, the SPA or a file.
 *
 *   GET /?parent=<inspector origin>&csp=<_meta.ui.csp as JSON>  -> the proxy page
 *
 * It needs no token: it holds no secret and reaches nothing. What an app may load is decided by
 * the `Content-Security-Policy` header built here from the declared domains; the srcdoc frame the
 * page renders the app in inherits it (HTML, "policy containers": an about:srcdoc document takes
 * its parent's), so it binds the app the way a header on the app's own response would.
 */
import express, { type Express, type Request, type Response } from 'express';
import { appCspHeader, declaredCsp } from '../../../src/core/apps/app-csp';
import { normalizeOrigin } from '../access-policy';
import { sendError } from '../errors';
import { hostCheckMiddleware } from '../middlewares/hostCheck';
import { proxyPage } from './proxy-page';

export interface SandboxProxyAppOptions {
  /** `host:port` values of the proxy's own origin: the DNS-rebinding guard. */
  allowedHosts: ReadonlySet<string>;
  /** The inspector's origins: the only pages that may frame the proxy and talk to it. */
  inspectorOrigins: ReadonlySet<string>;
}

export function createSandboxProxyApp(options: SandboxProxyAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(hostCheckMiddleware(options.allowedHosts));
  app.get('/', function mcpscopeSandboxProxyPage(req: Request, res: Response) {
    const parent = typeof req.query.parent === 'string' ? normalizeOrigin(req.query.parent) : null;
    if (parent === null || !options.inspectorOrigins.has(parent)) {
      sendError(res, { code: 'forbidden_origin', message: 'The app sandbox is only for the mcpscope page that started this bridge.' });
      return;
    }
    const cspText = typeof req.query.csp === 'string' ? req.query.csp : '{}';
    const declared = parseDeclared(cspText);
    if (declared === undefined) {
      sendError(res, { code: 'bad_request', message: 'csp must be the JSON of a resource’s _meta.ui.csp.' });
      return;
    }
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      // The app's policy, plus: only the inspector page that asked may frame this one.
      'Content-Security-Policy': `${appCspHeader(declared)}; frame-ancestors ${parent}`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    res.send(proxyPage({ parentOrigin: parent, declaredCsp: cspText }));
  });
  app.use(function mcpscopeSandboxProxyNotFound(req: Request, res: Response) {
    sendError(res, { code: 'not_found', message: `The app sandbox serves only its page, not ${req.path}.` });
  });
  return app;
}

function parseDeclared(text: string): ReturnType<typeof declaredCsp> | undefined {
  try {
    return declaredCsp(JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
