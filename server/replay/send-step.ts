/**
 * Sending one recorded request through the connection, and reading how it ended.
 *
 * A tools/call whose params are what mcpscope's own calls send ({ name, arguments } and a
 * `_meta.progressToken`) goes through startCall: that keeps the recorded shape (with a fresh
 * progress token, which the ignore rules skip) and lets a recorded notifications/cancelled cancel
 * it. Anything else goes through rpc with the params exactly as recorded.
 *
 * On a 2026-07-28 session the `_meta` also holds the request envelope (protocol version, client
 * info and capabilities), which the connection sends itself too. A call the server answers with
 * input_required goes on through its rounds there (server/connections/calls.ts): run-replay.ts
 * answers their inputs from the trace, and the outcome carries the live rounds.
 */
import type { CallRecord } from '../../src/core/bridge-api';
import type { RequestId } from '../../src/core/jsonrpc';
import type { PlannedRequest } from '../../src/core/replay/plan';
import type { LiveOutcome } from '../../src/core/replay/report';
import type { BridgeBackend } from '../connections/backend';
import { whenCallEnds } from '../connections/when-call-ends';
import { isObject } from '../../src/core/is-object';

export interface SentStep {
  outcome: Promise<LiveOutcome>;
  /** Set when the request went through startCall, so it can be cancelled. */
  callId?: string;
  /**
   * Set when an rpc is answered: the answer's JSON-RPC id. The rpc result is the SDK's reading of
   * it, which drops what the SDK consumes (2026-07-28's `resultType`); replay compares the wire's.
   */
  wireId?: RequestId;
  startedAt: number;
}

/** The `_meta` keys startCall sends itself: the progress token, and 2026-07-28's request envelope. */
const OWN_META_KEYS = new Set(['progressToken', 'io.modelcontextprotocol/protocolVersion', 'io.modelcontextprotocol/clientInfo', 'io.modelcontextprotocol/clientCapabilities']);

/** The tool call's name and arguments, when the params hold nothing startCall would not send. */
function plainToolCall(request: PlannedRequest): { tool: string; arguments: Record<string, unknown> } | null {
  const params = request.params;
  if (request.method !== 'tools/call' || !params || typeof params.name !== 'string') return null;
  if (params.arguments !== undefined && !isObject(params.arguments)) return null;
  if (Object.keys(params).some((key) => !['name', 'arguments', '_meta'].includes(key))) return null;
  if (params._meta !== undefined && (!isObject(params._meta) || Object.keys(params._meta).some((key) => !OWN_META_KEYS.has(key)))) return null;
  return { tool: params.name, arguments: params.arguments ?? {} };
}

function callOutcome(call: CallRecord): LiveOutcome {
  const rounds = call.rounds
    ? { rounds: call.rounds.map(({ round, inputRequests, inputResponses }) => ({ round, inputRequests, ...(inputResponses ? { inputResponses } : {}) })) }
    : {};
  if ((call.status === 'ok' || call.status === 'tool-error') && call.result) return { answer: { result: call.result }, ...rounds };
  if (call.status === 'rpc-error' && call.rpcError) return { answer: { error: call.rpcError }, ...rounds };
  if (call.status === 'cancelled') return { none: `cancelled (${call.cancelReason ?? 'no reason'})`, ...rounds };
  return { none: call.failure?.message ?? call.status, ...rounds };
}

export function sendStep(manager: BridgeBackend, conn: string, request: PlannedRequest, timeoutMs: number): SentStep {
  const startedAt = Date.now();
  const call = plainToolCall(request);
  if (call) {
    const started = manager.startCall(conn, { ...call, options: { timeoutMs } });
    if (!started.ok) return { outcome: Promise.resolve({ none: started.error.message }), startedAt };
    return { outcome: whenCallEnds(manager, conn, started.value.id).then(callOutcome), callId: started.value.id, startedAt };
  }
  const step: SentStep = { outcome: Promise.resolve({ none: 'not sent' }), startedAt };
  step.outcome = manager.rpc(conn, { method: request.method, ...(request.params ? { params: request.params } : {}), timeoutMs }).then((sent): LiveOutcome => {
    if (!sent.ok) return { none: sent.error.message };
    const rpc = sent.value;
    if (rpc.status !== 'failed' && rpc.requestId !== undefined) step.wireId = rpc.requestId;
    if (rpc.status === 'ok') return { answer: { result: rpc.result } };
    if (rpc.status === 'rpc-error') return { answer: { error: rpc.error } };
    return { none: rpc.failure.message };
  });
  return step;
}
