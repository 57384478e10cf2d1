/**
 * How the bridge ends: no orphan servers (issue 2, §2). Ctrl-C, SIGTERM and a closing terminal
 * (SIGHUP) shut every connection down gracefully within a bound; a second signal kills at once;
 * `exit` is the last resort that SIGKILLs whatever is still alive.
 */
import type { Server } from 'node:http';
import type { BridgeBackend } from './connections/backend';
import { processExists } from './connections/process-tree';

const EXIT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The backend bounds its own shutdown (~5 s); this outer bound only guards against a hang
 * elsewhere, so the process always ends.
 */
export const GRACEFUL_EXIT_BUDGET_MS = 6_000;

export interface ExitDeps {
  server: Server;
  backend: Pick<BridgeBackend, 'shutdown' | 'killAllNow'>;
  log: (line: string) => void;
  exit: (code: number) => never;
}

/** How often to check whether the process that started us is still there. */
const PARENT_CHECK_MS = 1_000;

export function installExitHandlers(deps: ExitDeps): void {
  let shuttingDown = false;
  const shutDown = (reason: string): void => {
    if (shuttingDown) {
      deps.log(`mcpscope: ${reason} again, killing every server now`);
      deps.backend.killAllNow();
      deps.exit(1);
    }
    shuttingDown = true;
    deps.log(`mcpscope: ${reason}, shutting down (again to force)…`);
    void shutDownGracefully(deps).then(() => deps.exit(0));
  };
  for (const signal of EXIT_SIGNALS) process.on(signal, shutDown);
  watchForOrphaning(() => shutDown('the process that started mcpscope is gone'));
  // Runs on every exit path that still runs JS (process.exit, an uncaught error in our guard...).
  process.on('exit', () => deps.backend.killAllNow());
}

/**
 * Launchers such as `npx` (npm exec) do not forward SIGTERM: `kill -TERM` of the launcher would
 * orphan the bridge and every server it started. When our parent goes away we are reparented on
 * Linux and macOS, so a changed ppid means the launcher ended; Windows reparents nothing, so
 * there the launcher's pid is gone instead (issue 19, item 6). Either is treated like a closing
 * terminal.
 */
export function launcherGone(launcher: number, ppid: number, exists: (pid: number) => boolean = processExists): boolean {
  return ppid !== launcher || !exists(launcher);
}

function watchForOrphaning(onOrphaned: () => void): void {
  const launcher = process.ppid;
  // Started directly by init (a container's PID 1): there is no launcher to outlive.
  if (launcher <= 1) return;
  const timer = setInterval(() => {
    if (!launcherGone(launcher, process.ppid)) return;
    clearInterval(timer);
    onOrphaned();
  }, PARENT_CHECK_MS);
  timer.unref();
}

async function shutDownGracefully({ server, backend, log }: ExitDeps): Promise<void> {
  // Stop accepting, and end open event streams so the server can close.
  server.close();
  server.closeAllConnections();
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, GRACEFUL_EXIT_BUDGET_MS);
  });
  const graceful = backend.shutdown().catch((error: unknown) => log(`mcpscope: shutdown failed: ${String(error)}`));
  await Promise.race([graceful, budget]);
  clearTimeout(timer);
}

/**
 * After start-up, one bad message or a bug in one handler must not take down the bridge and every
 * server it holds: log and keep running. (Start-up failures are handled before this is installed,
 * so a port in use still exits non-zero.)
 */
export function installCrashGuards(log: (line: string) => void): void {
  // When the terminal goes away, writes to it fail; SIGHUP handles the exit, the errors are noise.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  process.on('uncaughtException', (error) => safeLog(log, 'uncaught exception', error));
  process.on('unhandledRejection', (reason) => safeLog(log, 'unhandled rejection', reason));
}

function safeLog(log: (line: string) => void, what: string, error: unknown): void {
  try {
    log(`mcpscope: ${what} (the bridge keeps running): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } catch {
    // Logging itself failed (stderr closed): nothing left to tell anyone.
  }
}
