/**
 * `mcpscope scan` arguments (DESIGN.md, CLI contract):
 *   mcpscope scan (--stdio "…" | --url … | --config <mcp.json>) [--format text|json|sarif] [--fail-on <severity>]
 *                 [--as-client <name>]… [--protocol auto|legacy|modern]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ClientInfo, ConnectionTarget } from '../../src/core/bridge-api';
import { validateClientInfo } from '../../src/core/client-info';
import { SEVERITIES, type Severity } from '../../src/core/analysis/finding';
import { protocolFromFlag, takeStdioArgv, targetFromFlags } from './target-flags';
import type { ProtocolSetting } from '../../src/core/protocol-era';

export const SCAN_FORMATS = ['text', 'json', 'sarif'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

export interface ScanOptions {
  /** Exactly one of target and config is set. */
  target: ConnectionTarget | null;
  config: string | null;
  format: ScanFormat;
  /** Exit 1 when a finding is at least this severe; null never fails on findings. */
  failOn: Severity | null;
  /** How long each server may take to connect and list, in ms. */
  timeoutMs: number;
  /** Also list each server as these clients, and report where that differs (drift/client-dependent-listing). */
  asClients: ClientInfo[];
  /** `--protocol`: the era every scanned server is connected in; null: auto. */
  protocol: ProtocolSetting | null;
}

const SCAN_FLAGS = {
  stdio: { type: 'string' },
  url: { type: 'string' },
  config: { type: 'string' },
  transport: { type: 'string' },
  header: { type: 'string', multiple: true },
  format: { type: 'string' },
  'fail-on': { type: 'string' },
  timeout: { type: 'string' },
  'as-client': { type: 'string', multiple: true },
  protocol: { type: 'string' },
} as const;

const DEFAULT_TIMEOUT_MS = 30_000;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

export function parseScan(argv: readonly string[], cwd: string): { ok: true; options: ScanOptions } | { ok: false; usageError: string } {
  const { flags, stdioArgv } = takeStdioArgv(argv);
  const { values, positionals } = parseArgs({ args: flags, options: SCAN_FLAGS, strict: true, allowPositionals: true });
  if (positionals.length > 0) return { ok: false, usageError: `scan: unexpected argument "${positionals[0]}"` };
  const target = targetFromFlags({ ...values, stdioArgv });
  if (!target.ok) return { ok: false, usageError: `scan: ${target.error.message}` };
  if (target.value === null && values.config === undefined) return { ok: false, usageError: 'scan needs a server: --stdio "<command line>", --url <url> or --config <mcp.json>' };
  const format = values.format ?? 'text';
  if (!isOneOf(SCAN_FORMATS, format)) return { ok: false, usageError: `scan: --format must be text, json or sarif, not "${format}"` };
  const failOn = values['fail-on'];
  if (failOn !== undefined && !isOneOf(SEVERITIES, failOn)) return { ok: false, usageError: `scan: --fail-on must be one of ${SEVERITIES.join(', ')}, not "${failOn}"` };
  const timeoutMs = values.timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return { ok: false, usageError: `scan: --timeout must be a positive number of milliseconds, not "${values.timeout}"` };
  const protocol = protocolFromFlag(values.protocol);
  if (!protocol.ok) return { ok: false, usageError: `scan: ${protocol.error.message}` };
  const asClients: ClientInfo[] = [];
  for (const name of values['as-client'] ?? []) {
    const clientInfo = validateClientInfo({ name });
    if (!clientInfo.ok) return { ok: false, usageError: `scan: --as-client: ${clientInfo.error.message}` };
    asClients.push(clientInfo.value);
  }
  return {
    ok: true,
    options: {
      target: target.value,
      config: values.config === undefined ? null : path.resolve(cwd, values.config),
      format,
      failOn: failOn ?? null,
      timeoutMs,
      asClients,
      protocol: protocol.value,
    },
  };
}
