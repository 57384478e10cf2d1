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
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY } from '../request-meta';
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

/** Reads one session's records in order into a plan. */
class PlanBuilder {
  readonly plan: ReplayPlan = { initialize: null, discover: null, messages: [], serverRequests: [], serverNotifications: {}, warnings: [] };
  private readonly openOut = new Map<string, PlannedRequest>();
  private readonly openIn = new Map<string, PlannedServerRequest>();
  /** Index in plan.messages of each client request, by pairKey, for notifications/cancelled. */
  private readonly indexOf = new Map<string, number>();
  /** The ids of subscriptions/listen requests: the connection opens its own stream, and closes it. */
  private readonly listens = new Set<string>();
  /** The tools/call requests answered with input_required at least once, for their retries. */
  private readonly rounded: PlannedRequest[] = [];
  private readonly changes: ChangesBefore = {};
  private probeSeq: number | undefined;

  /** `ready`: whether the session is past its era probe (a trace with no ready record always is). */
  constructor(private ready: boolean) {}

  readyRecord(record: LifecycleRecord): void {
    this.ready = true;
    const { plan } = this;
    if (plan.era !== undefined || !record.era?.era) return;
    plan.era = record.era.era;
    if (record.era.era === 'modern' && record.era.discover) plan.discover = { seq: this.probeSeq ?? record.seq, recorded: { result: record.era.discover } };
  }

  message(record: MessageRecord): void {
    const shape = classifyMessage(record.msg!);
    if (shape.type === 'invalid') return;
    if (record.dir === 'out') {
      if (shape.type === 'request') this.clientRequest(record, shape.id, shape.method, shape.params);
      else if (shape.type === 'notification') this.clientNotification(record, shape.method, shape.params);
      else if (shape.id !== null) this.clientAnswer(shape.id, shape.type === 'result' ? { result: shape.result } : { error: shape.error });
    } else if (shape.type === 'request') {
      const request: PlannedServerRequest = { seq: record.seq, method: shape.method, ...paramsOf(shape.params), answer: null };
      this.openIn.set(pairKey(shape.id), request);
      this.plan.serverRequests.push(request);
    } else if (shape.type === 'notification') {
      const { serverNotifications } = this.plan;
      serverNotifications[shape.method] = (serverNotifications[shape.method] ?? 0) + 1;
      if (CHANGE_NOTIFICATION.test(shape.method)) this.changes[shape.method] = serverNotifications[shape.method]!;
    } else if (shape.id !== null) {
      this.serverAnswer(record, shape.id, shape.type === 'result' ? { result: shape.result } : { error: shape.error });
    }
  }

  private withChanges<T extends PlannedMessage>(message: T): T {
    return Object.keys(this.changes).length > 0 ? { ...message, changesBefore: { ...this.changes } } : message;
  }

  private clientRequest(record: MessageRecord, id: RequestId, method: string, params: unknown): void {
    this.plan.envelope ??= envelopeOf(params);
    // The era probe goes before the session is ready; the connection sends its own.
    if (method === 'server/discover' && !this.ready) {
      this.probeSeq ??= record.seq;
      return;
    }
    if (method === 'subscriptions/listen') return void this.listens.add(pairKey(id));
    const continued = continueRound(this.rounded, params);
    if (continued) {
      this.openOut.set(pairKey(id), continued);
      this.indexOf.set(pairKey(id), this.plan.messages.indexOf(continued));
      return;
    }
    const request: PlannedRequest = this.withChanges({ kind: 'request', seq: record.seq, t: record.t, method, ...paramsOf(params), recordedId: id, recorded: null });
    this.openOut.set(pairKey(id), request);
    if (method === 'initialize') this.plan.initialize = request;
    else this.indexOf.set(pairKey(id), this.plan.messages.push(request) - 1);
  }

  private clientNotification(record: MessageRecord, method: string, params: unknown): void {
    if (method === 'notifications/initialized') return;
    const notification: PlannedNotification = this.withChanges({ kind: 'notification', seq: record.seq, t: record.t, method, ...paramsOf(params) });
    const cancelled = method === 'notifications/cancelled' ? notification.params?.requestId : undefined;
    const id = typeof cancelled === 'string' || typeof cancelled === 'number' ? pairKey(cancelled) : undefined;
    if (id !== undefined && this.listens.has(id)) return;
    const target = id === undefined ? undefined : this.indexOf.get(id);
    if (target !== undefined) notification.cancels = target;
    this.plan.messages.push(notification);
  }

  /** The client's answer to a server request. */
  private clientAnswer(id: RequestId, answer: Answer): void {
    const request = this.openIn.get(pairKey(id));
    this.openIn.delete(pairKey(id));
    if (request) request.answer = answer;
  }

  /** The server's answer to a client request: an MRTR round, or the request's answer. */
  private serverAnswer(record: MessageRecord, id: RequestId, answer: Answer): void {
    const request = this.openOut.get(pairKey(id));
    this.openOut.delete(pairKey(id));
    if (!request) return;
    if ('result' in answer && openPlannedRound(request, answer.result, record.seq)) {
      if (request.rounds?.length === 1) this.rounded.push(request);
      return;
    }
    Object.assign(request, { recorded: answer, answerSeq: record.seq });
  }
}

export function planReplay(trace: Trace): ReplayPlan {
  const { records, cut } = firstSession(trace);
  // A server/discover before a ready record that holds an era decision is the bridge's era probe.
  // With none (an import, a proxy recording, an older trace) it is a request like any other.
  const builder = new PlanBuilder(!records.some((record) => record.kind === 'lifecycle' && record.era !== undefined));
  if (cut) builder.plan.warnings.push('the trace holds more than one session; only the first is replayed');
  for (const record of records) {
    if (record.kind === 'lifecycle') builder.readyRecord(record);
    else builder.message(record);
  }
  return builder.plan;
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
