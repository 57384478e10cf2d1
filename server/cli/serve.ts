/**
 * `mcpscope` without a subcommand: build the UI if needed, listen, print the ready line and open
 * the browser, while the bridge (start-bridge.ts) loads behind the socket and connects the target
 * (or the demo server).
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ConnectRequest } from '../../src/core/bridge-api';
import { readMcpConfigFile } from '../config/config-file';
import { configDir } from '../config/folders';
import { demoServerTarget } from '../demo/target';
import { listen } from '../http/listen';
import { defaultTracesDir, ownTracesDir } from '../log/traces-dir';
import { generateToken } from '../http/middlewares/tokenAuth';
import { installCrashGuards } from '../process-exit';
import { ensureSpaBuilt, spaLayout } from '../spa-build';
import type { ServeOptions } from './parse-args';
import { PACKAGE_ROOT, readPackageVersion } from '../install-layout';
import type { Progress } from './progress';
import { withProtocol, withTraceContext } from './target-flags';

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
  const initial = (await initialConnections(options, io)).map((request) => withTraceContext(withProtocol(request, options.protocol), options.traceContext));
  const version = await readPackageVersion();
  const spaDir = options.dev ? null : await buildUi(io);
  // Owner-only before anything can record into it, and before the ready line says it is in use.
  const tracesDir = ownTracesDir(options.tracesDir ?? defaultTracesDir(), io.stderr);

  const listening = await listen(options.host, options.port);
  if (!listening.ok) {
    io.stderr(`mcpscope: ${listening.error.message}`);
    io.exit(1);
  }
  const { server, port } = listening.value;

  const token = generateToken();
  installCrashGuards(io.stderr);
  // Listening comes first and the bridge loads behind it (start-bridge.ts): requests that arrive
  // meanwhile wait for it instead of being refused, so the ready line can be printed now.
  const bridge = import('./start-bridge').then(({ startBridge }) =>
    startBridge({ options, io, server, port, token, version, tracesDir, spaDir, urlHost: urlHost(options.host), initial }),
  );
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    bridge.then(
      (app: RequestListener) => app(request, response),
      // The start-up failure itself is reported once, by the CLI, which then exits.
      () => response.writeHead(503).end(),
    );
  });

  const url = `http://${urlHost(options.host)}:${port}/#token=${token}${options.openTrace === null ? '' : '&trace=1'}`;
  io.stdout(`mcpscope ready at ${url}`);
  if (options.openTrace !== null) {
    const trace = options.openTrace;
    import('./trace-warnings')
      .then(({ printOpenedTraceWarnings }) => printOpenedTraceWarnings(trace, io.stderr))
      .catch((error: unknown) => io.stderr(`mcpscope open: cannot read ${trace}: ${String(error)}`));
  }
  if (options.open) {
    // The browser is a convenience: if none can be opened, the printed URL still works. Loaded
    // after the ready line: `open` takes longer to load than the rest of the way to it.
    import('./browser-launch')
      .then(async ({ openLaunchPage, writeLaunchPage }) => openLaunchPage(await writeLaunchPage(configDir(), url)))
      .catch((error: unknown) => io.stderr(`mcpscope: could not open a browser (${String(error)}); open the URL above.`));
  }
  await bridge;
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
