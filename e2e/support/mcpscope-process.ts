/**
 * Starts the real `mcpscope` CLI as a child process, the way a user does, and reads the one
 * ready line it prints. The e2e specs drive the SPA it serves in Debian Chromium.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaled } from './slowdown';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));
export const READY_LINE = /^mcpscope ready at (http:\/\/127\.0\.0\.1:(\d+))\/#token=([A-Za-z0-9_-]+)(?:&trace=1)?$/m;
/** Subcommands go first; the test flags below follow them. */
const SUBCOMMANDS = new Set(['open']);

export interface RunningMcpscope {
  /** The full URL including `#token=…`, as printed. */
  url: string;
  origin: string;
  port: number;
  token: string;
  /** Its own MCPSCOPE_CONFIG_DIR. */
  configDir: string;
  process: ChildProcessWithoutNullStreams;
  /** Everything the CLI wrote to stderr so far (for failure messages). */
  stderr(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  timeoutMs?: number;
  /** Let mcpscope open "the browser", this program ($BROWSER), instead of passing --no-open. */
  browser?: string;
  /** The `mcpscope` to run; this checkout's bin/mcpscope.js unless given (an installed package's). */
  bin?: string;
  /** Run as this other user, with a home and folders of its own (the caller must be root). */
  user?: { uid: number; gid: number };
  /** Run the TypeScript sources through tsx, as `npm start` in a checkout does, even where `npm test` asks for the build. */
  fromSources?: boolean;
  /** More variables for mcpscope's environment, as a person sets them before `npx mcpscope`. */
  env?: NodeJS.ProcessEnv;
}

export async function startMcpscope(args: string[] = [], { timeoutMs = scaled(90_000), browser, bin = BIN, user, fromSources = false, env = {} }: StartOptions = {}): Promise<RunningMcpscope> {
  // Each run records its traces and keeps its saved connections in directories of its own, not in
  // the user's ~/.mcpscope and ~/.config/mcpscope.
  const tracesDir = mkdtempSync(join(tmpdir(), 'mcpscope-e2e-traces-'));
  const configDir = mkdtempSync(join(tmpdir(), 'mcpscope-e2e-config-'));
  const home = user === undefined ? null : mkdtempSync(join(tmpdir(), 'mcpscope-e2e-home-'));
  const ownDirs = [tracesDir, configDir, ...(home === null ? [] : [home])];
  if (user !== undefined) for (const dir of ownDirs) chownSync(dir, user.uid, user.gid);
  const flags = [...(browser === undefined ? ['--no-open'] : []), '--port', '0', '--traces-dir', tracesDir];
  const [first, ...rest] = args;
  const argv = first !== undefined && SUBCOMMANDS.has(first) ? [first, ...flags, ...rest] : [...flags, ...args];
  const child = spawn(process.execPath, [bin, ...argv], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // CI=true also keeps the browser closed; a run that opens one goes without it.
    env: {
      ...process.env,
      ...env,
      CI: browser === undefined ? 'true' : '',
      MCPSCOPE_CONFIG_DIR: configDir,
      ...(browser === undefined ? {} : { BROWSER: browser }),
      ...(home === null ? {} : homeEnv(home)),
      ...(fromSources ? { MCPSCOPE_RUN_BUILT: '' } : {}),
    },
    ...user,
  });
  const deadline = Date.now() + timeoutMs;
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mcpscope did not print its ready line in ${timeoutMs} ms.\n${stderr}`)), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = READY_LINE.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`mcpscope exited (${code ?? signal}) before it was ready.\n${stderr}`));
    });
  });
  const [line, origin, port, token] = ready as unknown as [string, string, string, string];
  await untilConnectionsSettle(origin, token, deadline, () => stderr);
  return {
    url: line.replace(/^mcpscope ready at /, ''),
    origin,
    port: Number(port),
    token,
    configDir,
    process: child,
    stderr: () => stderr,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      for (const dir of ownDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Everything a program may take its per-user folders from, pointed into `home`. */
function homeEnv(home: string): NodeJS.ProcessEnv {
  return { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_DATA_HOME: join(home, '.local', 'share'), XDG_STATE_HOME: join(home, '.local', 'state'), XDG_CACHE_HOME: join(home, '.cache') };
}

/** A state the bridge leaves by itself; a spec starts once every connection has left it. */
const UNSETTLED = new Set(['connecting', 'initializing']);
const SETTLE_POLL_MS = 100;

/**
 * Issue 17, finding 10: on a busy machine a server such as server-everything can take longer to
 * start and answer `initialize` than a spec's 15 s expect window, so specs saw it "initializing".
 * Starting it is the fixture's job, within the fixture's own (start-up) time limit: the spec then
 * begins with every connection ready or failed, whatever the load.
 */
async function untilConnectionsSettle(origin: string, token: string, deadline: number, stderr: () => string): Promise<void> {
  for (;;) {
    const response = await fetch(`${origin}/api/connections`, { headers: { authorization: `Bearer ${token}` } });
    const connections = (await response.json()) as Array<{ name: string; state: string }>;
    const waiting = connections.filter((connection) => UNSETTLED.has(connection.state));
    if (waiting.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`mcpscope's connections did not settle: ${waiting.map((c) => `${c.name} ${c.state}`).join(', ')}.\n${stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
}
