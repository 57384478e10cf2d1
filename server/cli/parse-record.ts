/**
 * `mcpscope record` arguments (issue 5, item 7, "Proxy recording"):
 *   mcpscope record (--stdio "<command line>" | --url <http(s)://…> [--port <n>]) [--out <file|dir> | --traces-dir <dir>]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { HttpTarget, StdioTarget } from '../../src/core/bridge-api';
import { takeStdioArgv, targetFromFlags } from './target-flags';

export interface RecordOptions {
  /** The real server. Over HTTP only Streamable HTTP is proxied: the host speaks it to us. */
  target: StdioTarget | HttpTarget;
  /** Absolute; a file, or an existing directory for a new file per session. Null: the traces directory. */
  out: string | null;
  /**
   * Absolute; `--traces-dir`, as the bridge takes it: a new file per session there, created if
   * need be. Null: the default traces directory.
   */
  tracesDir: string | null;
  /** --url only: the local port (0 picks a free one). */
  port: number;
}

const RECORD_FLAGS = {
  stdio: { type: 'string' },
  url: { type: 'string' },
  out: { type: 'string' },
  'traces-dir': { type: 'string' },
  port: { type: 'string' },
} as const;

export function parseRecord(argv: readonly string[], cwd: string): { ok: true; options: RecordOptions } | { ok: false; usageError: string } {
  const usage = (message: string) => ({ ok: false as const, usageError: `record: ${message}` });
  const { flags, stdioArgv } = takeStdioArgv(argv);
  const { values, positionals } = parseArgs({ args: flags, options: RECORD_FLAGS, strict: true, allowPositionals: true });
  if (positionals.length > 0) return usage(`unexpected argument "${positionals[0]}"`);
  const target = targetFromFlags({ stdio: values.stdio, stdioArgv, url: values.url });
  if (!target.ok) return usage(target.error.message);
  if (target.value === null) return usage('needs the real server: --stdio "<command line>" or --url <http(s)://…/mcp>');
  if (target.value.transport === 'sse') return usage('only Streamable HTTP servers can be proxied');
  if (values.port !== undefined && target.value.transport === 'stdio') return usage('--port applies only with --url');
  const port = values.port === undefined ? 0 : /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
  if (!(port <= 65535)) return usage(`--port must be an integer from 0 to 65535, not "${values.port}"`);
  // --traces-dir names the directory a bridge lists (its own --traces-dir), so the recording shows up live in its Traces screen.
  if (values.out !== undefined && values['traces-dir'] !== undefined) return usage('--out and --traces-dir both say where to write: give one');
  const resolved = (value: string | undefined) => (value === undefined ? null : path.resolve(cwd, value));
  return { ok: true, options: { target: target.value, out: resolved(values.out), tracesDir: resolved(values['traces-dir']), port } };
}
