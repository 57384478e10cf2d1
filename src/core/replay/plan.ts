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
 */
import { classifyMessage, pairKey, type JsonRpcErrorObject, type RequestId } from '../jsonrpc';
import type { Trace } from '../traces/trace';
import type { MessageRecord } from '../wire';

/** What a request was answered with; `none` when the trace holds no answer (cancelled, or cut off). */
export type Answer = { result: unknown } | { error: JsonRpcErrorObject };

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
}

export interface PlannedNotification {
  kind: 'notification';
  seq: number;
  t: number;
  method: string;
  params?: Record<string, unknown>;
  /** notifications/cancelled: the index (in `messages`) of the request it cancels. */
  cancels?: number;
}

export type PlannedMessage = PlannedRequest | PlannedNotification;

/** A request the server sent the client (sampling, elicitation, roots/list), with the client's answer. */
export interface PlannedServerRequest {
  seq: number;
  method: string;
  params?: Record<string, unknown>;
  answer: Answer | null;
}

export interface ReplayPlan {
  initialize: PlannedRequest | null;
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

/** The records of the trace's first session: up to the second `connecting`. */
function firstSession(trace: Trace): { records: MessageRecord[]; cut: boolean } {
  const records: MessageRecord[] = [];
  let sessions = 0;
  for (const record of trace.records) {
    if (record.conn !== trace.header.conn) continue;
    if (record.kind === 'lifecycle' && record.state === 'connecting' && ++sessions > 1) return { records, cut: true };
    if (record.kind === 'message' && record.msg) records.push(record);
  }
  return { records, cut: false };
}

export function planReplay(trace: Trace): ReplayPlan {
  const plan: ReplayPlan = { initialize: null, messages: [], serverRequests: [], serverNotifications: {}, warnings: [] };
  const { records, cut } = firstSession(trace);
  if (cut) plan.warnings.push('the trace holds more than one session; only the first is replayed');
  const openOut = new Map<string, PlannedRequest>();
  const openIn = new Map<string, PlannedServerRequest>();
  /** Index in plan.messages of each client request, by pairKey, for notifications/cancelled. */
  const indexOf = new Map<string, number>();
  for (const record of records) {
    const shape = classifyMessage(record.msg!);
    if (shape.type === 'invalid') continue;
    if (record.dir === 'out') {
      if (shape.type === 'request') {
        const request: PlannedRequest = { kind: 'request', seq: record.seq, t: record.t, method: shape.method, ...paramsOf(shape.params), recordedId: shape.id, recorded: null };
        openOut.set(pairKey(shape.id), request);
        if (shape.method === 'initialize') plan.initialize = request;
        else indexOf.set(pairKey(shape.id), plan.messages.push(request) - 1);
      } else if (shape.type === 'notification') {
        if (shape.method === 'notifications/initialized') continue;
        const notification: PlannedNotification = { kind: 'notification', seq: record.seq, t: record.t, method: shape.method, ...paramsOf(shape.params) };
        const cancelled = shape.method === 'notifications/cancelled' ? notification.params?.requestId : undefined;
        const target = typeof cancelled === 'string' || typeof cancelled === 'number' ? indexOf.get(pairKey(cancelled)) : undefined;
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
    } else if (shape.id !== null) {
      const request = openOut.get(pairKey(shape.id));
      openOut.delete(pairKey(shape.id));
      if (request) Object.assign(request, { recorded: shape.type === 'result' ? { result: shape.result } : { error: shape.error }, answerSeq: record.seq });
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
