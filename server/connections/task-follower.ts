/**
 * Following a tool call that the server runs as a task (spec 2025-11-25, tasks), from its
 * CreateTaskResult to its result. Status comes from notifications/tasks/status and from tasks/get
 * polls at the server's pollInterval. On input_required, tasks/result is called: that is how the
 * server delivers the requests it queued for the task (an elicitation, say), and it answers with
 * the task's result once the task is done. The request timeout applies to each of these requests;
 * the task's ttl, not our timeout, governs how long the task may take.
 */
import type { BridgeErrorValue, RpcOutcome, RpcRequest, TaskSnapshot, TaskState } from '../../src/core/bridge-api';
import { advanceTask, isTerminalTaskStatus, readTaskSnapshot } from '../../src/core/task-state';
import type { TaskEnd } from '../../src/core/task-outcome';

// How a task call ends (TaskEnd, taskCallOutcome) is read in src/core/task-outcome.ts, shared with recorded sessions.
export { taskCallOutcome, type TaskEnd } from '../../src/core/task-outcome';

/** The server suggests a pollInterval; we keep to it within sane bounds. */
const MIN_POLL_MS = 250;
const MAX_POLL_MS = 10_000;
const DEFAULT_POLL_MS = 1_000;

export interface TaskFollowerEnvironment {
  send(request: RpcRequest): Promise<RpcOutcome>;
  timeoutMs: number;
  changed(task: TaskState): void;
  ended(end: TaskEnd): void;
}

export type Answer = Pick<TaskEnd, 'result' | 'rpcError' | 'failure'>;

export class TaskFollower {
  protected state: TaskState;
  protected done = false;
  private fetchingResult = false;
  /** tasks/result's answer, kept until the task's terminal status is known. */
  private answer: Answer | undefined;
  protected wakeUp: (() => void) | undefined;

  constructor(
    created: TaskSnapshot,
    protected readonly env: TaskFollowerEnvironment,
  ) {
    this.state = advanceTask(undefined, created, Date.now());
  }

  get taskId(): string {
    return this.state.taskId;
  }

  get task(): TaskState {
    return this.state;
  }

  start(): void {
    this.pollUntilDone().catch((error: unknown) => this.end({ failure: { code: 'internal', message: String(error) } }));
    this.react();
  }

  /** A status the server reported: notifications/tasks/status, tasks/get or tasks/cancel. */
  seen(snapshot: TaskSnapshot): void {
    if (this.done || snapshot.taskId !== this.state.taskId) return;
    const next = advanceTask(this.state, snapshot, Date.now());
    if (next === this.state) return;
    this.state = next;
    this.env.changed(this.state);
    this.react();
  }

  /** tasks/cancel (spec: "Cancelling Tasks"); its answer is the task, now cancelled. */
  async cancel(): Promise<RpcOutcome> {
    const outcome = await this.request('tasks/cancel');
    if (outcome.status === 'ok') this.seenRaw(outcome.result);
    return outcome;
  }

  /** The connection ended or the call was dropped: stop polling. */
  stop(failure: BridgeErrorValue): void {
    this.end({ failure });
  }

  /** What the latest status asks of us; the Tasks extension answers differently (extension-tasks.ts). */
  protected react(): void {
    const { status } = this.state;
    if (status === 'cancelled') return this.end({});
    if (isTerminalTaskStatus(status) && this.answer) return this.end(this.answer);
    if (isTerminalTaskStatus(status) || status === 'input_required') void this.fetchResult();
  }

  private async pollUntilDone(): Promise<void> {
    while (!this.done) {
      await this.sleep(clamp(this.state.pollInterval ?? DEFAULT_POLL_MS, MIN_POLL_MS, MAX_POLL_MS));
      if (this.done) return;
      const outcome = await this.request('tasks/get');
      if (this.done) return;
      if (outcome.status === 'ok') this.seenRaw(outcome.result);
      else if (outcome.status === 'rpc-error') this.end({ rpcError: outcome.error });
      // A poll that timed out is retried at the next interval; any other failure (the connection
      // ended, a malformed answer) ends following.
      else if (outcome.failure.code !== 'timed_out') this.end({ failure: outcome.failure });
    }
  }

  private async fetchResult(): Promise<void> {
    if (this.fetchingResult || this.answer) return;
    this.fetchingResult = true;
    const outcome = await this.request('tasks/result');
    this.fetchingResult = false;
    if (this.done) return;
    // A timed-out tasks/result on a task still running (waiting for a person, say) is asked again
    // at the next input_required or terminal status.
    if (outcome.status === 'failed' && outcome.failure.code === 'timed_out' && !isTerminalTaskStatus(this.state.status)) return;
    this.answer = outcome.status === 'ok' ? { result: outcome.result } : outcome.status === 'rpc-error' ? { rpcError: outcome.error } : { failure: outcome.failure };
    // tasks/result answers once the task is terminal; learn which terminal status now, not a poll later.
    if (isTerminalTaskStatus(this.state.status)) this.end(this.answer);
    else this.wakeUp?.();
  }

  protected seenRaw(value: unknown): void {
    const snapshot = readTaskSnapshot(value);
    if (snapshot) this.seen(snapshot);
  }

  protected request(method: 'tasks/get' | 'tasks/result' | 'tasks/cancel' | 'tasks/update', extra: Record<string, unknown> = {}): Promise<RpcOutcome> {
    return this.env.send({ method, params: { taskId: this.state.taskId, ...extra }, timeoutMs: this.env.timeoutMs });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      // Shutting the bridge down must not wait for a poll.
      timer.unref();
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  protected end(answer: Answer): void {
    if (this.done) return;
    this.done = true;
    this.wakeUp?.();
    this.env.ended({ task: this.state, ...answer });
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
