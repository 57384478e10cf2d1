/**
 * The bridge behind the listening socket: the stores, the connection manager, the HTTP app and the
 * first connections. serve.ts loads this module after it has printed the ready line (issue 19:
 * "`npx mcpscope` to the ready line under 1 s"): the SDK, Express and the findings engine take
 * longer to load than everything before the ready line together, and the socket can queue the
 * first requests meanwhile.
 */
import type { RequestListener, Server } from 'node:http';
import type { ConnectRequest } from '../../src/core/bridge-api';
import { FlowPolicyStore } from '../analysis/flow-policy-store';
import { openPinStore } from '../analysis/pin-store';
import { TriageStore } from '../analysis/triage-store';
import { authStorePath, configDir } from '../config/folders';
import { ConnectionManager } from '../connections/manager';
import { warmBodyDecoding } from '../http/warm-body-decoding';
import { createAccessPolicy } from '../http/access-policy';
import { createBridgeApp } from '../http/app';
import { startSandboxProxy } from '../http/sandbox-proxy/start-proxy';
import { limitHeapGrowth } from '../heap-growth';
import { installExitHandlers } from '../process-exit';
import { viewerHtmlSource } from '../viewer-html';
import { PACKAGE_ROOT } from '../install-layout';
import { windowFromEnv } from '../log/wire-log';
import type { ServeOptions } from './parse-args';
import type { CliIo } from './serve';

export interface BridgeStart {
  options: ServeOptions;
  io: CliIo;
  server: Server;
  port: number;
  token: string;
  version: string;
  /** Where session traces go, already made owner-only. */
  tracesDir: string;
  /** The built UI to serve, or null under `--dev` (Vite serves it). */
  spaDir: string | null;
  /** The host the person opens, as printed in the ready line. */
  urlHost: string;
  initial: readonly ConnectRequest[];
}

/** Wires the bridge and starts the first connections; the answer handles every HTTP request. */
export async function startBridge(start: BridgeStart): Promise<RequestListener> {
  const { options, io, server, port, token, version, tracesDir, spaDir, initial } = start;
  // A bridge runs for hours: its heap should track what it holds, not the garbage it made (heap-growth.ts).
  limitHeapGrowth();
  const analysis = {
    triage: await TriageStore.open(configDir(), io.stderr),
    pins: await openPinStore(configDir(), io.stderr),
    flowPolicy: await FlowPolicyStore.open(configDir(), io.stderr),
  };
  const backend = new ConnectionManager({ tracesDir, version, analysis, auth: { storePath: authStorePath(), warn: io.stderr }, logWindow: windowFromEnv(process.env.MCPSCOPE_LOG_WINDOW) });
  // Issue 7: the authorization server sends the browser back to this bridge, on the host it is opened with.
  backend.auth.setRedirectUri(`http://${start.urlHost}:${port}/oauth/callback`);
  const policy = createAccessPolicy({ port, host: options.host, allowRemote: options.allowRemote, extraOrigins: options.allowOrigins });
  const openedTrace = options.openTrace ?? undefined;
  const sandboxProxy = await startSandboxProxy(policy.allowedOrigins);
  const app = createBridgeApp({ backend, token, version, policy, spaDir, log: io.stderr, viewerHtml: viewerHtmlSource(PACKAGE_ROOT, io.progress), sandboxProxyOrigin: sandboxProxy.origin, ...(openedTrace ? { openedTrace } : {}) });
  installExitHandlers({ server, backend, log: io.stderr, exit: io.exit });
  if (options.otlpEndpoint !== null) {
    const { LiveOtlpExport } = await import('../otel/live-otlp-export');
    const targetOf = (conn: string) => {
      const target = backend.targetOf(conn);
      return target.ok ? target.value : undefined;
    };
    const live = new LiveOtlpExport({ endpoint: options.otlpEndpoint, version, targetOf, warn: io.stderr });
    backend.subscribe(live.onEvent);
    io.stderr(`mcpscope: sending each request's span to ${options.otlpEndpoint} (OTLP/HTTP)`);
  }

  const receiverPort = options.openTrace === null ? options.otlpReceiver : null;
  const startReceiver = async (port: number) => {
    const { startReceiverForBridge } = await import('../otel/receiver-wiring');
    const receiver = await startReceiverForBridge({ port, backend, log: io.stderr });
    if (receiver) server.on('close', () => void receiver.close());
  };
  // A stdio server with trace context on is pointed at the receiver from its first start, so it
  // must listen first. Otherwise it loads while the first servers start: its chunk (the OTLP
  // protobuf decoder) took a third of a second of CPU ahead of them (issue 24, B12).
  const receiverFirst = initial.some((request) => request.settings?.traceContext === true);
  if (receiverPort !== null && receiverFirst) await startReceiver(receiverPort);

  for (const request of initial) {
    const connected = backend.connect(request);
    const which = request.name === undefined ? '' : ` "${request.name}"`;
    if (!connected.ok) io.stderr(`mcpscope: could not start the connection${which}: ${connected.error.message}`);
  }
  if (receiverPort !== null && !receiverFirst) startReceiver(receiverPort).catch((error: unknown) => io.stderr(`mcpscope: the OTLP receiver could not start (${String(error)})`));
  // While the first servers start, not on the first POST a person makes.
  setImmediate(warmBodyDecoding);
  return app;
}
