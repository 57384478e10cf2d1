/**
 * The modern fixture (e2e/fixtures/modern-server, `@modelcontextprotocol/server` 2.4.0) as a real
 * child process: the stdio command line a user would type for each variant, or a running
 * stateless Streamable HTTP server whose URL it printed.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { scaled } from './slowdown';

const TSX_LOADER = fileURLToPath(new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url));
const FIXTURE_DIR = new URL('../fixtures/modern-server/', import.meta.url);
const STDIO_ENTRY = fileURLToPath(new URL('serve-stdio.ts', FIXTURE_DIR));
const HTTP_ENTRY = fileURLToPath(new URL('serve-http.ts', FIXTURE_DIR));

/** `dual` serves 2026-07-28 and 2025 clients; `modern-only` refuses 2025 with -32022. */
export type ModernHttpVariant = 'dual' | 'modern-only';
/** On stdio also `legacy-strict`: 2025 only, exits unless its first line is `initialize` (like rmcp). */
export type ModernStdioVariant = ModernHttpVariant | 'legacy-strict';

const VARIANT_FLAGS: Record<ModernStdioVariant, string[]> = {
  dual: [],
  'modern-only': ['--modern-only'],
  'legacy-strict': ['--legacy-strict'],
};

/** The executable and arguments that start the stdio fixture, for a spawn or an SDK transport. */
export function modernStdioArgs(variant: ModernStdioVariant = 'dual'): { command: string; args: string[] } {
  return { command: process.execPath, args: ['--import', TSX_LOADER, STDIO_ENTRY, ...VARIANT_FLAGS[variant]] };
}

/** The `--stdio` command line a user would type. */
export function modernStdioCommand(variant: ModernStdioVariant = 'dual'): string {
  const { command, args } = modernStdioArgs(variant);
  return [command, ...args].map((part) => `"${part}"`).join(' ');
}

export interface ModernHttpServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the HTTP fixture on `port` (a free one by default) and resolves with the URL it printed;
 * `env` is added to this process's for the child (e.g. MODERN_FIXTURE_EVOLVED, README.md).
 */
export async function startModernHttp(variant: ModernHttpVariant = 'dual', port = 0, env: Record<string, string> = {}): Promise<ModernHttpServer> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, HTTP_ENTRY, '--port', String(port), ...VARIANT_FLAGS[variant]], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`modern fixture did not start:\n${stderr}`)), scaled(30_000));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (newline === -1) return;
      clearTimeout(timer);
      resolve(stdout.slice(0, newline).trim());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`modern fixture exited with ${code}:\n${stderr}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
