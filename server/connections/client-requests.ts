/**
 * Server-to-client requests that wait for a person (issue 3, sections 3 and 4):
 * sampling/createMessage and elicitation/create. Each becomes a ClientRequestRecord; the SDK
 * handler's promise stays open until the person answers, the server cancels it, or the
 * connection ends. The history is kept per connection, across sessions, like the calls.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  CreateMessageRequestSchema,
  CreateMessageResultSchema,
  CreateMessageResultWithToolsSchema,
  ElicitRequestSchema,
  ElicitResultSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { ClientFeatures, ClientRequestAnswer, ClientRequestRecord } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';
import type { ConnectionId } from '../../src/core/wire';

type Method = ClientRequestRecord['method'];

interface Pending {
  record: ClientRequestRecord;
  /** Set while the SDK handler waits; cleared once the request is settled. */
  settle?: { resolve(result: Record<string, unknown>): void; reject(error: unknown): void };
}

export interface ClientRequestEnvironment {
  conn: ConnectionId;
  emit(request: ClientRequestRecord): void;
  /** Why the connection ended, or undefined while it is up. */
  endReason(): string | undefined;
  /** An answer sent without a person (sampling auto-reply rules), or undefined to wait for one. */
  autoReply?(method: Method, params: Record<string, unknown>): { result: Record<string, unknown>; ruleId: string } | undefined;
}

interface HandlerExtra {
  requestId: RequestId;
  signal: AbortSignal;
}

export class ClientRequestTracker {
  private readonly requests = new Map<string, Pending>();
  private nextId = 1;

  constructor(private readonly env: ClientRequestEnvironment) {}

  /** Registers the handlers on a new session's Client, only for what was declared. */
  install(client: Client, features: ClientFeatures): void {
    if (features.sampling) {
      client.setRequestHandler(CreateMessageRequestSchema, (request, extra) => this.wait('sampling/createMessage', request.params, extra));
    }
    if (features.elicitationForm || features.elicitationUrl) {
      // The SDK itself rejects a mode we did not declare, before this handler runs.
      client.setRequestHandler(ElicitRequestSchema, (request, extra) => this.wait('elicitation/create', request.params, extra));
    }
  }

  list(): ClientRequestRecord[] {
    return [...this.requests.values()].map((p) => structuredClone(p.record));
  }

  answer(requestId: string, answer: ClientRequestAnswer): Result<ClientRequestRecord> {
    const pending = this.requests.get(requestId);
    if (!pending) return err('not_found', `no client request ${requestId} on ${this.env.conn}`);
    const { record, settle } = pending;
    if (record.status !== 'pending' || !settle) return err('bad_request', `${requestId} is ${record.status}, not pending`);
    if ('error' in answer) {
      const { code, message, data } = answer.error;
      if (!Number.isSafeInteger(code)) return err('bad_request', 'error.code must be an integer');
      Object.assign(record, { status: 'rejected', answeredAt: Date.now(), error: data === undefined ? { code, message } : { code, message, data } });
      // McpError prefixes "MCP error <code>:" to its message; the server should see the person's text as written.
      settle.reject(Object.assign(new McpError(code, message, data), { message }));
    } else {
      // The SDK would reject a malformed result with an InvalidParams error to the *server*;
      // tell the person instead and keep the request pending so they can fix it.
      const checked = checkResult(record, answer.result);
      if (!checked.ok) return checked;
      Object.assign(record, { status: 'answered', answeredAt: Date.now(), result: answer.result });
      settle.resolve(answer.result);
    }
    pending.settle = undefined;
    return ok(this.emit(record));
  }

  /** The session ended: nothing pending can be answered any more. */
  withdrawAll(reason: string): void {
    for (const pending of this.requests.values()) this.withdraw(pending, reason);
  }

  private wait(method: Method, params: Record<string, unknown>, extra: HandlerExtra): Promise<Record<string, unknown>> {
    const record: ClientRequestRecord = {
      id: `req-${this.nextId++}`,
      conn: this.env.conn,
      method,
      requestId: extra.requestId,
      params: structuredClone(params),
      receivedAt: Date.now(),
      status: 'pending',
    };
    const pending: Pending = { record };
    this.requests.set(record.id, pending);
    const auto = this.env.autoReply?.(method, params);
    if (auto) {
      Object.assign(record, { status: 'answered', answeredAt: Date.now(), result: auto.result, autoReplyRuleId: auto.ruleId });
      this.emit(record);
      return Promise.resolve(auto.result);
    }
    const promise = new Promise<Record<string, unknown>>((resolve, reject) => (pending.settle = { resolve, reject }));
    // The SDK aborts the signal on notifications/cancelled (with the server's reason) and when the
    // transport closes (with none); either way no answer can be sent any more.
    const onAbort = () => this.withdraw(pending, withdrawReason(extra.signal, this.env.endReason()));
    if (extra.signal.aborted) onAbort();
    else extra.signal.addEventListener('abort', onAbort, { once: true });
    this.emit(record);
    return promise;
  }

  private withdraw(pending: Pending, reason: string): void {
    if (pending.record.status !== 'pending' || !pending.settle) return;
    Object.assign(pending.record, { status: 'withdrawn', withdrawnReason: reason });
    // The SDK sends nothing for an aborted handler; rejecting just lets the promise go.
    pending.settle.reject(new Error(reason));
    pending.settle = undefined;
    this.emit(pending.record);
  }

  private emit(record: ClientRequestRecord): ClientRequestRecord {
    const snapshot = structuredClone(record);
    this.env.emit(snapshot);
    return structuredClone(snapshot);
  }
}

function withdrawReason(signal: AbortSignal, endReason: string | undefined): string {
  const reason: unknown = signal.reason;
  if (typeof reason === 'string') return `The server cancelled the request: ${reason}`;
  if (endReason) return `The connection ended: ${endReason}`;
  // notifications/cancelled without a reason aborts with undefined, like a close; the close is
  // reported as ended by withdrawAll first when the connection knows why.
  return 'The server cancelled the request, or the connection closed.';
}

/** The same checks the SDK's Client applies to a handler's result (client/index.js, setRequestHandler). */
function checkResult(record: ClientRequestRecord, result: Record<string, unknown>): Result<true> {
  const schema =
    record.method === 'elicitation/create'
      ? ElicitResultSchema
      : record.params.tools || record.params.toolChoice
        ? CreateMessageResultWithToolsSchema
        : CreateMessageResultSchema;
  const parsed = schema.safeParse(result);
  if (parsed.success) return ok(true);
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'result'}: ${issue.message}`);
  return err('bad_request', `Not a valid ${record.method} result: ${problems.join('; ')}`);
}
