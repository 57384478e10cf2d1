/**
 * The flags `call` and `list` share (issue 20): one server, as scan and check name it or as an
 * entry of an mcp.json, a timeout and the protocol era; what is left over (the tool, its
 * arguments, the kind of list) is the command's own.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import type { ProtocolSetting } from '../../src/core/protocol-era';
import { protocolFromFlag, takeStdioArgv, targetFromFlags } from './target-flags';

/**
 * Where the server comes from: `--stdio` or `--url`, or `--config <file> [--server <name>]`, an
 * entry of the file, which is read when the command runs (config-entry.ts).
 */
export type ServerSource = { kind: 'target'; target: ConnectionTarget } | { kind: 'config'; file: string; name: string | undefined };

export interface OneServerOptions {
  server: ServerSource;
  /** How long connecting may take, and then the request (each page of a list), in ms. */
  timeoutMs: number;
  /** `--protocol`: the era the server is connected in; null: auto. */
  protocol: ProtocolSetting | null;
}

const ONE_SERVER_FLAGS = {
  stdio: { type: 'string' },
  url: { type: 'string' },
  transport: { type: 'string' },
  header: { type: 'string', multiple: true },
  config: { type: 'string' },
  server: { type: 'string' },
  timeout: { type: 'string' },
  protocol: { type: 'string' },
} as const;

export type OneServerParse = { ok: true; options: OneServerOptions; positionals: string[] } | { ok: false; usageError: string };

/** `command` names the command in the usage errors, as scan's and check's do; `cwd` is where a relative --config is. */
export function parseOneServer(argv: readonly string[], command: string, defaultTimeoutMs: number, cwd: string): OneServerParse {
  const usageError = (message: string) => ({ ok: false, usageError: message }) as const;
  const { flags, stdioArgv } = takeStdioArgv(argv);
  const { values, positionals } = parseArgs({ args: flags, options: ONE_SERVER_FLAGS, strict: true, allowPositionals: true });
  const target = targetFromFlags({ ...values, stdioArgv });
  if (!target.ok) return usageError(`${command}: ${target.error.message}`);
  if (values.server !== undefined && values.config === undefined) return usageError(`${command}: --server names an entry of the file given with --config`);
  const server: ServerSource | null = values.config !== undefined
    ? { kind: 'config', file: path.resolve(cwd, values.config), name: values.server }
    : target.value && { kind: 'target', target: target.value };
  if (server === null) return usageError(`${command} needs a server: --stdio "<command line>", --url <url> or --config <mcp.json> --server <name>`);
  const timeoutMs = values.timeout === undefined ? defaultTimeoutMs : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return usageError(`${command}: --timeout must be a positive number of milliseconds, not "${values.timeout}"`);
  const protocol = protocolFromFlag(values.protocol);
  if (!protocol.ok) return usageError(`${command}: ${protocol.error.message}`);
  return { ok: true, options: { server, timeoutMs, protocol: protocol.value }, positionals };
}
