/**
 * `mcpscope` without a subcommand: build the UI if needed, listen, wire the app, connect the
 * target (or the demo server), print the ready line and open the browser.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { ConnectRequest } from '../../src/core/bridge-api';
import { FlowPolicyStore } from '../analysis/flow-policy-store';
import { openPinStore } from '../analysis/pin-store';
import { TriageStore } from '../analysis/triage-store';
import { readMcpConfigFile } from '../config/config-file';
import { authStorePath, configDir } from '../config/folders';
import { ConnectionManager } from '../connections/manager';
import { demoServerTarget } from '../demo/target';
import { createAccessPolicy } from '../http/access-policy';
import { createBridgeApp } from '../http/app';
import { listen } from '../http/listen';
import { generateToken } from '../http/middlewares/tokenAuth';
import { defaultTracesDir, ownTracesDir } from '../log/traces-dir';
import { installCrashGuards, installExitHandlers } from '../process-exit';
import { ensureSpaBuilt, spaLayout } from '../spa-build';
import { openLaunchPage, writeLaunchPage } from './browser-launch';
import { viewerHtmlSource } from '../viewer-html';
import type { ServeOptions } from './parse-args';
import { PACKAGE_ROOT, readPackageVersion } from '../install-layout';
import type { Progress } from './progress';
import { printOpenedTraceWarnings } from './trace-warnings';
import { withProtocol } from './target-flags';

export interface CliIo {
  /** The ready line, and nothing else: scripts and tests read it. */
  stdout: (line: string) => void;
  /** Everything else. */
  stderr: (line: string) => void;
  /** The steps a person waits through; silent unless stderr is a terminal (progress.ts). */
  progress: Progress;
  /** Whether text on stdout may be coloured (colors.ts). */
  color: boolean;
  exit: (code: number) => never;
}

/** A bad --config is a usage error, like a bad flag (DESIGN.md exit codes). */
const USAGE_ERROR = 2;

/**
 * Returns once the bridge is up; the process then lives until a signal. Exits 1 on start-up
 * failure, 2 on an unusable --config (checked first, so nothing is started for it).
 */
export async function serve(options: ServeOptions, io: CliIo): Promise<void> {
  if (options.openTrace !== null) await checkReadable(options.openTrace, io);
  const initial = (await initialConnections(options, io)).map((request) => withProtocol(request, options.protocol));
  const version = await readPackageVersion();
  const spaDir = options.dev ? null : await buildUi(io);

  const listening = await listen(options.host, options.port);
  if (!listening.ok) {
    io.stderr(`mcpscope: ${listening.error.message}`);
    io.exit(1);
  }
  const { server, port } = listening.value;

  const token = generateToken();
  const analysis = {
    triage: await TriageStore.open(configDir(), io.stderr),
    pins: await openPinStore(configDir(), io.stderr),
    flowPolicy: await FlowPolicyStore.open(configDir(), io.stderr),
  };
  const backend = new ConnectionManager({ tracesDir: ownTracesDir(options.tracesDir ?? defaultTracesDir(), io.stderr), version, analysis, auth: { storePath: authStorePath(), warn: io.stderr } });
  // Issue 7: the authorization server sends the browser back to this bridge, on the host it is opened with.
  backend.auth.setRedirectUri(`http://${urlHost(options.host)}:${port}/oauth/callback`);
  const policy = createAccessPolicy({ port, host: options.host, allowRemote: options.allowRemote, extraOrigins: options.allowOrigins });
  const openedTrace = options.openTrace ?? undefined;
  server.on('request', createBridgeApp({ backend, token, version, policy, spaDir, log: io.stderr, viewerHtml: viewerHtmlSource(PACKAGE_ROOT, io.progress), ...(openedTrace ? { openedTrace } : {}) }));
  installExitHandlers({ server, backend, log: io.stderr, exit: io.exit });
  installCrashGuards(io.stderr);

  for (const request of initial) {
    const connected = backend.connect(request);
    const which = request.name === undefined ? '' : ` "${request.name}"`;
    if (!connected.ok) io.stderr(`mcpscope: could not start the connection${which}: ${connected.error.message}`);
  }

  const url = `http://${urlHost(options.host)}:${port}/#token=${token}${options.openTrace === null ? '' : '&trace=1'}`;
  io.stdout(`mcpscope ready at ${url}`);
  if (options.openTrace !== null) printOpenedTraceWarnings(options.openTrace, io.stderr).catch((error: unknown) => io.stderr(`mcpscope open: cannot read ${options.openTrace}: ${String(error)}`));
  if (options.open) {
    // The browser is a convenience: if none can be opened, the printed URL still works.
    writeLaunchPage(configDir(), url)
      .then((file) => openLaunchPage(file))
      .catch((error: unknown) => io.stderr(`mcpscope: could not open a browser (${String(error)}); open the URL above.`));
  }
}

async function buildUi(io: CliIo): Promise<string> {
  try {
    return await ensureSpaBuilt(spaLayout(PACKAGE_ROOT), io.progress);
  } catch (error) {
    io.stderr(`mcpscope: building the UI failed: ${error instanceof Error ? error.message : String(error)}`);
    return io.exit(1);
  }
}

/** A trace that cannot be read is a usage error, reported before anything starts. */
async function checkReadable(file: string, io: CliIo): Promise<void> {
  try {
    await access(file, constants.R_OK);
  } catch (error) {
    io.stderr(`mcpscope open: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    io.exit(USAGE_ERROR);
  }
}

async function initialConnections(options: ServeOptions, io: CliIo): Promise<ConnectRequest[]> {
  // A trace is shown, not a server: nothing is started.
  if (options.openTrace !== null) return [];
  if (options.config !== null) {
    const config = await readMcpConfigFile(options.config);
    if (!config.ok) {
      io.stderr(`mcpscope: ${config.error.message}`);
      return io.exit(USAGE_ERROR);
    }
    // Warnings name the server and the problem; the servers that are fine still connect.
    for (const warning of config.value.warnings) io.stderr(`mcpscope: ${options.config}: ${warning}`);
    return config.value.servers;
  }
  if (options.target !== null) return [{ target: options.target }];
  return [{ target: demoServerTarget(), name: 'mcpscope demo server' }];
}

/** The host to print: a wildcard address is not something a browser can open, loopback is. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '[::]') return '127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
