/**
 * Test support: a real bridge app (real ConnectionManager, real HTTP server on port 0) and a raw
 * HTTP client that can set Host, which fetch() will not let a test forge.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ConnectionManager } from '../connections/manager';
import { createAccessPolicy } from './access-policy';
import { createBridgeApp } from './app';
import { listen } from './listen';
import { generateToken } from './middlewares/tokenAuth';
import { EMBEDDED_TRACE_ID } from '../../src/core/traces/embedded';
import type { ViewerHtml } from '../viewer-html';
import type { WireLogOptions } from '../log/wire-log';

export interface TestBridge {
  port: number;
  token: string;
  backend: ConnectionManager;
  spaDir: string | null;
  /** The OAuth token file (issue 7), in the bridge's temporary directory. */
  authStorePath: string;
  close(): Promise<void>;
}

export interface TestBridgeOptions {
  /** Serve a small fake SPA (default) or run as in --dev (no static files). */
  dev?: boolean;
  /** Serve this trace file at /api/opened-trace, as `mcpscope open` does. */
  openedTrace?: string;
  extraOrigins?: string[];
  heartbeatMs?: number;
  /** The viewer page exports embed traces in; by default a tiny page with the viewer's empty slot (no Vite build). */
  viewerHtml?: ViewerHtml;
  /** The wire log's in-memory window (wire-log.ts): small, to test what is paged back from disk. */
  logWindow?: WireLogOptions;
}

/** What a fake viewer page holds besides the slot, so a test can tell it apart. */
export const FAKE_VIEWER_TITLE = 'fake mcpscope viewer';
const fakeViewerHtml: ViewerHtml = () => Promise.resolve(`<!doctype html><title>${FAKE_VIEWER_TITLE}</title><script type="application/json" id="${EMBEDDED_TRACE_ID}">null</script>`);

export async function startTestBridge(options: TestBridgeOptions = {}): Promise<TestBridge> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-http-'));
  const spaDir = options.dev ? null : await writeFakeSpa(path.join(workDir, 'spa'));
  const listening = await listen('127.0.0.1', 0);
  if (!listening.ok) throw new Error(listening.error.message);
  const { server, port } = listening.value;
  const token = generateToken();
  const authStorePath = path.join(workDir, 'config', 'auth.json');
  const backend = new ConnectionManager({ tracesDir: path.join(workDir, 'traces'), version: '0.0.0-test', auth: { storePath: authStorePath }, ...(options.logWindow ? { logWindow: options.logWindow } : {}) });
  backend.auth.setRedirectUri(`http://127.0.0.1:${port}/oauth/callback`);
  const policy = createAccessPolicy({ port, host: '127.0.0.1', allowRemote: false, extraOrigins: options.extraOrigins ?? [] });
  const app = createBridgeApp({ backend, token, version: '0.0.0-test', policy, spaDir, log: () => undefined, heartbeatMs: options.heartbeatMs, viewerHtml: options.viewerHtml ?? fakeViewerHtml, ...(options.openedTrace !== undefined ? { openedTrace: options.openedTrace } : {}) });
  server.on('request', app);
  return {
    port,
    token,
    backend,
    spaDir,
    authStorePath,
    close: async () => {
      await backend.shutdown();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

async function writeFakeSpa(spaDir: string): Promise<string> {
  await mkdir(path.join(spaDir, 'assets'), { recursive: true });
  await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
  await writeFile(path.join(spaDir, 'assets', 'index-abc123.js'), 'console.log("mcpscope");'.repeat(200));
  return spaDir;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export function rawRequest(port: number, { method = 'GET', path: requestPath, headers = {}, body }: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      // A fresh connection each time: Node 20's global agent keeps sockets alive, and a request that
      // picks up a socket the bridge is just closing (idle past its keep-alive timeout, which a slow
      // machine reaches between two requests) fails with ECONNRESET before the bridge sees it.
      { host: '127.0.0.1', port, method, path: requestPath, headers: { host: `127.0.0.1:${port}`, ...headers }, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
