/** Every route documented at the top of src/core/bridge-api.ts, mounted under /api by app.ts. */
import { Router } from 'express';
import type { BridgeBackend } from '../../connections/backend';
import { sendError } from '../errors';
import { appRoutes } from './apps';
import { authRoutes } from './auth';
import { connectionRoutes } from './connections';
import { contentRoutes } from './content';
import { clientRequestRoutes } from './client-requests';
import { configRoutes } from './config';
import { eventRoutes } from './events';
import { findingRoutes } from './findings';
import { listAndRpcRoutes } from './lists-and-rpc';
import { sessionAndLogRoutes } from './session-and-log';
import { toolAndCallRoutes } from './tools-and-calls';
import { traceExportRoutes } from './trace-export';
import { traceRoutes } from './traces';
import type { ViewerHtml } from '../../viewer-html';
import { replayRoutes } from './replay';
import { checkRoutes } from '../../check/route';

export interface ApiRoutesOptions {
  version: string;
  heartbeatMs?: number;
  /** The self-contained viewer page the export routes embed a trace in. */
  viewerHtml: ViewerHtml;
  /** Where MCP Apps are rendered (SessionInfo.appSandbox). */
  sandboxProxyOrigin?: string | undefined;
}

export function apiRoutes(backend: BridgeBackend, options: ApiRoutesOptions): Router {
  const router = Router();
  router.use(sessionAndLogRoutes(backend, options.version, options.sandboxProxyOrigin));
  router.use(connectionRoutes(backend));
  router.use(authRoutes(backend));
  router.use(toolAndCallRoutes(backend));
  router.use(contentRoutes(backend));
  router.use(listAndRpcRoutes(backend));
  router.use(appRoutes(backend));
  router.use(clientRequestRoutes(backend));
  router.use(configRoutes(backend));
  router.use(findingRoutes(backend));
  router.use(traceRoutes(backend));
  router.use(traceExportRoutes(backend, { version: options.version, viewerHtml: options.viewerHtml }));
  router.use(replayRoutes(backend));
  router.use(checkRoutes(backend));
  router.use(eventRoutes(backend, options.heartbeatMs));
  router.use(function mcpscopeUnknownApiRoute(req, res) {
    sendError(res, { code: 'not_found', message: `No API route ${req.method} /api${req.path}.` });
  });
  return router;
}
