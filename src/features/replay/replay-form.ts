/**
 * The Replay panel's choices as a ReplayRequest (src/core/replay-api.ts). Pure, so it is tested
 * without a browser. The target fields are the "New connection" form's (connect-form.ts): one
 * target check for connecting and replaying, and a command line is split into words, never given
 * to a shell.
 */
import type { CommandLineStyle, ConnectionTarget } from '../../core/bridge-api';
import { splitCodeLoadingEnv } from '../../core/replay/code-loading-env';
import { parseIgnorePath } from '../../core/replay/ignore';
import type { ReplayRequest, ReplayServer, ReplayTraceSource } from '../../core/replay-api';
import { REDACTED } from '../../core/target';
import type { Trace } from '../../core/traces/trace';
import { traceToJsonl } from '../../core/traces/write-jsonl';
import { joinWindowsCommandLine } from '../../core/windows-command-line';
import { buildConnectRequest, EMPTY_FIELDS, type ConnectFields } from '../connections/connect-form';
import { targetLine } from '../connections/describe';

/** What to replay: a library trace by name, or the trace opened in the page (any format it was read from). */
export type ReplaySource = { library: string } | { trace: Trace; fileName: string };

/**
 * An opened trace goes to the bridge as our own JSONL, written from what the page read: one
 * format for the bridge to read, whether the file was a HAR, an Inspector export or ours.
 */
export function traceSource(source: ReplaySource): ReplayTraceSource {
  return 'library' in source ? source : { text: traceToJsonl(source.trace, 'unknown'), fileName: source.fileName };
}

export interface PrefilledFields {
  fields: ConnectFields;
  /** Env and header names whose values the trace holds masked: they are left out, to be typed again. */
  masked: string[];
  /**
   * The trace's env variables that change which code runs (NODE_OPTIONS, LD_PRELOAD, PATH…): never
   * prefilled, offered only once the person confirms them by name (issue 17, finding 4).
   */
  held: Record<string, string>;
}

function pairs(values: Record<string, string>, separator: string, masked: string[]): string {
  return Object.entries(values)
    .filter(([name, value]) => (value === REDACTED ? (masked.push(name), false) : true))
    .map(([name, value]) => `${name}${separator}${value}`)
    .join('\n');
}

/** The trace's recorded target as editable fields, quoted as `style` splits; none recorded gives empty stdio fields. */
export function fieldsFromTarget(target: ConnectionTarget | undefined, style: CommandLineStyle = 'posix'): PrefilledFields {
  const masked: string[] = [];
  if (!target) return { fields: EMPTY_FIELDS, masked, held: {} };
  if (target.transport === 'stdio') {
    const { plain, held } = splitCodeLoadingEnv(target.env);
    const command = style === 'windows' ? joinWindowsCommandLine([target.command, ...target.args]) : targetLine(target);
    return { fields: { ...EMPTY_FIELDS, command, env: pairs(plain, '=', masked), cwd: target.cwd ?? '' }, masked, held };
  }
  return { fields: { ...EMPTY_FIELDS, transport: target.transport, url: target.url, headers: pairs(target.headers ?? {}, ': ', masked) }, masked, held: {} };
}

export type ServerChoice = { kind: 'target'; fields: ConnectFields } | { kind: 'saved'; name: string };

export interface ReplayChoices {
  server: ServerChoice;
  /** One ignore path per line. */
  ignore: string;
  /** Held-back variables (PrefilledFields.held) the person confirmed: added under what was typed, and named to the bridge. */
  confirmedEnv?: Record<string, string>;
  /** How the bridge's OS splits the command line; absent: posix. */
  commandLines?: CommandLineStyle;
}

type Built<T> = { ok: true; value: T } | { ok: false; error: string };

function serverOf(choice: ServerChoice, confirmed: Record<string, string>, style: CommandLineStyle | undefined): Built<ReplayServer> {
  if (choice.kind === 'saved') return choice.name ? { ok: true, value: { saved: choice.name } } : { ok: false, error: 'Pick a saved connection' };
  const built = buildConnectRequest(choice.fields, style);
  if (!built.ok) return built;
  const { target } = built.value;
  if (target.transport !== 'stdio' || Object.keys(confirmed).length === 0) return { ok: true, value: { target } };
  return { ok: true, value: { target: { ...target, env: { ...confirmed, ...target.env } } } };
}

/** Each non-blank line, checked with the parser `mcpscope replay --ignore` uses, so a typo is named before sending. */
export function ignoreLines(text: string): Built<string[]> {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  for (const line of lines) {
    const parsed = parseIgnorePath(line);
    if (!parsed.ok) return { ok: false, error: parsed.error.message };
  }
  return { ok: true, value: lines };
}

export function buildReplayRequest(trace: ReplayTraceSource, choices: ReplayChoices): Built<ReplayRequest> {
  const confirmed = choices.server.kind === 'target' ? (choices.confirmedEnv ?? {}) : {};
  const server = serverOf(choices.server, confirmed, choices.commandLines);
  if (!server.ok) return server;
  const ignore = ignoreLines(choices.ignore);
  if (!ignore.ok) return ignore;
  const confirmEnv = 'target' in server.value && server.value.target.transport === 'stdio' ? Object.keys(confirmed) : [];
  return {
    ok: true,
    value: { trace, server: server.value, ...(ignore.value.length > 0 ? { ignore: ignore.value } : {}), ...(confirmEnv.length > 0 ? { confirmEnv } : {}) },
  };
}
