/**
 * Plain client->server requests (resources/read, prompts/get, completion/complete, ping, ...)
 * sent for the user through the connection's SDK Client. The answer is read from the wire tap:
 * the SDK rewrites an error's message ("MCP error -32602: ...") and a debugger must show the
 * code, message and data exactly as the server sent them.
 *
 * With `rounds` (RpcRequest), an `input_required` answer (MCP 2026-07-28, MRTR) is driven the way
 * a tool call's is (round-inputs.ts): the inputs wait in the client-requests panel, and the
 * request is retried with the answers and the unchanged requestState.
 */
import type { Client } from '@modelcontextprotocol/client';
import type { BridgeErrorValue, CallOptions, OutstandingRequest, RpcOutcome, RpcRequest, TimeoutReport } from '../../src/core/bridge-api';
import { classifyMessage, type JsonRpcErrorObject, type RequestId } from '../../src/core/jsonrpc';
import { err, ok, type Result } from '../../src/core/result';
import { buildTimeoutReport } from '../../src/core/timeout-report';
import type { MessageRecord } from '../../src/core/wire';
import { requestFailure } from './request-failure';
import { isObject } from '../../src/core/is-object';
import { AnyObjectResult, RequestOwners } from './request-owners';
import { armLimits, limitMs, timeoutLimit } from './request-limits';
import { askRound, retryParams, type GatherInputs } from './round-inputs';
import type { RoundHolder } from '../../src/core/call-rounds';
import { readInputRequired } from '../../src/core/mrtr';

interface PendingRpc {
  requestId?: RequestId;
  /** The answer as the tap saw it, before the SDK parsed it. */
  wire?: { result: unknown } | { rpcError: JsonRpcErrorObject };
  progressCount: number;
  lastProgressAt?: number;
}

export interface RpcEnvironment {
  /** Why the connection ended, when it did: a better failure than "closed". */
  endReason(): BridgeErrorValue | undefined;
  /** The connection's settings.timeouts, read per request. */
  defaults(): CallOptions;
  /** Every request unanswered on the connection right now, for a timeout's report. */
  outstanding(): OutstandingRequest[];
  /** Asks for the inputs of an MRTR round, for a request sent with `rounds`. */
  inputs: GatherInputs;
}

/** The JSON-RPC id the answer carried: findings on it are located at `results/<id>`. */
function requestIdOf(pending: PendingRpc): { requestId?: RequestId } {
  return pending.requestId === undefined ? {} : { requestId: pending.requestId };
}

/**
 * The connection owns the handshake (spec: Lifecycle), and notifications expect no answer, so
 * neither can go through a request-and-wait API.
 */
export function checkRpcMethod(method: string): Result<void> {
  if (method === 'initialize') return err('bad_request', 'initialize is sent by the connection itself; reconnect to start a new session');
  if (method.startsWith('notifications/')) return err('bad_request', `${method} is a notification, not a request`);
  return ok(undefined);
}

export class RpcSender {
  private readonly owners = new RequestOwners<PendingRpc>();
  /** Numbers the requests whose rounds are driven, so their inputs name them in the panel ("rpc-1"). */
  private nextRoundsId = 1;

  constructor(private readonly env: RpcEnvironment) {}

  newSession(): void {
    this.owners.reset();
  }

  /** Every wire message of the connection passes here (from the tap), before the SDK sees it. */
  observe(record: MessageRecord): void {
    if (!record.msg) return;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out' && shape.type === 'request') {
      const pending = this.owners.claim(shape.id);
      if (pending) pending.requestId = shape.id;
    } else if (record.dir === 'in' && (shape.type === 'result' || shape.type === 'error') && shape.id !== null) {
      const pending = this.owners.find(shape.id);
      if (pending) pending.wire = shape.type === 'result' ? { result: shape.result } : { rpcError: shape.error };
    } else if (record.dir === 'in' && shape.type === 'notification' && shape.method === 'notifications/progress') {
      // The token is the request id the SDK assigned (see send()).
      const token = (shape.params as { progressToken?: unknown } | undefined)?.progressToken;
      const pending = typeof token === 'string' || typeof token === 'number' ? this.owners.find(token) : undefined;
      if (pending) Object.assign(pending, { progressCount: pending.progressCount + 1, lastProgressAt: record.t });
    }
  }

  /** Never rejects: every way a request can end is an RpcOutcome. */
  async send(client: Client, request: RpcRequest): Promise<RpcOutcome> {
    const sentAt = Date.now();
    const first = await this.sendOnce(client, request);
    return request.rounds ? this.driveRounds(client, request, first, sentAt) : first;
  }

  /**
   * Retries while the server answers input_required, one round per answer. The limits are armed
   * per attempt (sendOnce): the person's time between rounds is not the server's to answer in.
   * A connection that ends withdraws the inputs (ClientRequestTracker.withdrawAll) and the round
   * is abandoned with its reason.
   */
  private async driveRounds(client: Client, request: RpcRequest, first: RpcOutcome, firstSentAt: number): Promise<RpcOutcome> {
    const holder: RoundHolder = {};
    const params = request.params ?? {};
    const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : request.method;
    const context = {
      holder,
      origin: { callId: `rpc-${this.nextRoundsId++}`, tool: name, method: request.method },
      inputs: this.env.inputs,
      // Nothing cancels a plain request but the connection's end, which withdraws its inputs itself.
      signal: new AbortController().signal,
      emit: () => undefined,
      stopped: () => this.env.endReason()?.message,
    };
    let outcome = first;
    let sentAt = firstSentAt;
    for (;;) {
      const asked = outcome.status === 'ok' ? readInputRequired(outcome.result) : undefined;
      if (!asked || outcome.status !== 'ok' || outcome.requestId === undefined) break;
      const answered = await askRound(context, asked, { id: outcome.requestId, sentAt });
      if (!answered) break;
      sentAt = Date.now();
      outcome = await this.sendOnce(client, { ...request, params: retryParams(params, answered) });
      answered.sent(outcome.status === 'failed' ? undefined : outcome.requestId, sentAt);
    }
    return holder.rounds ? { ...outcome, rounds: holder.rounds } : outcome;
  }

  private async sendOnce(client: Client, { method, params, timeoutMs }: RpcRequest): Promise<RpcOutcome> {
    const limits: CallOptions = { ...this.env.defaults(), ...(timeoutMs === undefined ? {} : { timeoutMs }) };
    const pending: PendingRpc = { progressCount: 0 };
    const startedAt = Date.now();
    const started = performance.now();
    const latency = () => performance.now() - started;
    const armed = armLimits(limits, new AbortController());
    try {
      // With enforceStrictCapabilities off (the SDK default), the Client sends any method even when
      // the server did not declare the capability: the developer may want to see how it answers.
      const request = params === undefined ? { method } : { method, params };
      // Progress can reset the timer only for a request whose progressToken the SDK assigned
      // (passing onprogress makes it add one); a token the user wrote in _meta is left alone.
      const onprogress = limits.resetTimeoutOnProgress && !hasProgressToken(params) ? { onprogress: () => undefined } : {};
      // An input_required answer (MCP 2026-07-28, MRTR) is an answer like any other: shown as the
      // wire had it, resultType included, for the developer to retry by hand.
      const result = await this.owners.send(pending, () => client.request(request, AnyObjectResult, { ...armed.options, ...onprogress, allowInputRequired: true }));
      const wire = pending.wire && 'result' in pending.wire && isObject(pending.wire.result) ? pending.wire.result : undefined;
      return { status: 'ok', result: wire?.resultType === 'input_required' ? wire : result, latencyMs: latency(), ...requestIdOf(pending) };
    } catch (error) {
      const latencyMs = latency();
      const { wire } = pending;
      if (wire && 'rpcError' in wire) return { status: 'rpc-error', error: wire.rpcError, latencyMs, ...requestIdOf(pending) };
      const limit = timeoutLimit(error);
      if (limit && !wire) return { status: 'failed', failure: this.timedOut(method, pending, limits, limit, startedAt), latencyMs };
      return { status: 'failed', failure: this.failureOf(method, error, wire), latencyMs };
    } finally {
      armed.disarm();
      if (pending.requestId !== undefined) this.owners.forget(pending.requestId);
    }
  }

  /** The SDK has already sent notifications/cancelled; the report says what else was outstanding. */
  private timedOut(method: string, pending: PendingRpc, limits: CallOptions, limit: TimeoutReport['limit'], startedAt: number): BridgeErrorValue {
    const report = buildTimeoutReport({
      request: { label: method, id: pending.requestId ?? '?', method, startedAt },
      limit,
      limitMs: limitMs(limits, limit),
      resetOnProgress: limits.resetTimeoutOnProgress,
      progressCount: pending.progressCount,
      lastProgressAt: pending.lastProgressAt,
      outstanding: this.env.outstanding(),
      now: Date.now(),
    });
    return { code: 'timed_out', message: report.summary, details: report };
  }

  private failureOf(method: string, error: unknown, wire: PendingRpc['wire']): BridgeErrorValue {
    if (wire) return { code: 'invalid_response', message: `the server answered ${method} with a result that is not an object`, details: wire };
    return requestFailure(method, error, this.env.endReason());
  }
}

function hasProgressToken(params: Record<string, unknown> | undefined): boolean {
  const meta = params?._meta;
  return typeof meta === 'object' && meta !== null && 'progressToken' in meta;
}
