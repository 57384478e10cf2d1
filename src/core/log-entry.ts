/**
 * A wire record as the message log shows it: classified once, at ingest, so that rendering and
 * filtering never re-parse a message.
 */
import { isClippedItems, type Clip } from './clips';
import { httpSummary } from './http-facts';
import { classifyMessage, type RequestId } from './jsonrpc';
import { receivedSpanText } from './otel/received-span-text';
import type { AppCspViolationRecord, AppMessageRecord, Direction, WireRecord } from './wire';
import type { HttpRecord } from './wire-http';

export type EntryKind =
  | 'request'
  | 'response'
  | 'error'
  | 'notification'
  | 'pollution'
  | 'client-error'
  | 'stderr'
  | 'lifecycle'
  | 'note'
  | 'http'
  | 'app'
  | 'app-csp'
  | 'span';

export const ENTRY_KINDS: readonly EntryKind[] = [
  'request',
  'response',
  'error',
  'notification',
  'pollution',
  'client-error',
  'stderr',
  'lifecycle',
  'note',
  'http',
  'app',
  'app-csp',
  'span',
];

export interface LogEntry {
  readonly record: WireRecord;
  readonly kind: EntryKind;
  /** Only wire messages travel in a direction. */
  readonly dir?: Direction;
  /** For responses and errors, the method of the paired request (once paired). */
  readonly method?: string;
  readonly id?: RequestId | null;
  /** The compact text of the record: the message's JSON, the raw line, the stderr line. Searched and sized. */
  readonly text: string;
  /** UTF-8 byte length of `text`. */
  readonly size: number;
  /** Why a message is pollution: not JSON, or not valid JSON-RPC. */
  readonly problem?: string;
  /** seq of the paired request (on a response) or response (on a request). */
  readonly pairSeq?: number;
  /** On a paired response: ms between the request and the response, as the bridge observed them. */
  readonly latencyMs?: number;
  /** On an `out` message sent over HTTP: the exchange that carried it (the store links it by `about`). */
  readonly http?: HttpRecord;
  /** The texts of the notes a person wrote about this record in a saved trace, oldest first. */
  readonly notes?: readonly string[];
  /** On an `app` entry: where it went and what it is in the app's own JSON-RPC conversation (issue 21). */
  readonly app?: AppSide;
  /**
   * Set once the page dropped the body to stay bounded (src/core/body-window.ts, issue 24): `record`
   * keeps only seq, t, conn and dir, `text` is empty, and the body is GET /api/log/:seq/message.
   */
  readonly evicted?: true;
}

/** What an app message is in the app's conversation with its host, which has requests and answers of its own. */
export type AppMessageShape = 'request' | 'response' | 'error' | 'notification' | 'invalid';

export interface AppSide {
  readonly dir: AppMessageRecord['dir'];
  /** The rendered app instance: ids pair only within it. */
  readonly view: string;
  readonly shape: AppMessageShape;
}

/** Records of an app's second wire: its messages and the requests its CSP blocked. */
export function isAppEntry(entry: LogEntry): boolean {
  return entry.kind === 'app' || entry.kind === 'app-csp';
}

/** How the log and the timeline say what an app's CSP blocked. */
export function cspBlockedText(record: Pick<AppCspViolationRecord, 'blockedUri' | 'directive'>): string {
  return `CSP blocked ${record.blockedUri || '(unknown)'} (${record.directive})`;
}

/** Byte length without allocating an encoded copy (messages can carry megabytes of base64). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4; // a surrogate pair is one 4-byte code point
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function withText(base: Omit<LogEntry, 'text' | 'size'>, text: string): LogEntry {
  return { ...base, text, size: utf8Length(text) };
}

/** Classifies one record. Pairing is the store's job (it needs the records before this one). */
export function toLogEntry(record: WireRecord): LogEntry {
  switch (record.kind) {
    case 'stderr':
      return withText({ record, kind: 'stderr' }, record.line);
    case 'note':
      return withText({ record, kind: 'note' }, record.text);
    case 'client-error':
      return withText({ record, kind: 'client-error' }, record.message);
    case 'lifecycle':
      return withText({ record, kind: 'lifecycle' }, record.detail ? `${record.state}: ${record.detail}` : record.state);
    case 'http':
      // Only exchanges without a message of their own (a GET stream, a DELETE) become rows.
      return withText({ record, kind: 'http' }, httpSummary(record));
    case 'app':
      return appEntry(record);
    case 'app-csp':
      return withText({ record, kind: 'app-csp' }, cspBlockedText(record));
    case 'span':
      return withText({ record, kind: 'span' }, receivedSpanText(record));
    case 'message':
      return record.clipped ? withClippedSize(messageEntry(record), record.clipped) : messageEntry(record);
  }
}

const APP_SHAPES = { request: 'request', notification: 'notification', result: 'response', error: 'error', invalid: 'invalid' } as const;

/** An app message keeps the `app` kind (the filter and the counts go by it) and says what it is in `app.shape`. */
function appEntry(record: AppMessageRecord): LogEntry {
  const shape = classifyMessage(record.msg);
  const app: AppSide = { dir: record.dir, view: record.view, shape: APP_SHAPES[shape.type] };
  const base = { record, kind: 'app' as const, app };
  const text = JSON.stringify(record.msg);
  switch (shape.type) {
    case 'request':
      return withText({ ...base, method: shape.method, id: shape.id }, text);
    case 'notification':
      return withText({ ...base, method: shape.method }, text);
    case 'result':
    case 'error':
      return withText({ ...base, id: shape.id }, text);
    case 'invalid':
      return withText({ ...base, problem: shape.reason }, text);
  }
}

/** A message the bridge sent clipped (clipped-content.ts) is sized whole: the log shows 20 MB, not its preview. */
function withClippedSize(entry: LogEntry, clipped: readonly Clip[]): LogEntry {
  return { ...entry, size: clipped.reduce((size, cut) => size + (isClippedItems(cut) ? cut.omittedChars : cut.totalChars - cut.shownChars), entry.size) };
}

function messageEntry(record: Extract<WireRecord, { kind: 'message' }>): LogEntry {
  const dir = record.dir;
  if (!record.msg) {
    return withText({ record, kind: 'pollution', dir, problem: record.problem ?? 'not JSON' }, record.raw ?? '');
  }
  const text = JSON.stringify(record.msg);
  const shape = classifyMessage(record.msg);
  switch (shape.type) {
    case 'request':
      return withText({ record, kind: 'request', dir, method: shape.method, id: shape.id }, text);
    case 'notification':
      return withText({ record, kind: 'notification', dir, method: shape.method }, text);
    case 'result':
      return withText({ record, kind: 'response', dir, id: shape.id }, text);
    case 'error':
      return withText({ record, kind: 'error', dir, id: shape.id }, text);
    case 'invalid':
      return withText({ record, kind: 'pollution', dir, problem: record.problem ?? shape.reason }, text);
  }
}
