/**
 * argv -> what to do. Pure (argv, env and cwd come in as arguments) so every usage error is unit
 * tested without spawning a process. A usage error means exit code 2 (DESIGN.md).
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import type { ProtocolSetting } from '../../src/core/protocol-era';
import { isBareOrigin, normalizeOrigin } from '../http/access-policy';
import { parseMock, type MockOptions } from './parse-mock';
import { parseRecord, type RecordOptions } from './parse-record';
import { parseReplay, type ReplayOptions } from './parse-replay';
import { parseExport, type ExportOptions } from './parse-export';
import { parseScan, type ScanOptions } from './parse-scan';
import { parseCheck, type CheckOptions } from './parse-check';
import { parseCall, type CallCommandOptions } from './parse-call';
import { parseList, type ListOptions } from './parse-list';
import { protocolFromFlag, takeStdioArgv, targetFromFlags, type TargetFlags } from './target-flags';
import { asksForHelp } from './parse-global';
import { COMMAND_NAMES, DEFAULT_PORT, isCommandName, type CommandName } from './commands';

export interface ServeOptions {
  /** Null: connect to the bundled demo server, unless `config` is set. */
  target: ConnectionTarget | null;
  /** An mcp.json (absolute path) whose servers are all connected instead of `target`. */
  config: string | null;
  port: number;
  host: string;
  open: boolean;
  allowRemote: boolean;
  allowOrigins: string[];
  /** Null: the connection layer's default (server/log/traces-dir.ts). */
  tracesDir: string | null;
  /** API only; Vite serves the UI (npm run dev). */
  dev: boolean;
  /** `mcpscope open <trace>`: the trace file (absolute) the page opens; nothing is connected. */
  openTrace: string | null;
  /** `--protocol`: the era setting of the connections started from the command line; null: auto. */
  protocol: ProtocolSetting | null;
  /** `--trace-context`: the connections started from the command line send W3C trace context (issue 23). */
  traceContext: boolean;
  /** `--otlp-endpoint`: the OTLP/HTTP receiver each request's span goes to live (issue 23); null: none. */
  otlpEndpoint: string | null;
  /** `--otlp-receiver <port>|off`: the port of mcpscope's own OTLP/HTTP receiver (issue 23); 0: any free port (the default); null: off. */
  otlpReceiver: number | null;
}

export type CliCommand =
  | { kind: 'serve'; options: ServeOptions }
  /** `topic` null: the overview of every command. */
  | { kind: 'help'; topic: CommandName | null }
  | { kind: 'version' }
  | { kind: 'scan'; options: ScanOptions }
  | { kind: 'check'; options: CheckOptions }
  | { kind: 'replay'; options: ReplayOptions }
  | { kind: 'mock'; options: MockOptions }
  | { kind: 'record'; options: RecordOptions }
  | { kind: 'export'; options: ExportOptions }
  | { kind: 'call'; options: CallCommandOptions }
  | { kind: 'list'; options: ListOptions };

/** `command`: the command whose usage was wrong, so the error can point at its help. */
export type ParsedCommandLine = { ok: true; command: CliCommand } | { ok: false; usageError: string; command?: CommandName };

const SERVE_FLAGS = {
  stdio: { type: 'string' },
  url: { type: 'string' },
  config: { type: 'string' },
  transport: { type: 'string' },
  header: { type: 'string', multiple: true },
  protocol: { type: 'string' },
  'trace-context': { type: 'boolean' },
  'otlp-endpoint': { type: 'string' },
  'otlp-receiver': { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  'no-open': { type: 'boolean' },
  'traces-dir': { type: 'string' },
  'allow-origin': { type: 'string', multiple: true },
  'dangerously-allow-remote': { type: 'boolean' },
  dev: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

export interface ParseContext {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

type SubcommandParser = (argv: readonly string[], context: ParseContext) => ParsedCommandLine;

/** A subcommand's own parser's answer as a ParsedCommandLine. */
function routed<K extends CliCommand['kind'], O>(kind: K, parse: (argv: readonly string[], cwd: string) => { ok: true; options: O } | { ok: false; usageError: string }): SubcommandParser {
  return (argv, context) => {
    const parsed = parse(argv, context.cwd);
    return parsed.ok ? { ok: true, command: { kind, options: parsed.options } as CliCommand } : usageError(parsed.usageError);
  };
}

const SUBCOMMANDS: Record<CommandName, SubcommandParser> = {
  serve: (argv, context) => parseServe(argv, context),
  open: (argv, context) => parseOpen(argv, context),
  scan: routed('scan', parseScan),
  check: routed('check', parseCheck),
  replay: routed('replay', parseReplay),
  mock: routed('mock', parseMock),
  record: routed('record', parseRecord),
  export: routed('export', parseExport),
  call: routed('call', parseCall),
  list: routed('list', parseList),
};

export function parseCommandLine(argv: readonly string[], context: ParseContext): ParsedCommandLine {
  const [first = '', ...rest] = argv;
  if (first === 'help') return parseHelp(rest);
  if (!isCommandName(first)) {
    // No command: the bridge's flags; a word that is no flag was meant as a command.
    return first === '' || first.startsWith('-') ? throwsAsUsageError(() => parseServe(argv, context)) : unknownCommand(first);
  }
  // `<command> --help` answers whatever else is on the line, as git and npm do.
  if (asksForHelp(rest)) return { ok: true, command: { kind: 'help', topic: first } };
  const parsed = throwsAsUsageError(() => SUBCOMMANDS[first](rest, context));
  return parsed.ok ? parsed : { ...parsed, command: first };
}

function throwsAsUsageError(parse: () => ParsedCommandLine): ParsedCommandLine {
  try {
    return parse();
  } catch (error) {
    // parseArgs throws TypeErrors with readable messages for unknown flags and missing values.
    return usageError(error instanceof Error ? error.message : String(error));
  }
}

/** `mcpscope help [command]`. */
function parseHelp(argv: readonly string[]): ParsedCommandLine {
  const [topic, extra] = argv;
  if (extra !== undefined) return usageError(`unexpected argument "${extra}"`);
  if (topic === undefined) return { ok: true, command: { kind: 'help', topic: null } };
  return isCommandName(topic) ? { ok: true, command: { kind: 'help', topic } } : unknownCommand(topic);
}

function unknownCommand(word: string): ParsedCommandLine {
  return usageError(`unknown command "${word}"; the commands are ${COMMAND_NAMES.join(', ')}`);
}

function parseServe(argv: readonly string[], context: ParseContext): ParsedCommandLine {
  const { flags, stdioArgv } = takeStdioArgv(argv);
  const { values, positionals } = parseArgs({ args: flags, options: SERVE_FLAGS, strict: true, allowPositionals: true });
  if (values.help) return { ok: true, command: { kind: 'help', topic: null } };
  if (values.version) return { ok: true, command: { kind: 'version' } };
  if (positionals.length > 0) return usageError(`unexpected argument "${positionals[0]}"`);
  return serveOptions({ ...values, stdioArgv }, context, null);
}

type ServeFlagValues = ReturnType<typeof parseArgs<{ args: string[]; options: typeof SERVE_FLAGS; strict: true; allowPositionals: true }>>['values'];

function serveOptions(values: ServeFlagValues & Pick<TargetFlags, 'stdioArgv'>, context: ParseContext, openTrace: string | null): ParsedCommandLine {
  const target = targetFromFlags(values);
  if (!target.ok) return usageError(target.error.message);
  const protocol = protocolFromFlag(values.protocol);
  if (!protocol.ok) return usageError(protocol.error.message);
  const otlpEndpoint = values['otlp-endpoint'] ?? null;
  if (otlpEndpoint !== null && !/^https?:\/\/[^/]/.test(otlpEndpoint)) return usageError(`--otlp-endpoint must be an http(s) URL such as http://localhost:4318, not "${otlpEndpoint}"`);
  const receiverFlag = values['otlp-receiver'];
  const otlpReceiver = receiverFlag === undefined ? 0 : receiverFlag === 'off' ? null : parsePort(receiverFlag);
  if (otlpReceiver === null && receiverFlag !== 'off') return usageError(`--otlp-receiver must be a port from 0 to 65535, or off, not "${receiverFlag}"`);
  const port = parsePort(values.port);
  if (port === null) return usageError(`--port must be an integer from 0 to 65535, not "${values.port}"`);
  const host = values.host ?? '127.0.0.1';
  const allowRemote = values['dangerously-allow-remote'] ?? false;
  if (!isLoopbackHost(host) && !allowRemote) {
    return usageError(`refusing to listen on non-loopback --host ${host}: anyone who can reach it and learns the token can run commands on this machine. Add --dangerously-allow-remote if you really mean it.`);
  }
  const origins = values['allow-origin'] ?? [];
  const badOrigin = origins.find((origin) => !isBareOrigin(origin));
  if (badOrigin !== undefined) return usageError(`--allow-origin must be an origin like http://localhost:5173, not "${badOrigin}"`);

  const options: ServeOptions = {
    target: target.value,
    config: values.config === undefined ? null : path.resolve(context.cwd, values.config),
    port,
    host,
    open: !(values['no-open'] ?? false) && context.env.CI !== 'true',
    allowRemote,
    allowOrigins: origins.map((origin) => normalizeOrigin(origin) as string),
    tracesDir: values['traces-dir'] === undefined ? null : path.resolve(context.cwd, values['traces-dir']),
    dev: values.dev ?? false,
    openTrace,
    protocol: protocol.value,
    traceContext: values['trace-context'] ?? false,
    otlpEndpoint,
    otlpReceiver,
  };
  return { ok: true, command: { kind: 'serve', options } };
}

/** `open <trace>`: the serve flags that make sense without a server, and exactly one trace file. */
function parseOpen(argv: readonly string[], context: ParseContext): ParsedCommandLine {
  const { values, positionals } = parseArgs({ args: [...argv], options: SERVE_FLAGS, strict: true, allowPositionals: true });
  const connecting = (['stdio', 'url', 'config', 'transport', 'header', 'protocol', 'trace-context'] as const).find((flag) => values[flag] !== undefined);
  if (connecting !== undefined) return usageError(`mcpscope open shows a recorded trace and connects to nothing: --${connecting} does not apply`);
  if (positionals.length !== 1) return usageError(positionals.length === 0 ? 'mcpscope open needs a trace file: mcpscope open <trace>' : `unexpected argument "${positionals[1]}"`);
  return serveOptions(values, context, path.resolve(context.cwd, positionals[0]!));
}

function parsePort(value: string | undefined): number | null {
  if (value === undefined) return DEFAULT_PORT;
  if (!/^\d{1,5}$/.test(value)) return null;
  const port = Number(value);
  return port <= 65535 ? port : null;
}

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

function usageError(message: string): { ok: false; usageError: string } {
  return { ok: false, usageError: message };
}
