/**
 * Tool calls run as tasks in the shape of the Tasks extension (MCP 2026-07-28,
 * `io.modelcontextprotocol/tasks`; spec: modelcontextprotocol/ext-tasks,
 * specification/2026-07-28/tasks.md). The client opts in per request by declaring the extension in
 * the request's clientCapabilities; the server may then answer tools/call with
 * `resultType: "task"`. The task is polled with tasks/get, whose answer carries the inputs an
 * input_required task waits for and, once completed or failed, the result or error itself (there
 * is no tasks/result); the answers go back with tasks/update, and tasks/cancel cancels.
 *
 * ext-tasks' requester session (createTaskSessionFromClient with rawDispatch) is not used: it
 * drives the whole lifecycle itself (polling, input routing, settling), which would take the
 * requests out of the call tracker (its timeouts, the wire attribution of each request, the
 * client-requests panel a person answers in) and leave the status history to it. Its core/v2
 * schemas and framing helper are used instead, so the messages are the ones the package checks.
 * Every request goes through the connection's RpcSender, hence through the wire tap: each status
 * is in the trace as the tasks/get answer it came in.
 */
import { isCreateTaskResultV2, isDetailedTaskV2, withTaskCapabilityV2, CLIENT_CAPABILITIES_META_KEY_V2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import type { JsonValue } from '@modelcontextprotocol/ext-tasks/core';
import type { RpcOutcome, TaskSnapshot } from '../../src/core/bridge-api';
import type { RequestId } from '../../src/core/jsonrpc';
import { readInputRequired, type InputRequired } from '../../src/core/mrtr';
import { readTaskSnapshot } from '../../src/core/task-state';
import { TaskFollower, type TaskFollowerEnvironment } from './task-follower';

/** `params` with the extension declared in its own clientCapabilities, the connection's merged in. */
export function withTasksExtension(params: Record<string, unknown>, clientCapabilities: Record<string, unknown>): Record<string, unknown> {
  const meta = (params._meta ?? {}) as Record<string, unknown>;
  // The SDK's per-request envelope yields to a _meta key the caller set, so the capabilities the
  // connection declares must be repeated here, not only the extension.
  const framed = { ...params, _meta: { ...meta, [CLIENT_CAPABILITIES_META_KEY_V2]: clientCapabilities } };
  return withTaskCapabilityV2(framed as Record<string, JsonValue>);
}

/** The task of a tools/call answered with `resultType: "task"` (CreateTaskResult), or undefined. */
export function readExtensionCreatedTask(result: unknown): TaskSnapshot | undefined {
  return isCreateTaskResultV2(result) ? readTaskSnapshot(result) : undefined;
}

/** A round of inputs the person answered: the answers, and how to note the tasks/update that carried them. */
export interface AnsweredInputs {
  answers: Record<string, Record<string, unknown>>;
  sent(requestId: RequestId | undefined, at: number): void;
}

export interface ExtensionTaskEnvironment extends TaskFollowerEnvironment {
  /** What the connection declares; each tasks request declares the extension on top of it. */
  clientCapabilities: Record<string, unknown>;
  /**
   * Puts an input_required status's inputRequests before the person, as an MRTR round's are;
   * `askedBy` is the tasks/get whose answer carried them. Undefined when the call ended first.
   */
  ask(asked: InputRequired, askedBy: { id?: RequestId; sentAt: number } | undefined): Promise<AnsweredInputs | undefined>;
}

export class ExtensionTaskFollower extends TaskFollower {
  /** The latest tasks/get answered (its JSON-RPC id and when it went), for the round its inputs open. */
  private lastPoll: { id?: RequestId; sentAt: number } | undefined;
  private asking = false;

  constructor(
    created: TaskSnapshot,
    private readonly extEnv: ExtensionTaskEnvironment,
  ) {
    super(created, extEnv);
    this.state = { ...this.state, shape: 'extension' };
  }

  /** A `notifications/tasks` (the extension's shape): the whole task, read as a tasks/get answer is. */
  notified(value: unknown): void {
    this.seenRaw(value);
  }

  protected override react(): void {
    // The status alone is in this.state; what comes with it is in the raw answer (seenRaw).
  }

  protected override seenRaw(value: unknown): void {
    const before = this.state;
    super.seenRaw(value);
    // A completed or failed task carries its outcome; a status we saw before is not acted on twice.
    if (this.done || !isDetailedTaskV2(value)) return;
    const { status } = this.state;
    if (status === 'cancelled') return this.end({});
    if (value.status === 'completed') return this.end({ result: value.result });
    if (value.status === 'failed') return this.end({ rpcError: value.error });
    if (status === 'input_required' && before.history.length !== this.state.history.length) void this.answerInputs(value);
  }

  protected override request(method: 'tasks/get' | 'tasks/result' | 'tasks/cancel' | 'tasks/update', extra: Record<string, unknown> = {}): Promise<RpcOutcome> {
    const params = withTasksExtension({ taskId: this.state.taskId, ...extra }, this.extEnv.clientCapabilities);
    const sentAt = Date.now();
    return this.env.send({ method, params, timeoutMs: this.env.timeoutMs }).then((outcome) => {
      if (method === 'tasks/get' && outcome.status !== 'failed') this.lastPoll = { id: outcome.requestId, sentAt };
      return outcome;
    });
  }

  private async answerInputs(value: unknown): Promise<void> {
    const asked = readInputRequired({ ...(value as Record<string, unknown>), resultType: 'input_required' });
    if (this.asking || !asked) return;
    this.asking = true;
    const answered = await this.extEnv.ask(asked, this.lastPoll);
    this.asking = false;
    if (!answered || this.done) return;
    const sentAt = Date.now();
    const outcome = await this.request('tasks/update', { inputResponses: answered.answers });
    answered.sent(outcome.status === 'failed' ? undefined : outcome.requestId, sentAt);
    // The server is working again the moment tasks/update is answered: ask now, so a short
    // working phase between two inputs is seen, not slept through.
    if (outcome.status !== 'ok' || this.done) return;
    const polled = await this.request('tasks/get');
    if (polled.status === 'ok') this.seenRaw(polled.result);
  }
}
