/**
 * Plain client->server requests (resources/read, prompts/get, completion/complete, ping, ...)
 * sent for the user through the connection's SDK Client. The answer is read from the wire tap:
 * the SDK rewrites an error's message ("MCP error -32602: ...") and a debugger must show the
 * code, message and data exactly as the server sent them.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { DEFAULT_CALL_OPTIONS, type BridgeErrorValue, type RpcOutcome, type RpcRequest } from '../../src/core/bridge-api';
import { classifyMessage, type JsonRpcErrorObject, type RequestId } from '../../src/core/jsonrpc';
import { err, ok, type Result } from '../../src/core/result';
import type { MessageRecord } from '../../src/core/wire';
import { AnyObjectResult, RequestOwners } from './request-owners';

interface PendingRpc {
  requestId?: RequestId;
  /** The answer as the tap saw it, before the SDK parsed it. */
  wire?: { result: unknown } | { rpcError: JsonRpcErrorObject };
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

  /** @param endReason why the connection ended, when it did: a better failure than "closed". */
  constructor(private readonly endReason: () => BridgeErrorValue | undefined) {}

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
    }
  }

  /** Never rejects: every way a request can end is an RpcOutcome. */
  async send(client: Client, { method, params, timeoutMs = DEFAULT_CALL_OPTIONS.timeoutMs }: RpcRequest): Promise<RpcOutcome> {
    const pending: PendingRpc = {};
    const started = performance.now();
    const latency = () => performance.now() - started;
    try {
      // With enforceStrictCapabilities off (the SDK default), the Client sends any method even when
      // the server did not declare the capability: the developer may want to see how it answers.
      const request = params === undefined ? { method } : { method, params };
      const result = await this.owners.send(pending, () => client.request(request, AnyObjectResult, { timeout: timeoutMs }));
      return { status: 'ok', result, latencyMs: latency() };
    } catch (error) {
      const latencyMs = latency();
      const { wire } = pending;
      if (wire && 'rpcError' in wire) return { status: 'rpc-error', error: wire.rpcError, latencyMs };
      return { status: 'failed', failure: this.failureOf(method, error, wire, timeoutMs), latencyMs };
    } finally {
      if (pending.requestId !== undefined) this.owners.forget(pending.requestId);
    }
  }

  private failureOf(method: string, error: unknown, wire: PendingRpc['wire'], timeoutMs: number): BridgeErrorValue {
    if (wire) return { code: 'invalid_response', message: `the server answered ${method} with a result that is not an object`, details: wire };
    if (error instanceof McpError && error.code === Number(ErrorCode.RequestTimeout)) {
      // BridgeErrorCode has no timeout code yet; the SDK has already sent notifications/cancelled.
      return { code: 'timed_out', message: `${method} timed out after ${timeoutMs} ms; notifications/cancelled was sent`, details: { timeoutMs } };
    }
    const ended = this.endReason();
    if (ended) return ended;
    if (error instanceof McpError && error.code === Number(ErrorCode.ConnectionClosed)) return { code: 'connection_closed', message: `the connection closed before the server answered ${method}` };
    return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
  }
}
