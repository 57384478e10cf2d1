/**
 * The wire log: every event the bridge observed on a connection, in the order it observed it.
 * The wire tap (server/connections/wire-tap.ts) produces these records *before* the SDK sees a
 * message, so the log shows what crossed the wire, including messages the SDK rejects.
 * The same records feed the message log in the SPA and the JSONL trace file (DESIGN.md).
 */

import type { Clip } from './clips';
import type { EraDecision } from './protocol-era';
import type { HttpRecord } from './wire-http';
import type { ReceivedSpan } from './otel/received-span';

export type { HttpRecord } from './wire-http';

export type ConnectionId = string;

/** `out` is client (mcpscope) to server; `in` is server to client. */
export type Direction = 'out' | 'in';

/** A JSON-RPC message as it was sent or received. Deliberately loose: it may be malformed. */
export type WireMessage = Record<string, unknown>;

interface RecordBase {
  /** Monotonic per bridge run, unique across connections; the log's cursor. */
  seq: number;
  /** Wall-clock time in ms since the epoch when the bridge observed the event. */
  t: number;
  conn: ConnectionId;
}

export interface MessageRecord extends RecordBase {
  kind: 'message';
  dir: Direction;
  /** The parsed JSON-RPC object, exactly as sent or received. Absent when the line was not JSON. */
  msg?: WireMessage;
  /** The raw text, kept only when it could not be parsed as a JSON object (protocol pollution). */
  raw?: string;
  /** Why the message is suspect: not JSON, or not a valid JSON-RPC 2.0 message. */
  problem?: string;
  /**
   * Set only on the copies the bridge sends the SPA, never in a trace: strings and arrays of `msg`
   * cut to a preview (issue 6, B3 and B4); the whole record is GET /api/log/:seq/message. Pointers
   * are relative to `msg`.
   */
  clipped?: Clip[];
}

export type LifecycleState = 'connecting' | 'initializing' | 'ready' | 'closed' | 'failed';

export interface LifecycleRecord extends RecordBase {
  kind: 'lifecycle';
  state: LifecycleState;
  /** Human-readable detail, e.g. "exited with code 1" or the connect error. */
  detail?: string;
  exit?: ProcessExit;
  /** On `ready` and on a failure after the era was decided: the session's protocol era and why (issue 18). */
  era?: EraDecision;
}

export interface ProcessExit {
  code: number | null;
  signal: string | null;
}

export interface StderrRecord extends RecordBase {
  kind: 'stderr';
  line: string;
}

export interface NoteRecord extends RecordBase {
  kind: 'note';
  text: string;
  /** The seq of the record the note is about, if any. */
  about?: number;
}

/**
 * An error our MCP client reported: a transport failure, or a message the SDK could not use
 * (a response to an unknown id, an invalid message on an HTTP stream whose raw text the SDK's
 * HTTP transports do not expose). Without it such problems would be invisible.
 */
export interface ClientErrorRecord extends RecordBase {
  kind: 'client-error';
  message: string;
}

/**
 * One postMessage between a rendered MCP App (a ui:// resource in the SPA's sandboxed iframe) and
 * mcpscope as its host: the app's own JSON-RPC conversation, a second wire beside the MCP one
 * (issue 21). The SPA observes these, so it posts them to the bridge (POST
 * /api/connections/:id/app-messages), which stamps seq and t like any record, so the app's
 * conversation interleaves with the MCP messages in the order the bridge learnt of them.
 */
export interface AppMessageRecord extends RecordBase {
  kind: 'app';
  /** `to-app` is host (mcpscope) to app; `from-app` is app to host. */
  dir: 'to-app' | 'from-app';
  /** The JSON-RPC object exactly as posted. */
  msg: WireMessage;
  /** The rendered app instance, an id the SPA picks per render: one tool result may be shown twice. */
  view: string;
  /** The ui:// resource the app was loaded from. */
  uri: string;
  /** The seq of the tools/call request whose result the app renders, when it renders one. */
  call?: number;
}

/**
 * A request the app's iframe made that its declared CSP blocked (a `securitypolicyviolation` the
 * sandbox proxy saw): the evidence for "domain used but not declared" (issue 21, item 3).
 */
export interface AppCspViolationRecord extends RecordBase {
  kind: 'app-csp';
  view: string;
  uri: string;
  /** The violated directive, e.g. `connect-src`. */
  directive: string;
  /** The blocked URL as the browser reports it (origin only for cross-origin, per CSP3). */
  blockedUri: string;
}

/**
 * A span the server itself reported to mcpscope's OTLP/HTTP receiver (issue 23, item 3), in the
 * OTLP/JSON shape it was sent in. `conn` is the connection whose trace context named its trace id;
 * a span no connection's trace context named is kept too, on the pseudo connection
 * UNMATCHED_SPANS_CONN, with `unmatched` set.
 */
export interface SpanRecord extends RecordBase {
  kind: 'span';
  span: ReceivedSpan;
  /** `service.name` of the resource that sent it. */
  service?: string;
  unmatched?: true;
}

/** Where the log keeps received spans that no connection's trace context named. */
export const UNMATCHED_SPANS_CONN = 'otlp';

export type WireRecord =
  | MessageRecord
  | LifecycleRecord
  | StderrRecord
  | NoteRecord
  | ClientErrorRecord
  | HttpRecord
  | AppMessageRecord
  | AppCspViolationRecord
  | SpanRecord;
export type WireRecordKind = WireRecord['kind'];

/** A record before the log stamps it with seq. */
export type UnsequencedRecord = WireRecord extends infer R ? (R extends WireRecord ? Omit<R, 'seq'> : never) : never;
