/**
 * Turns a trace into what the mock serves (issue 5, item 6): each client request with the answer
 * the server gave and the messages the server sent because of it, all timed relative to that
 * request, plus the messages the server sent on its own after the handshake.
 *
 * Which request caused a server message is mostly not on the wire, so it is inferred:
 * - a progress notification belongs to the request that carried its progress token;
 * - a notification tagged with a subscription (2026-07-28: `_meta`
 *   `io.modelcontextprotocol/subscriptionId`, the id of a `subscriptions/listen` request) belongs
 *   to that listen request, whatever else is open then (issue 18, item 8);
 * - any other notification or server-to-client request belongs to the newest client request
 *   still waiting for its answer (and not cancelled, and not a listen: everything on a listen
 *   stream is tagged): servers send list_changed, log messages and sampling requests from inside
 *   a request handler;
 * - with no request open, the message was unprompted and is timed from `notifications/initialized`.
 */
import { subscriptionIdOf } from '../change-delivery';
import { classifyMessage, pairKey, type JsonRpcErrorObject, type RequestId } from '../jsonrpc';
import type { ProtocolEra } from '../protocol-era';
import type { Result } from '../result';
import type { Trace } from '../traces';
import type { MessageRecord, WireMessage } from '../wire';
import { matchKey, progressTokenOf } from './match-key';
import { recordedEra } from './recorded-era';

/** A server message sent `delayMs` after the request that caused it (or after `notifications/initialized`). */
export interface FollowUp {
  delayMs: number;
  /** A server-to-client request gets a fresh id when it is re-sent; a notification is sent as recorded. */
  kind: 'notification' | 'request';
  message: WireMessage;
}

export type RecordedOutcome = { result: unknown } | { error: JsonRpcErrorObject };

export interface RecordedResponse {
  delayMs: number;
  outcome: RecordedOutcome;
  /**
   * When the server asked the client something first (sampling, elicitation): how long after the
   * client's last answer the response came, so a slower client delays the answer by as much.
   */
  afterAnswersMs?: number;
}

export interface Exchange {
  /** The request's position in the trace (1-based), to name it in messages. */
  seq: number;
  method: string;
  params: unknown;
  key: string;
  progressToken?: RequestId;
  /** Absent when the server never answered (the request was cancelled, or the trace ends first). */
  response?: RecordedResponse;
  followUps: FollowUp[];
}

export interface RecordedSession {
  /** The era the session spoke (issue 18, item 8): the mock serves the same. */
  era: ProtocolEra;
  /** 2026-07-28: the DiscoverResult recorded with the era decision (a stdio session's wire has none). */
  discover?: Record<string, unknown>;
  /** Client requests in trace order, initialize included. */
  exchanges: Exchange[];
  /** Server messages no open request explains, timed from `notifications/initialized`. */
  unprompted: FollowUp[];
}

export type MockErrorCode = 'mock_no_requests';

/** Local error value (STYLE.md 5): the trace cannot be served. */
export interface MockError {
  code: MockErrorCode;
  message: string;
}

interface Building extends Exchange {
  t: number;
  cancelled: boolean;
  /** When the client last answered a server-to-client request this exchange caused. */
  lastAnswerT?: number;
}

interface Unprompted {
  t: number;
  kind: FollowUp['kind'];
  message: WireMessage;
}

export function recordedSession(trace: Trace): Result<RecordedSession, MockError> {
  const exchanges: Building[] = [];
  const open = new Map<string, Building>();
  const byToken = new Map<string, Building>();
  /** subscriptions/listen requests by their id as a subscription tag carries it. */
  const listens = new Map<string, Building>();
  /** Server-to-client requests by id -> the exchange that caused them. */
  const serverRequests = new Map<string, Building>();
  const unprompted: Unprompted[] = [];
  let handshakeDoneAt: number | undefined;
  let initializedAt: number | undefined;

  const messages = trace.records.filter((r): r is MessageRecord & { msg: WireMessage } => r.kind === 'message' && r.msg !== undefined);
  for (const { t, seq, dir, msg } of messages) {
    const shape = classifyMessage(msg);
    if (dir === 'out') {
      if (shape.type === 'request') {
        const progressToken = progressTokenOf(shape.params);
        const exchange: Building = { seq, t, method: shape.method, params: shape.params, key: matchKey(shape.method, shape.params), followUps: [], cancelled: false };
        if (progressToken !== undefined) {
          exchange.progressToken = progressToken;
          byToken.set(pairKey(progressToken), exchange);
        }
        exchanges.push(exchange);
        open.set(pairKey(shape.id), exchange);
        if (shape.method === 'subscriptions/listen') listens.set(String(shape.id), exchange);
      } else if (shape.type === 'notification' && shape.method === 'notifications/initialized') {
        initializedAt ??= t;
      } else if (shape.type === 'notification' && shape.method === 'notifications/cancelled') {
        const requestId = (shape.params as { requestId?: unknown } | undefined)?.requestId;
        const cancelled = typeof requestId === 'string' || typeof requestId === 'number' ? open.get(pairKey(requestId)) : undefined;
        if (cancelled) cancelled.cancelled = true;
      } else if ((shape.type === 'result' || shape.type === 'error') && shape.id !== null) {
        const cause = serverRequests.get(pairKey(shape.id));
        if (cause) cause.lastAnswerT = t;
      }
      continue;
    }
    if (shape.type === 'result' || shape.type === 'error') {
      const exchange = shape.id === null ? undefined : open.get(pairKey(shape.id));
      if (!exchange || shape.id === null) continue;
      open.delete(pairKey(shape.id));
      exchange.response = { delayMs: t - exchange.t, outcome: shape.type === 'result' ? { result: shape.result } : { error: shape.error } };
      if (exchange.lastAnswerT !== undefined) exchange.response.afterAnswersMs = t - exchange.lastAnswerT;
      if (exchange.method === 'initialize') handshakeDoneAt ??= t;
    } else if (shape.type === 'notification' || shape.type === 'request') {
      const kind = shape.type;
      const token = shape.method === 'notifications/progress' ? progressTokenFromProgress(shape.params) : undefined;
      const subscription = shape.type === 'notification' ? subscriptionIdOf(msg) : undefined;
      const cause = token !== undefined ? byToken.get(pairKey(token)) : subscription !== undefined ? listens.get(subscription) : newestOpen(open);
      if (cause) {
        cause.followUps.push({ delayMs: t - cause.t, kind, message: msg });
        if (shape.type === 'request') serverRequests.set(pairKey(shape.id), cause);
      }
      // Before the handshake there is nothing to time an uncaused message from; servers must not send one then.
      else if (handshakeDoneAt !== undefined) unprompted.push({ t, kind, message: msg });
    }
  }
  if (exchanges.length === 0) return { ok: false, error: { code: 'mock_no_requests', message: 'the trace holds no client requests, so there is nothing to answer' } };
  const origin = initializedAt ?? handshakeDoneAt ?? 0;
  return {
    ok: true,
    value: {
      ...recordedEra(trace.records),
      exchanges: exchanges.map(({ t: _t, cancelled: _c, lastAnswerT: _a, ...exchange }) => exchange),
      unprompted: unprompted.map(({ t, kind, message }) => ({ delayMs: Math.max(0, t - origin), kind, message })),
    },
  };
}

function newestOpen(open: ReadonlyMap<string, Building>): Building | undefined {
  let newest: Building | undefined;
  for (const exchange of open.values()) {
    if (!exchange.cancelled && exchange.method !== 'subscriptions/listen' && (!newest || exchange.seq > newest.seq)) newest = exchange;
  }
  return newest;
}

function progressTokenFromProgress(params: unknown): RequestId | undefined {
  const token = (params as { progressToken?: unknown } | undefined)?.progressToken;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
}
