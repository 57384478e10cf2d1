/**
 * `--stdio` / `--url` / `--transport` / `--header` into a ConnectionTarget. Shared by every
 * command that talks to a server (the bridge, scan, check, record and replay).
 */
import type { ConnectionTarget, ConnectRequest } from '../../src/core/bridge-api';
import { isProtocolSetting, type ProtocolSetting } from '../../src/core/protocol-era';
import { err, ok, type Result } from '../../src/core/result';
import { checkedArgv, splitCommandLine } from './command-line';
import { isHttpUrl } from '../../src/core/target';

export interface TargetFlags {
  stdio?: string | undefined;
  /** `--stdio -- <argv>`: the words after `--`, taken out of argv by takeStdioArgv. */
  stdioArgv?: readonly string[] | undefined;
  url?: string | undefined;
  transport?: string | undefined;
  header?: string[] | undefined;
  /** An mcp.json; read by the caller, here only checked for exclusivity. */
  config?: string | undefined;
}

/** Null when no target was given (the bridge then connects to the bundled demo server) or with --config. */
export function targetFromFlags(flags: TargetFlags): Result<ConnectionTarget | null> {
  const headers = flags.header ?? [];
  if (flags.stdio !== undefined && flags.stdioArgv !== undefined) return err('bad_request', 'give --stdio once: either --stdio "<command line>" or --stdio -- <command> <args>…');
  const stdio = flags.stdio ?? flags.stdioArgv;
  if (flags.config !== undefined) {
    const other = stdio !== undefined ? '--stdio' : flags.url !== undefined ? '--url' : null;
    if (other !== null) return err('bad_request', `give either --config or ${other}, not both`);
    if (flags.config.trim() === '') return err('bad_request', '--config needs the path of an mcp.json file');
  }
  if (stdio !== undefined && flags.url !== undefined) return err('bad_request', 'give either --stdio or --url, not both');
  if (flags.url === undefined) {
    if (flags.transport !== undefined) return err('bad_request', '--transport applies only with --url');
    if (headers.length > 0) return err('bad_request', '--header applies only with --url');
  }
  if (stdio !== undefined) {
    const words = typeof stdio === 'string' ? splitCommandLine(stdio) : checkedArgv(stdio);
    if (!words.ok) return words;
    const [command, ...args] = words.value as [string, ...string[]];
    return ok({ transport: 'stdio', command, args });
  }
  if (flags.url === undefined) return ok(null);
  return httpTarget(flags.url, flags.transport ?? 'http', headers);
}

/**
 * `--stdio -- node server.js --flag`: everything after `--` is the server's argv, word for word,
 * so nothing is split and no quoting rule of any OS applies (issue 19, item 6). Takes `--stdio --`
 * and what follows out of argv, which parseArgs then reads as usual; it could not itself, as it
 * takes `--` for a missing value.
 */
export function takeStdioArgv(argv: readonly string[]): { flags: string[]; stdioArgv: string[] | undefined } {
  const at = argv.findIndex((word, index) => word === '--stdio' && argv[index + 1] === '--');
  const terminator = argv.indexOf('--');
  // A `--stdio` after an earlier `--` is an argument, not a flag.
  if (at === -1 || terminator < at) return { flags: [...argv], stdioArgv: undefined };
  return { flags: argv.slice(0, at), stdioArgv: argv.slice(at + 2) };
}

function httpTarget(url: string, transport: string, headerFlags: string[]): Result<ConnectionTarget> {
  if (transport !== 'http' && transport !== 'sse') return err('bad_request', `--transport must be http or sse, not "${transport}"`);
  if (!isHttpUrl(url)) return err('bad_request', `--url must be an http:// or https:// URL, not "${url}"`);
  const headers: Record<string, string> = {};
  for (const flag of headerFlags) {
    const header = parseHeaderFlag(flag);
    if (!header.ok) return header;
    headers[header.value.name] = header.value.value;
  }
  return ok(headerFlags.length > 0 ? { transport, url, headers } : { transport, url });
}

/** `--protocol auto|legacy|modern` (issue 18): which era the connections may speak; absent: auto. */
export function protocolFromFlag(flag: string | undefined): Result<ProtocolSetting | null> {
  if (flag === undefined) return ok(null);
  return isProtocolSetting(flag) ? ok(flag) : err('bad_request', `--protocol must be auto, legacy (2025-11-25 and older) or modern (2026-07-28 only), not "${flag}"`);
}

/** The request with the --protocol setting, which wins over nothing: a config file has no such key. */
export function withProtocol(request: ConnectRequest, protocol: ProtocolSetting | null): ConnectRequest {
  return protocol === null ? request : { ...request, settings: { ...request.settings, protocol } };
}

/** The request with --trace-context on (issue 23); without the flag, as the config has it (off). */
export function withTraceContext(request: ConnectRequest, traceContext: boolean): ConnectRequest {
  return traceContext ? { ...request, settings: { ...request.settings, traceContext } } : request;
}

/** RFC 9110 token characters: what a header name may contain. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function parseHeaderFlag(flag: string): Result<{ name: string; value: string }> {
  const colon = flag.indexOf(':');
  const name = colon < 0 ? '' : flag.slice(0, colon).trim();
  if (!HEADER_NAME.test(name)) return err('bad_request', `--header must look like "Name: value", not "${flag}"`);
  const value = flag.slice(colon + 1).trim();
  if (/[\r\n\0]/.test(value)) return err('bad_request', `--header value for ${name} contains a line break`);
  return ok({ name, value });
}
