/**
 * `mcpscope mock` arguments (issue 5, item 6):
 *   mcpscope mock <trace> [--http <port>]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface MockOptions {
  /** The trace file, absolute. */
  trace: string;
  /** Null: serve over stdio. 0 picks a free port. */
  httpPort: number | null;
}

const MOCK_FLAGS = {
  http: { type: 'string' },
} as const;

export function parseMock(argv: readonly string[], cwd: string): { ok: true; options: MockOptions } | { ok: false; usageError: string } {
  const { values, positionals } = parseArgs({ args: [...argv], options: MOCK_FLAGS, strict: true, allowPositionals: true });
  if (positionals.length !== 1) {
    return { ok: false, usageError: positionals.length === 0 ? 'mock needs a trace file: mcpscope mock <trace> [--http <port>]' : `mock: unexpected argument "${positionals[1]}"` };
  }
  let httpPort: number | null = null;
  if (values.http !== undefined) {
    httpPort = /^\d{1,5}$/.test(values.http) ? Number(values.http) : NaN;
    if (!(httpPort <= 65535)) return { ok: false, usageError: `mock: --http must be a port from 0 to 65535, not "${values.http}"` };
  }
  return { ok: true, options: { trace: path.resolve(cwd, positionals[0]!), httpPort } };
}
