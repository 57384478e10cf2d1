/**
 * `mcpscope check` arguments (issue 18, item 7):
 *   mcpscope check (--stdio "…" | --url … [--header …]…) [--json] [--sarif <file>] [--call <tool>]…
 *                  [--timeout <ms>] [--no-conformance] [--modern-only]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import { takeStdioArgv, targetFromFlags } from './target-flags';

export interface CheckOptions {
  target: ConnectionTarget;
  /** JSON on stdout instead of text. */
  json: boolean;
  /** Also write SARIF 2.1.0 here (absolute). */
  sarif: string | null;
  /** Tools the check may call besides those marked readOnlyHint. */
  calls: string[];
  /** How long one exchange may take, in ms. */
  timeoutMs: number;
  /** Run the official conformance suite's 2025-11-25 scenarios (npx, network). */
  conformance: boolean;
  /** The server is meant to refuse 2025-era clients. */
  modernOnly: boolean;
}

const CHECK_FLAGS = {
  stdio: { type: 'string' },
  url: { type: 'string' },
  header: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  sarif: { type: 'string' },
  call: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  'no-conformance': { type: 'boolean' },
  'modern-only': { type: 'boolean' },
} as const;

const DEFAULT_TIMEOUT_MS = 15_000;

export function parseCheck(argv: readonly string[], cwd: string): { ok: true; options: CheckOptions } | { ok: false; usageError: string } {
  const { flags, stdioArgv } = takeStdioArgv(argv);
  const { values, positionals } = parseArgs({ args: flags, options: CHECK_FLAGS, strict: true, allowPositionals: true });
  if (positionals.length > 0) return { ok: false, usageError: `check: unexpected argument "${positionals[0]}"` };
  const target = targetFromFlags({ ...values, stdioArgv });
  if (!target.ok) return { ok: false, usageError: `check: ${target.error.message}` };
  if (target.value === null) return { ok: false, usageError: 'check needs a server: --stdio "<command line>" or --url <url>' };
  const timeoutMs = values.timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return { ok: false, usageError: `check: --timeout must be a positive number of milliseconds, not "${values.timeout}"` };
  if (values.sarif !== undefined && values.sarif.trim() === '') return { ok: false, usageError: 'check: --sarif needs a file name' };
  return {
    ok: true,
    options: {
      target: target.value,
      json: values.json ?? false,
      sarif: values.sarif === undefined ? null : path.resolve(cwd, values.sarif),
      calls: values.call ?? [],
      timeoutMs,
      conformance: !(values['no-conformance'] ?? false),
      modernOnly: values['modern-only'] ?? false,
    },
  };
}
