/**
 * The Replay panel's choices as a ReplayRequest (src/core/replay-api.ts). Pure, so it is tested
 * without a browser. The target fields are the "New connection" form's (connect-form.ts): one
 * target check for connecting and replaying, and a command line is split into words, never given
 * to a shell.
 */
import type { ConnectionTarget } from '../../core/bridge-api';
import { parseIgnorePath } from '../../core/replay/ignore';
import type { ReplayRequest, ReplayServer, ReplayTraceSource } from '../../core/replay-api';
import { REDACTED } from '../../core/target';
import type { Trace } from '../../core/traces/trace';
import { traceToJsonl } from '../../core/traces/write-jsonl';
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
}

function pairs(values: Record<string, string> | undefined, separator: string, masked: string[]): string {
  return Object.entries(values ?? {})
    .filter(([name, value]) => (value === REDACTED ? (masked.push(name), false) : true))
    .map(([name, value]) => `${name}${separator}${value}`)
    .join('\n');
}

/** The trace's recorded target as editable fields; none recorded gives empty stdio fields. */
export function fieldsFromTarget(target: ConnectionTarget | undefined): PrefilledFields {
  const masked: string[] = [];
  if (!target) return { fields: EMPTY_FIELDS, masked };
  if (target.transport === 'stdio') {
    return { fields: { ...EMPTY_FIELDS, command: targetLine(target), env: pairs(target.env, '=', masked), cwd: target.cwd ?? '' }, masked };
  }
  return { fields: { ...EMPTY_FIELDS, transport: target.transport, url: target.url, headers: pairs(target.headers, ': ', masked) }, masked };
}

export type ServerChoice = { kind: 'target'; fields: ConnectFields } | { kind: 'saved'; name: string };

export interface ReplayChoices {
  server: ServerChoice;
  /** One ignore path per line. */
  ignore: string;
}

type Built<T> = { ok: true; value: T } | { ok: false; error: string };

function serverOf(choice: ServerChoice): Built<ReplayServer> {
  if (choice.kind === 'saved') return choice.name ? { ok: true, value: { saved: choice.name } } : { ok: false, error: 'Pick a saved connection' };
  const built = buildConnectRequest(choice.fields);
  return built.ok ? { ok: true, value: { target: built.value.target } } : built;
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
  const server = serverOf(choices.server);
  if (!server.ok) return server;
  const ignore = ignoreLines(choices.ignore);
  if (!ignore.ok) return ignore;
  return { ok: true, value: { trace, server: server.value, ...(ignore.value.length > 0 ? { ignore: ignore.value } : {}) } };
}
