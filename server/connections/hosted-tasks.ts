/**
 * The tasks mcpscope hosts for the server (spec 2025-11-25, tasks): a sampling or elicitation
 * request the server asked for as a task. This store answers the server's tasks/get,
 * tasks/result, tasks/list and tasks/cancel; every status change, the server's tasks/cancel
 * included, is reported so the waiting ClientRequestRecord can follow it.
 *
 * SDK 1.x did this itself (its `taskStore` option); SDK 2 removed the 2025 task side-channel and
 * keeps only the wire vocabulary, so the handlers are registered here with the custom-method form.
 */
import { randomUUID } from 'node:crypto';
import { ProtocolError, ProtocolErrorCode, RELATED_TASK_META_KEY, type Client, type Task } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { isTerminalTaskStatus } from '../../src/core/task-state';

/** How often a server polling tasks/get is asked to come back. */
const POLL_INTERVAL_MS = 1_000;

type Outcome = { result: Record<string, unknown> } | { error: string };

interface Hosted {
  task: Task;
  outcome?: Outcome;
  /** tasks/result requests blocked until the task is terminal. */
  waiters: (() => void)[];
  expiry?: ReturnType<typeof setTimeout>;
}

const TaskIdParams = z.looseObject({ taskId: z.string() });
const CursorParams = z.looseObject({ cursor: z.string().optional() }).optional();

export class HostedTaskStore {
  private readonly tasks = new Map<string, Hosted>();

  constructor(private readonly onChange: (task: Task) => void) {}

  /** Answers the server's tasks/* requests on `client` from this store. */
  install(client: Client): void {
    client.setRequestHandler('tasks/get', { params: TaskIdParams }, ({ taskId }) => ({ ...this.find(taskId).task }));
    client.setRequestHandler('tasks/result', { params: TaskIdParams }, ({ taskId }, ctx) => this.result(taskId, ctx.mcpReq.signal));
    client.setRequestHandler('tasks/list', { params: CursorParams }, () => ({ tasks: [...this.tasks.values()].map((hosted) => ({ ...hosted.task })) }));
    client.setRequestHandler('tasks/cancel', { params: TaskIdParams }, ({ taskId }) => {
      const hosted = this.find(taskId);
      if (isTerminalTaskStatus(hosted.task.status)) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Cannot cancel task in terminal status: ${hosted.task.status}`);
      this.update(hosted, 'cancelled', 'Client cancelled task execution.');
      return { ...hosted.task };
    });
  }

  /** A new working task, removed `ttl` ms after its creation (spec: "Task Lifecycle"). */
  create(ttl: number): Task {
    const now = new Date().toISOString();
    const task: Task = { taskId: randomUUID(), status: 'working', ttl, createdAt: now, lastUpdatedAt: now, pollInterval: POLL_INTERVAL_MS };
    const hosted: Hosted = { task, waiters: [] };
    hosted.expiry = setTimeout(() => this.tasks.delete(task.taskId), ttl);
    hosted.expiry.unref();
    this.tasks.set(task.taskId, hosted);
    return { ...task };
  }

  /** Stores the answer; false when the task is already terminal (cancelled) or expired. */
  complete(taskId: string, result: Record<string, unknown>): boolean {
    return this.finish(taskId, 'completed', { result });
  }

  fail(taskId: string, message: string): boolean {
    return this.finish(taskId, 'failed', { error: message }, message);
  }

  /** The session ended: nothing is kept past it. */
  cleanup(): void {
    for (const hosted of this.tasks.values()) clearTimeout(hosted.expiry);
    this.tasks.clear();
  }

  private finish(taskId: string, status: 'completed' | 'failed', outcome: Outcome, statusMessage?: string): boolean {
    const hosted = this.tasks.get(taskId);
    if (!hosted || isTerminalTaskStatus(hosted.task.status)) return false;
    hosted.outcome = outcome;
    this.update(hosted, status, statusMessage);
    return true;
  }

  private update(hosted: Hosted, status: Task['status'], statusMessage?: string): void {
    hosted.task = { ...hosted.task, status, lastUpdatedAt: new Date().toISOString() };
    if (statusMessage === undefined) delete hosted.task.statusMessage;
    else hosted.task.statusMessage = statusMessage;
    if (isTerminalTaskStatus(status)) for (const wake of hosted.waiters.splice(0)) wake();
    this.onChange({ ...hosted.task });
  }

  private find(taskId: string): Hosted {
    const hosted = this.tasks.get(taskId);
    if (!hosted) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Task not found: ${taskId}`);
    return hosted;
  }

  /** Spec: tasks/result blocks until the task is terminal, then answers as the request would have. */
  private async result(taskId: string, signal: AbortSignal): Promise<Record<string, unknown>> {
    const hosted = this.find(taskId);
    if (!isTerminalTaskStatus(hosted.task.status)) {
      await new Promise<void>((resolve, reject) => {
        hosted.waiters.push(resolve);
        signal.addEventListener('abort', () => reject(new Error('tasks/result was cancelled')), { once: true });
      });
    }
    const { outcome } = hosted;
    if (!outcome) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Task ${taskId} was ${hosted.task.status} before it had a result`);
    if ('error' in outcome) throw new ProtocolError(ProtocolErrorCode.InternalError, outcome.error);
    // Spec 2025-11-25 ("Related Task Metadata"): tasks/result names the task it answers for.
    const meta = typeof outcome.result._meta === 'object' && outcome.result._meta !== null ? outcome.result._meta : {};
    return { ...outcome.result, _meta: { ...meta, [RELATED_TASK_META_KEY]: { taskId } } };
  }
}
