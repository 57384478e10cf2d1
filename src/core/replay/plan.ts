/**
 * What `mcpscope replay` re-sends, read from a trace (issue 5, "Replay against a live server"):
 * the client-to-server messages in wire order, each request with the answer the server recorded,
 * and the server-to-client requests with the answers the client gave, so replay can give them
 * again.
 *
 * initialize and notifications/initialized are not re-sent: the connection does the handshake
 * itself (spec: Lifecycle). The recorded initialize answer is kept, and compared with the live one.
 * Only the trace's first session is replayed: a reconnect starts a new one that numbers its
 * request ids from 0 again.
 *
 * A 2026-07-28 session (issue 18, item 8) has no initialize: the era decision on the `ready`
 * record says which era was spoken, and its server/discover answer is kept like initialize's
 * (the probe request itself, when the trace has it, is the connection's to send). An MRTR call is
 * one request with its rounds (plan-rounds.ts). subscriptions/listen is the connection's own
 * stream: not re-sent, and never waited for (it is answered only when it closes).
 */
import { classifyMessage, pairKey, type JsonRpcErrorObject, type RequestId } from '../jsonrpc';
import type { ProtocolEra } from '../protocol-era';
import type { Trace } from '../traces/trace';
import type { LifecycleRecord, MessageRecord } from '../wire';
import { isObject } from '../is-object';
import { continueRound, openPlannedRound, type PlannedRound } from './plan-rounds';

/** What a request was answered with; `none` when the trace holds no answer (cancelled, or cut off). */
export type Answer = { result: unknown } | { error: JsonRpcErrorObject };

/**
 * The change notifications (list_changed, resources/updated) the server had sent before a message
 * in the trace, counted per method: a client re-lists when one arrives, so replay sends that
 * request once the live server has sent as many (or a grace has passed).
 */
export type ChangesBefore = Record<string, number>;

const CHANGE_NOTIFICATION = /^notifications\/(.+\/list_changed|resources\/updated)$/;

export interface PlannedRequest {
  kind: 'request';
  /** The request's seq in the trace. */
  seq: number;
  t: number;
  method: string;
  /** Exactly as recorded: absent when the message had none. */
  params?: Record<string, unknown>;
  recordedId: RequestId;
  recorded: Answer | null;
  /** The seq of the recorded answer: a later client message waits for the live answer first. */
  answerSeq?: number;
  /** MRTR (2026-07-28): the input_required rounds before `recorded`, the final answer. */
  rounds?: PlannedRound[];
  changesBefore?: ChangesBefore;
}

export interface PlannedNotification {
  kind: 'notification';
  seq: number;
  t: number;
  method: string;
  params?: Record<string, unknown>;
  /** notifications/cancelled: the index (in `messages`) of the request it cancels. */
  cancels?: number;
  changesBefore?: ChangesBefore;
}

export type PlannedMessage = PlannedRequest | PlannedNotification;

/** A request the server sent the client (sampling, elicitation, roots/list), with the client's answer. */
export interface PlannedServerRequest {
  seq: number;
  method: string;
  params?: Record<string, unknown>;
  answer: Answer | null;
}

/** The server/discover answer the 2026-07-28 session started from (the era decision's). */
export interface PlannedDiscover {
  /** The probe request's seq, or the ready record's when the probe ran off the wire (stdio). */
  seq: number;
  recorded: Answer;
}

/** What the first request's `_meta` declared, when the session had no initialize (2026-07-28). */
export interface RequestEnvelope {
  clientInfo?: unknown;
  capabilities?: unknown;
}

export interface ReplayPlan {
  initialize: PlannedRequest | null;
  /** The era the trace's session spoke, from its `ready` record; absent when the trace does not say. */
  era?: ProtocolEra;
  discover: PlannedDiscover | null;
  envelope?: RequestEnvelope;
  messages: PlannedMessage[];
  serverRequests: PlannedServerRequest[];
  /** Notifications the server sent, counted per method. */
  serverNotifications: Record<string, number>;
  /** What could not be planned, for the report. */
  warnings: string[];
}

function paramsOf(params: unknown): { params?: Record<string, unknown> } {
  return typeof params === 'object' && params !== null && !Array.isArray(params) ? { params: params as Record<string, unknown> } : {};
}

const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';

/** The records of the trace's first session (up to the second `connecting`), and its `ready` record. */
function firstSession(trace: Trace): { records: (MessageRecord | LifecycleRecord)[]; cut: boolean } {
  const records: (MessageRecord | LifecycleRecord)[] = [];
  let sessions = 0;
  for (const record of trace.records) {
    if (record.conn !== trace.header.conn) continue;
    if (record.kind === 'lifecycle' && record.state === 'connecting' && ++sessions > 1) return { records, cut: true };
    if ((record.kind === 'message' && record.msg) || (record.kind === 'lifecycle' && record.state === 'ready')) records.push(record);
  }
  return { records, cut: false };
}

function envelopeOf(params: unknown): RequestEnvelope | undefined {
  const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
  if (!meta || !(CLIENT_INFO_META_KEY in meta || CLIENT_CAPABILITIES_META_KEY in meta)) return undefined;
  return { clientInfo: meta[CLIENT_INFO_META_KEY], capabilities: meta[CLIENT_CAPABILITIES_META_KEY] };
}

/** The era decision of the session's `ready` record: its era, and its server/discover answer. */
function readyRecord(plan: ReplayPlan, record: LifecycleRecord, probeSeq: number | undefined): void {
  if (plan.era !== undefined || !record.era?.era) return;
  plan.era = record.era.era;
  if (record.era.era === 'modern' && record.era.discover) plan.discover = { seq: probeSeq ?? record.seq, recorded: { result: record.era.discover } };
}

export function planReplay(trace: Trace): ReplayPlan {
  const plan: ReplayPlan = { initialize: null, discover: null, messages: [], serverRequests: [], serverNotifications: {}, warnings: [] };
  const { records, cut } = firstSession(trace);
  if (cut) plan.warnings.push('the trace holds more than one session; only the first is replayed');
  const openOut = new Map<string, PlannedRequest>();
  const openIn = new Map<string, PlannedServerRequest>();
  /** Index in plan.messages of each client request, by pairKey, for notifications/cancelled. */
  const indexOf = new Map<string, number>();
  /** The ids of subscriptions/listen requests: the connection opens its own stream, and closes it. */
  const listens = new Set<string>();
  /** The tools/call requests answered with input_required at least once, for their retries. */
  const rounded: PlannedRequest[] = [];
  let probeSeq: number | undefined;
  // Before the ready record (when the trace has one: an import may have none) is the era probe.
  let ready = !records.some((record) => record.kind === 'lifecycle');
  const changes: ChangesBefore = {};
  const withChanges = <T extends PlannedMessage>(message: T): T => (Object.keys(changes).length > 0 ? { ...message, changesBefore: { ...changes } } : message);
  for (const record of records) {
    if (record.kind === 'lifecycle') {
      readyRecord(plan, record, probeSeq);
      ready = true;
      continue;
    }
    const shape = classifyMessage(record.msg!);
    if (shape.type === 'invalid') continue;
    if (record.dir === 'out') {
      if (shape.type === 'request') {
        plan.envelope ??= envelopeOf(shape.params);
        // The era probe goes before the session is ready; the connection sends its own.
        if (shape.method === 'server/discover' && !ready) {
          probeSeq ??= record.seq;
          continue;
        }
        if (shape.method === 'subscriptions/listen') {
          listens.add(pairKey(shape.id));
          continue;
        }
        const continued = continueRound(rounded, shape.params);
        if (continued) {
          openOut.set(pairKey(shape.id), continued);
          indexOf.set(pairKey(shape.id), plan.messages.indexOf(continued));
          continue;
        }
        const request: PlannedRequest = withChanges({ kind: 'request', seq: record.seq, t: record.t, method: shape.method, ...paramsOf(shape.params), recordedId: shape.id, recorded: null });
        openOut.set(pairKey(shape.id), request);
        if (shape.method === 'initialize') plan.initialize = request;
        else indexOf.set(pairKey(shape.id), plan.messages.push(request) - 1);
      } else if (shape.type === 'notification') {
        if (shape.method === 'notifications/initialized') continue;
        const notification: PlannedNotification = withChanges({ kind: 'notification', seq: record.seq, t: record.t, method: shape.method, ...paramsOf(shape.params) });
        const cancelled = shape.method === 'notifications/cancelled' ? notification.params?.requestId : undefined;
        const id = typeof cancelled === 'string' || typeof cancelled === 'number' ? pairKey(cancelled) : undefined;
        if (id !== undefined && listens.has(id)) continue;
        const target = id === undefined ? undefined : indexOf.get(id);
        if (target !== undefined) notification.cancels = target;
        plan.messages.push(notification);
      } else if (shape.id !== null) {
        const request = openIn.get(pairKey(shape.id));
        openIn.delete(pairKey(shape.id));
        if (request) request.answer = shape.type === 'result' ? { result: shape.result } : { error: shape.error };
      }
      continue;
    }
    if (shape.type === 'request') {
      const request: PlannedServerRequest = { seq: record.seq, method: shape.method, ...paramsOf(shape.params), answer: null };
      openIn.set(pairKey(shape.id), request);
      plan.serverRequests.push(request);
    } else if (shape.type === 'notification') {
      plan.serverNotifications[shape.method] = (plan.serverNotifications[shape.method] ?? 0) + 1;
      if (CHANGE_NOTIFICATION.test(shape.method)) changes[shape.method] = plan.serverNotifications[shape.method]!;
    } else if (shape.id !== null) {
      const request = openOut.get(pairKey(shape.id));
      openOut.delete(pairKey(shape.id));
      if (request && shape.type === 'result' && openPlannedRound(request, shape.result, record.seq)) {
        if (request.rounds?.length === 1) rounded.push(request);
        continue;
      }
      if (!request) continue;
      Object.assign(request, { recorded: shape.type === 'result' ? { result: shape.result } : { error: shape.error }, answerSeq: record.seq });
    }
  }
  return plan;
}

/** The requests that must be answered live before `message` is sent: those answered before it in the trace. */
export function answeredBefore(plan: ReplayPlan, index: number): number[] {
  const { seq } = plan.messages[index]!;
  const waits: number[] = [];
  plan.messages.slice(0, index).forEach((message, i) => {
    if (message.kind === 'request' && message.answerSeq !== undefined && message.answerSeq < seq) waits.push(i);
  });
  return waits;
}
