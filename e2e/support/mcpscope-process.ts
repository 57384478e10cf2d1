/**
 * Starts the real `mcpscope` CLI as a child process, the way a user does, and reads the one
 * ready line it prints. The e2e specs drive the SPA it serves in Debian Chromium.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));
const READY_LINE = /^mcpscope ready at (http:\/\/127\.0\.0\.1:(\d+))\/#token=([A-Za-z0-9_-]+)(?:&trace=1)?$/m;
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
}

export async function startMcpscope(args: string[] = [], { timeoutMs = 90_000, browser }: StartOptions = {}): Promise<RunningMcpscope> {
  // Each run records its traces and keeps its saved connections in directories of its own, not in
  // the user's ~/.mcpscope and ~/.config/mcpscope.
  const tracesDir = mkdtempSync(join(tmpdir(), 'mcpscope-e2e-traces-'));
  const configDir = mkdtempSync(join(tmpdir(), 'mcpscope-e2e-config-'));
  const flags = [...(browser === undefined ? ['--no-open'] : []), '--port', '0', '--traces-dir', tracesDir];
  const [first, ...rest] = args;
  const argv = first !== undefined && SUBCOMMANDS.has(first) ? [first, ...flags, ...rest] : [...flags, ...args];
  const child = spawn(process.execPath, [BIN, ...argv], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // CI=true also keeps the browser closed; a run that opens one goes without it.
    env: { ...process.env, CI: browser === undefined ? 'true' : '', MCPSCOPE_CONFIG_DIR: configDir, ...(browser === undefined ? {} : { BROWSER: browser }) },
  });
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
      rmSync(tracesDir, { recursive: true, force: true });
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}
