/**
 * Starts the sandbox proxy's listener: always on 127.0.0.1 with a port of its own, so its origin
 * differs from the inspector's whatever `--host`/`--port` say (proxy-app.ts says why).
 */
import type { Server } from 'node:http';
import { listen } from '../listen';
import { createSandboxProxyApp } from './proxy-app';

const PROXY_HOST = '127.0.0.1';

export interface SandboxProxy {
  /** `http://127.0.0.1:<port>`: what the SPA learns from the session info. */
  origin: string;
  server: Server;
}

export async function startSandboxProxy(inspectorOrigins: ReadonlySet<string>): Promise<SandboxProxy> {
  const listening = await listen(PROXY_HOST, 0);
  if (!listening.ok) throw new Error(`the app sandbox could not listen: ${listening.error.message}`);
  const { server, port } = listening.value;
  const allowedHosts = new Set([`${PROXY_HOST}:${port}`, `localhost:${port}`]);
  server.on('request', createSandboxProxyApp({ allowedHosts, inspectorOrigins }));
  return { origin: `http://${PROXY_HOST}:${port}`, server };
}
