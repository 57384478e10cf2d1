/**
 * Imports the official MCP Inspector's Protocol export (v2, `Export` on the Protocol tab). The
 * shape, from modelcontextprotocol/inspector `core/mcp/types.ts` (MessageEntry) and the web
 * client's export handler, which writes `JSON.stringify(entries, null, 2)` to
 * `inspector-protocol-<server id>-<ISO time with - for :>.json`:
 *
 *   [{ id, timestamp: ISO, direction: "request"|"response"|"notification",
 *      origin?: "client"|"server", message: <JSON-RPC>, response?: <JSON-RPC>, duration?: ms,
 *      clientError?: … }]
 *
 * The Inspector folds a response into its request's entry (`response`, `duration`), keyed by id;
 * a response it could not match stays an entry of its own. Unfolding gives the response the time
 * `timestamp + duration`, and the time sort then interleaves it with the progress notifications
 * that arrived while the request ran.
 */
import type { Direction, UnsequencedRecord } from '../wire';
import { messageRecords } from './message-records';
import { isObject } from '../is-object';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../json-depth';
import { isValidTime } from '../wall-time';
import { describeValue, parseTime } from './parse-helpers';
import { importedTrace, traceErr, type TraceResult } from './trace';

const DIRECTIONS = ['request', 'response', 'notification'] as const;
type EntryDirection = (typeof DIRECTIONS)[number];

/** Messages only a server sends; used when an entry predates the `origin` field. */
const SERVER_REQUESTS = new Set(['sampling/createMessage', 'elicitation/create', 'roots/list']);
const CLIENT_NOTIFICATIONS = new Set(['notifications/initialized', 'notifications/roots/list_changed']);

function guessDirection(direction: EntryDirection, method: unknown): Direction {
  if (direction === 'request') return SERVER_REQUESTS.has(method as string) ? 'in' : 'out';
  if (direction === 'notification') return CLIENT_NOTIFICATIONS.has(method as string) ? 'out' : 'in';
  return 'in';
}

/** `inspector-protocol-<encoded server id>-2026-01-02T03-04-05.678Z.json` (also the -pinned/-unpinned section exports). */
export function inspectorServerFromFileName(fileName: string | undefined): string | undefined {
  const base = fileName?.split(/[\\/]/).pop() ?? '';
  const match = /^inspector-protocol(?:-pinned|-unpinned)?-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+(?:\.\d+)?Z\.json$/.exec(base);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1];
  }
}

export function importInspectorExport(value: unknown, fileName?: string): TraceResult {
  if (!Array.isArray(value)) return traceErr('trace_syntax', `expected the MCP Inspector Protocol export: a JSON array of message entries, got ${describeValue(value)}`);
  const conn = inspectorServerFromFileName(fileName) ?? 'inspector';
  const records: UnsequencedRecord[] = [];
  const warnings = new Set<string>();
  for (const [i, entry] of value.entries()) {
    const problem = entryProblem(entry);
    // One bad entry costs only itself: it is listed, the rest is shown (issue 17, finding 7).
    if (problem !== undefined) {
      warnings.add(`entry ${i}: ${problem}`);
      continue;
    }
    records.push(...entryRecords(entry as InspectorEntry, conn, (warning) => warnings.add(warning)));
  }
  return importedTrace('mcp-inspector', records, [...warnings], { conn });
}

interface InspectorEntry {
  timestamp: string;
  direction: EntryDirection;
  origin?: 'client' | 'server';
  message: Record<string, unknown>;
  response?: Record<string, unknown>;
  duration?: unknown;
  clientError?: unknown;
}

/** What is wrong with an entry, or undefined when it is one. */
function entryProblem(entry: unknown): string | undefined {
  const expected = (what: string, got: unknown) => `expected ${what}, got ${describeValue(got)}`;
  if (!isObject(entry)) return expected('a message entry object', entry);
  if (parseTime(entry.timestamp) === undefined) return expected('"timestamp" to be an ISO-8601 time', entry.timestamp);
  if (!DIRECTIONS.includes(entry.direction as EntryDirection)) return expected(`"direction" one of ${DIRECTIONS.join('|')}`, entry.direction);
  if (!isObject(entry.message)) return expected('"message" to be a JSON-RPC object', entry.message);
  if (entry.origin !== undefined && entry.origin !== 'client' && entry.origin !== 'server') return expected('"origin" to be "client" or "server"', entry.origin);
  if (entry.response !== undefined && !isObject(entry.response)) return expected('"response" to be a JSON-RPC object', entry.response);
  // Deeper values overflow every recursive walk after this one: redaction, rendering, export.
  if (exceedsJsonDepth(entry)) return `expected JSON nested at most ${MAX_JSON_DEPTH} levels deep, got deeper`;
  return undefined;
}

function entryRecords(entry: InspectorEntry, conn: string, warn: (warning: string) => void): UnsequencedRecord[] {
  const records: UnsequencedRecord[] = [];
  const t = parseTime(entry.timestamp)!;
  let dir: Direction;
  if (entry.origin === undefined) {
    dir = guessDirection(entry.direction, entry.message.method);
    warn('some entries have no "origin" (an export from an Inspector build that predates it): their direction was inferred from the method');
  } else dir = entry.origin === 'client' ? 'out' : 'in';
  records.push(...messageRecords({ t, conn }, dir, entry.message));

  if (entry.response !== undefined) {
    // A duration that would put the response past any time a Date can hold is no duration.
    const duration = typeof entry.duration === 'number' && entry.duration >= 0 && isValidTime(t + entry.duration) ? entry.duration : 0;
    if (typeof entry.duration !== 'number') warn('some responses have no "duration": they are placed at their request\'s time');
    records.push(...messageRecords({ t: t + duration, conn }, dir === 'out' ? 'in' : 'out', entry.response));
  }
  if (entry.clientError !== undefined) {
    const reason = typeof entry.clientError === 'string' ? entry.clientError : JSON.stringify(entry.clientError);
    records.push({ t, conn, kind: 'client-error', message: `MCP Inspector: ${reason}` });
  }
  return records;
}
