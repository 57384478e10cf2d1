/**
 * The flags `call` and `list` share (issue 20): one server, as scan and check name it, a timeout
 * and the protocol era; what is left over (the tool, its arguments, the kind of list) is the
 * command's own.
 */
import { parseArgs } from 'node:util';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import type { ProtocolSetting } from '../../src/core/protocol-era';
import { protocolFromFlag, takeStdioArgv, targetFromFlags } from './target-flags';

export interface OneServerOptions {
  target: ConnectionTarget;
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
  timeout: { type: 'string' },
  protocol: { type: 'string' },
} as const;

export type OneServerParse = { ok: true; options: OneServerOptions; positionals: string[] } | { ok: false; usageError: string };

/** `command` names the command in the usage errors, as scan's and check's do. */
export function parseOneServer(argv: readonly string[], command: string, defaultTimeoutMs: number): OneServerParse {
  const usageError = (message: string) => ({ ok: false, usageError: message }) as const;
  const { flags, stdioArgv } = takeStdioArgv(argv);
  const { values, positionals } = parseArgs({ args: flags, options: ONE_SERVER_FLAGS, strict: true, allowPositionals: true });
  const target = targetFromFlags({ ...values, stdioArgv });
  if (!target.ok) return usageError(`${command}: ${target.error.message}`);
  if (target.value === null) return usageError(`${command} needs a server: --stdio "<command line>" or --url <url>`);
  const timeoutMs = values.timeout === undefined ? defaultTimeoutMs : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return usageError(`${command}: --timeout must be a positive number of milliseconds, not "${values.timeout}"`);
  const protocol = protocolFromFlag(values.protocol);
  if (!protocol.ok) return usageError(`${command}: ${protocol.error.message}`);
  return { ok: true, options: { target: target.value, timeoutMs, protocol: protocol.value }, positionals };
}
