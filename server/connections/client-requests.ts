/**
 * Server-to-client requests that wait for a person (issue 3, sections 3 and 4):
 * sampling/createMessage and elicitation/create. Each becomes a ClientRequestRecord; the SDK
 * handler's promise stays open until the person answers, the server cancels it, or the
 * connection ends. The history is kept per connection, across sessions, like the calls.
 *
 * A request the server asks for as a task (params.task, spec 2025-11-25) is answered at once with
 * a CreateTaskResult; the person's answer becomes the task's result, which the server fetches
 * with tasks/result after polling tasks/get (both answered from the HostedTaskStore).
 */
import { CreateMessageResultSchema, CreateMessageResultWithToolsSchema, ElicitResultSchema } from '@modelcontextprotocol/core';
import { ProtocolError, type Client, type ClientContext, type CreateTaskResult, type Task } from '@modelcontextprotocol/client';
import * as z from 'zod';
import type { ClientFeatures, ClientRequestAnswer, ClientRequestRecord, InputRound } from '../../src/core/bridge-api';
import type { RequestId } from '../../src/core/jsonrpc';
import { err, ok, type Result } from '../../src/core/result';
import { advanceTask, readTaskSnapshot } from '../../src/core/task-state';
import type { ConnectionId } from '../../src/core/wire';
import type { HostedTaskStore } from './hosted-tasks';

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

/**
 * The params as the server sent them: the SDK's handler wrapper still checks the request (and,
 * unless it asks for a task, our answer), but its typed form would drop `params.task`.
 */
const AnyParams = { params: z.looseObject({}) };

/** A task whose requestor asked for no ttl would otherwise be kept for the bridge's lifetime. */
const DEFAULT_HOSTED_TASK_TTL_MS = 3_600_000;

export class ClientRequestTracker {
  private readonly requests = new Map<string, Pending>();
  private readonly byTaskId = new Map<string, Pending>();
  private nextId = 1;

  constructor(private readonly env: ClientRequestEnvironment) {}

  /**
   * Registers the handlers on a new session's Client, only for what was declared; `tasks` is the
   * session's store when we host tasks (features.tasks).
   */
  install(client: Client, features: ClientFeatures, tasks: HostedTaskStore | undefined): void {
    if (features.sampling) {
      client.setRequestHandler('sampling/createMessage', AnyParams, (params, ctx) => this.wait('sampling/createMessage', params, ctx, tasks));
    }
    if (features.elicitationForm || features.elicitationUrl) {
      // The SDK itself rejects a mode we did not declare, before this handler runs.
      client.setRequestHandler('elicitation/create', AnyParams, (params, ctx) => this.wait('elicitation/create', params, ctx, tasks));
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
      settle.reject(new ProtocolError(code, message, data));
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

  /**
   * An input an MRTR round asks for (MCP 2026-07-28): the same record, panel, checks and
   * auto-reply rules as a 2025 server request, but no SDK handler waits on it; the round does.
   * It resolves with the result to put in inputResponses, or undefined when the person refused
   * (a sampling error has no place in inputResponses) or the round was abandoned (`signal`).
   */
  ask(method: Method, params: Record<string, unknown>, origin: { round: InputRound; requestId: RequestId; signal: AbortSignal }): { id: string; answer: Promise<Record<string, unknown> | undefined> } {
    const pending = this.open(method, params, origin.requestId, origin.round);
    const answer = this.waitFor(pending, origin.signal, () => 'The call was cancelled or ended, so this round was abandoned.').then(
      (result) => result,
      () => undefined,
    );
    return { id: pending.record.id, answer };
  }

  private wait(method: Method, params: Record<string, unknown>, ctx: ClientContext, tasks: HostedTaskStore | undefined): Promise<Record<string, unknown>> {
    const { id: requestId, signal } = ctx.mcpReq;
    const pending = this.open(method, params, requestId);
    if (params.task && tasks) {
      const auto = this.env.autoReply?.(method, params);
      const created = this.hostTask(pending, tasks, requestedTtl(params.task));
      // Answer after the CreateTaskResult has gone out, so the server hears of the task first.
      if (auto) setTimeout(() => this.autoAnswer(pending, auto), 0);
      return Promise.resolve(created);
    }
    // The SDK aborts the signal on notifications/cancelled (with the server's reason) and when the
    // transport closes (with none); either way no answer can be sent any more.
    return this.waitFor(pending, signal, () => withdrawReason(signal, this.env.endReason()));
  }

  private open(method: Method, params: Record<string, unknown>, requestId: RequestId, round?: InputRound): Pending {
    const record: ClientRequestRecord = {
      id: `req-${this.nextId++}`,
      conn: this.env.conn,
      method,
      requestId,
      ...(round ? { round } : {}),
      params: structuredClone(params),
      receivedAt: Date.now(),
      status: 'pending',
    };
    const pending: Pending = { record };
    this.requests.set(record.id, pending);
    return pending;
  }

  /** Waits for the person (or an auto-reply rule); `signal` withdraws the request. */
  private waitFor(pending: Pending, signal: AbortSignal, reason: () => string): Promise<Record<string, unknown>> {
    const promise = new Promise<Record<string, unknown>>((resolve, reject) => (pending.settle = { resolve, reject }));
    const onAbort = () => this.withdraw(pending, reason());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    const auto = this.env.autoReply?.(pending.record.method, pending.record.params);
    if (auto) this.autoAnswer(pending, auto);
    else this.emit(pending.record);
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

  private hostTask(pending: Pending, store: HostedTaskStore, ttl: number | undefined): CreateTaskResult {
    const task = store.create(ttl ?? DEFAULT_HOSTED_TASK_TTL_MS);
    this.byTaskId.set(task.taskId, pending);
    pending.record.task = advanceTask(undefined, readTaskSnapshot(task) ?? { taskId: task.taskId, status: 'working' }, Date.now());
    // Storing fails only when the task is already terminal (cancelled by the server) or expired:
    // then nobody is left to receive the answer.
    pending.settle = {
      resolve: (result) => void store.complete(task.taskId, result),
      reject: (error) => void store.fail(task.taskId, error instanceof Error ? error.message : String(error)),
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

/** The ttl the requestor asked for (params.task.ttl), if any. */
function requestedTtl(task: unknown): number | undefined {
  const ttl: unknown = typeof task === 'object' && task !== null ? (task as { ttl?: unknown }).ttl : undefined;
  return typeof ttl === 'number' && ttl > 0 ? ttl : undefined;
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
