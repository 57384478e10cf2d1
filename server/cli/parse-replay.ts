/**
 * `mcpscope replay` arguments (issue 5, "Replay against a live server"):
 *   mcpscope replay <trace> (--stdio "…" | --url … [--transport http|sse] [--header "Name: value"]…)
 *                   [--format text|json] [--ignore <path>]… [--timeout <ms>]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import { parseIgnorePath, type IgnorePath } from '../../src/core/replay/ignore';
import { takeStdioArgv, targetFromFlags } from './target-flags';

export const REPLAY_FORMATS = ['text', 'json'] as const;
export type ReplayFormat = (typeof REPLAY_FORMATS)[number];

export interface ReplayOptions {
  /** The trace file, absolute. */
  trace: string;
  target: ConnectionTarget;
  format: ReplayFormat;
  /** --ignore, parsed; the JSON report repeats them as given. */
  ignore: IgnorePath[];
  /** How long to wait for the connection, and for each answer, in ms. */
  timeoutMs: number;
}

const REPLAY_FLAGS = {
  stdio: { type: 'string' },
  url: { type: 'string' },
  transport: { type: 'string' },
  header: { type: 'string', multiple: true },
  format: { type: 'string' },
  ignore: { type: 'string', multiple: true },
  timeout: { type: 'string' },
} as const;

const DEFAULT_TIMEOUT_MS = 30_000;

export function parseReplay(argv: readonly string[], cwd: string): { ok: true; options: ReplayOptions } | { ok: false; usageError: string } {
  const usage = (message: string) => ({ ok: false as const, usageError: `replay: ${message}` });
  const { flags, stdioArgv } = takeStdioArgv(argv);
  const { values, positionals } = parseArgs({ args: flags, options: REPLAY_FLAGS, strict: true, allowPositionals: true });
  if (positionals.length !== 1) return usage(positionals.length === 0 ? 'needs a trace file: mcpscope replay <trace> --stdio "…"' : `unexpected argument "${positionals[1]}"`);
  const target = targetFromFlags({ ...values, stdioArgv });
  if (!target.ok) return usage(target.error.message);
  if (target.value === null) return usage('needs a server to replay against: --stdio "<command line>" or --url <url>');
  const format = values.format ?? 'text';
  if (!(REPLAY_FORMATS as readonly string[]).includes(format)) return usage(`--format must be text or json, not "${format}"`);
  const ignore: IgnorePath[] = [];
  for (const text of values.ignore ?? []) {
    const rule = parseIgnorePath(text);
    if (!rule.ok) return usage(rule.error.message);
    ignore.push(rule.value);
  }
  const timeoutMs = values.timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return usage(`--timeout must be a positive number of milliseconds, not "${values.timeout}"`);
  return { ok: true, options: { trace: path.resolve(cwd, positionals[0]!), target: target.value, format: format as ReplayFormat, ignore, timeoutMs } };
}
