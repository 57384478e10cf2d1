/**
 * Server-to-client requests that wait for a person (issue 3, sections 3 and 4):
 * sampling/createMessage and elicitation/create. Each becomes a ClientRequestRecord; the SDK
 * handler's promise stays open until the person answers, the server cancels it, or the
 * connection ends. The history is kept per connection, across sessions, like the calls.
 *
 * A request the server asks for as a task (params.task, spec 2025-11-25) is answered at once with
 * a CreateTaskResult; the person's answer becomes the task's result, which the server fetches
 * with tasks/result after polling tasks/get (the SDK answers both from the HostedTaskStore).
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestTaskStore } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CreateMessageRequestSchema,
  CreateMessageResultSchema,
  CreateMessageResultWithToolsSchema,
  ElicitRequestSchema,
  ElicitResultSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { CreateTaskResult, RequestId, Task } from '@modelcontextprotocol/sdk/types.js';
import type { ClientFeatures, ClientRequestAnswer, ClientRequestRecord } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';
import { advanceTask, readTaskSnapshot } from '../../src/core/task-state';
import type { ConnectionId } from '../../src/core/wire';

type Method = ClientRequestRecord['method'];

interface Pending {
  record: ClientRequestRecord;
  /** Set while the SDK handler waits; cleared once the request is settled. */
  settle?: { resolve(result: Record<string, unknown>): void; reject(error: unknown): void };
}

/** An answer a rule gives without a person. */
export interface AutoReply {
  result: Record<string, unknown>;
  ruleId: string;
}

export interface ClientRequestEnvironment {
  conn: ConnectionId;
  emit(request: ClientRequestRecord): void;
  /** Why the connection ended, or undefined while it is up. */
  endReason(): string | undefined;
  /** An answer sent without a person (sampling auto-reply rules), or undefined to wait for one. */
  autoReply?(method: Method, params: Record<string, unknown>): AutoReply | undefined;
}

interface HandlerExtra {
  requestId: RequestId;
  signal: AbortSignal;
  /** The SDK's task store scoped to this request; present when we host tasks (features.tasks). */
  taskStore?: RequestTaskStore;
  taskRequestedTtl?: number;
}

/** A task whose requestor asked for no ttl would otherwise be kept for the bridge's lifetime. */
const DEFAULT_HOSTED_TASK_TTL_MS = 3_600_000;

export class ClientRequestTracker {
  private readonly requests = new Map<string, Pending>();
  private readonly byTaskId = new Map<string, Pending>();
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

  answer(requestId: string, answer: ClientRequestAnswer, autoReplyRuleId?: string): Result<ClientRequestRecord> {
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
      Object.assign(record, { status: 'answered', answeredAt: Date.now(), result: answer.result, ...(autoReplyRuleId ? { autoReplyRuleId } : {}) });
      settle.resolve(answer.result);
    }
    pending.settle = undefined;
    return ok(this.emit(record));
  }

  /** The session ended: nothing pending can be answered any more. */
  withdrawAll(reason: string): void {
    for (const pending of this.requests.values()) this.withdraw(pending, reason);
  }

  /** A hosted task's status changed (HostedTaskStore): the answer stored, a failure, or the server's tasks/cancel. */
  taskChanged(task: Task): void {
    const pending = this.byTaskId.get(task.taskId);
    const snapshot = readTaskSnapshot(task);
    if (!pending?.record.task || !snapshot) return;
    pending.record.task = advanceTask(pending.record.task, snapshot, Date.now());
    if (snapshot.status === 'cancelled' && pending.record.status === 'pending') this.withdraw(pending, 'The server cancelled the task (tasks/cancel).');
    else this.emit(pending.record);
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
    if (params.task && extra.taskStore) {
      const created = this.hostTask(pending, extra.taskStore, extra.taskRequestedTtl);
      // Answer after the CreateTaskResult has gone out, so the server hears of the task first.
      if (auto) void created.then(() => setTimeout(() => this.autoAnswer(pending, auto), 0));
      return created;
    }
    const promise = new Promise<Record<string, unknown>>((resolve, reject) => (pending.settle = { resolve, reject }));
    // The SDK aborts the signal on notifications/cancelled (with the server's reason) and when the
    // transport closes (with none); either way no answer can be sent any more.
    const onAbort = () => this.withdraw(pending, withdrawReason(extra.signal, this.env.endReason()));
    if (extra.signal.aborted) onAbort();
    else extra.signal.addEventListener('abort', onAbort, { once: true });
    if (auto) this.autoAnswer(pending, auto);
    else this.emit(record);
    return promise;
  }

  /**
   * A rule's reply goes through the same checks as a person's; one the SDK would refuse (say, a
   * text reply to a request that offers tools) leaves the request pending for the person.
   */
  private autoAnswer(pending: Pending, auto: AutoReply): void {
    const answered = this.answer(pending.record.id, { result: auto.result }, auto.ruleId);
    if (!answered.ok) this.emit(pending.record);
  }

  private async hostTask(pending: Pending, store: RequestTaskStore, ttl: number | undefined): Promise<CreateTaskResult> {
    const task = await store.createTask({ ttl: ttl ?? DEFAULT_HOSTED_TASK_TTL_MS });
    this.byTaskId.set(task.taskId, pending);
    pending.record.task = advanceTask(undefined, readTaskSnapshot(task) ?? { taskId: task.taskId, status: 'working' }, Date.now());
    // Storing fails only when the task is already terminal (cancelled by the server) or expired:
    // then nobody is left to receive the answer.
    pending.settle = {
      resolve: (result) => void store.storeTaskResult(task.taskId, 'completed', result).catch(() => undefined),
      reject: (error) => void store.updateTaskStatus(task.taskId, 'failed', error instanceof Error ? error.message : String(error)).catch(() => undefined),
    };
    this.emit(pending.record);
    return { task };
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
