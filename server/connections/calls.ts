/**
 * Tool calls on one connection: start in the background, follow progress, cancel, and classify
 * how each ended. The history is kept per connection so the user can re-run a call.
 *
 * Results are read from the wire, not from the SDK: `client.callTool` would validate
 * structuredContent against the tool's outputSchema and throw InvalidParams, calling the
 * server's broken *output* an invalid-params error (issue 2, "Results and errors"). We use
 * `client.request` with a permissive schema and keep what the tap saw.
 *
 * A call the server answers with `input_required` (MCP 2026-07-28, MRTR) is one call of several
 * rounds: each round's inputs wait in the client-requests panel, then the call is retried with
 * the answers and the unchanged requestState (round-inputs.ts, the same driver prompts/get and
 * resources/read use in rpc.ts).
 *
 * A call with `task` asks the server to run the tool as a task (spec 2025-11-25): when it answers
 * with a CreateTaskResult, a TaskFollower takes the call to its end (task-follower.ts). On a
 * 2026-07-28 session whose server declared the Tasks extension, the call takes the extension's
 * shape instead and an ExtensionTaskFollower follows it (extension-tasks.ts).
 */
import type { Client } from '@modelcontextprotocol/client';
import type { BridgeErrorValue, CallOptions, CallRecord, CallRequest, OutstandingRequest, RpcOutcome, RpcRequest, TimeoutReport } from '../../src/core/bridge-api';
import { classifyMessage, type JsonRpcErrorObject, type RequestId } from '../../src/core/jsonrpc';
import { readInputRequired } from '../../src/core/mrtr';
import { err, ok, type Result } from '../../src/core/result';
import { readCreatedTask, readTaskSnapshot } from '../../src/core/task-state';
import { buildTimeoutReport } from '../../src/core/timeout-report';
import type { ConnectionId, MessageRecord } from '../../src/core/wire';
import { requestFailure } from './request-failure';
import { AnyObjectResult, RequestOwners } from './request-owners';
import { armLimits, limitMs, timeoutLimit } from './request-limits';
import { TaskFollower, taskCallOutcome, type TaskEnd } from './task-follower';
import { ExtensionTaskFollower, readExtensionCreatedTask, withTasksExtension } from './extension-tasks';
import { taskInputRound } from './task-inputs';
import { askRound, retryParams, type AnsweredRound, type GatherInputs, type RoundContext } from './round-inputs';

const DEFAULT_CANCEL_REASON = 'Cancelled by the user in mcpscope';

interface ActiveCall {
  record: CallRecord;
  controller: AbortController;
  /** The response as the tap saw it, before the SDK parsed (or dropped) it. */
  wire?: { result: unknown } | { rpcError: JsonRpcErrorObject };
  client: Client;
  /** The first attempt's params; an MRTR retry adds inputResponses and requestState to these. */
  params: Record<string, unknown>;
  /** Whether tools/call asked for a task; only then is a CreateTaskResult followed. */
  asTask: boolean;
  /** For a task call in the Tasks extension's shape: the client capabilities each request declares. */
  extension?: Record<string, unknown>;
  follower?: TaskFollower;
  /** The user's reason, once tasks/cancel was sent for a task call. */
  taskCancelReason?: string;
}

export interface CallEnvironment {
  conn: ConnectionId;
  emit(call: CallRecord): void;
  /** Why the connection ended (the server exited, the user disconnected), or undefined while it is up. */
  endReason(): BridgeErrorValue | undefined;
  /** Sends a request (tasks/get, tasks/result, tasks/cancel) and reads its answer from the wire. */
  rpc(client: Client, request: RpcRequest): Promise<RpcOutcome>;
  /** Asks for the inputs of an MRTR round (round-inputs.ts); `signal` aborts when the call is cancelled. */
  inputs: GatherInputs;
  /** The connection's settings.timeouts, read per call: changed settings apply to the next one. */
  defaults(): CallOptions;
  /** Every request unanswered on the connection right now, for a timeout's report. */
  outstanding(): OutstandingRequest[];
  /**
   * The client capabilities, when the session speaks 2026-07-28 and the server declared the Tasks
   * extension: a task call then takes the extension's shape. Undefined: the 2025-11-25 shape.
   */
  tasksExtension(): Record<string, unknown> | undefined;
}

export class CallTracker {
  private readonly calls = new Map<string, ActiveCall>();
  private readonly owners = new RequestOwners<ActiveCall>();
  private readonly byTaskId = new Map<string, ActiveCall>();
  private nextId = 1;

  constructor(private readonly env: CallEnvironment) {}

  newSession(): void {
    this.owners.reset();
  }

  list(): CallRecord[] {
    return [...this.calls.values()].map(snapshot);
  }

  start(client: Client, request: CallRequest): CallRecord {
    const options = { ...this.env.defaults(), ...request.options };
    const record: CallRecord = {
      id: `call-${this.nextId++}`,
      conn: this.env.conn,
      tool: request.tool,
      arguments: request.arguments,
      options,
      status: 'running',
      startedAt: Date.now(),
    };
    // Sent in params rather than through the SDK's `task` option, which refuses a server that did
    // not declare tasks.requests.tools.call: the developer may want to see what it answers anyway.
    const task = request.task ? { task: request.task.ttlMs === undefined ? {} : { ttl: request.task.ttlMs } } : {};
    const extension = request.task ? this.env.tasksExtension() : undefined;
    // The extension has no per-call ttl: the server chooses it (CreateTaskResult.ttlMs).
    const params = extension ? withTasksExtension({ name: request.tool, arguments: request.arguments }, extension) : { name: request.tool, arguments: request.arguments, ...task };
    const call: ActiveCall = { record, client, params, controller: new AbortController(), asTask: request.task !== undefined, ...(extension ? { extension } : {}) };
    this.calls.set(record.id, call);
    this.attempt(call, params);
    return this.emit(call);
  }

  /**
   * Sends one tools/call: the first, or an MRTR retry (a new request, so a new id). The limits
   * are armed per attempt: the person's time between rounds is not the server's to answer in.
   */
  private attempt(call: ActiveCall, params: Record<string, unknown>): void {
    const limits = armLimits(call.record.options, call.controller);
    const sentAt = Date.now();
    call.wire = undefined;
    // observe() learns the request id while request() is still sending (see RequestOwners).
    const pending = this.owners.send(call, () =>
      call.client.request({ method: 'tools/call', params }, AnyObjectResult, {
        // Passing onprogress makes the SDK add _meta.progressToken (= the request id), so every call
        // carries one, and lets resetTimeoutOnProgress work. Progress itself is read from the wire in
        // observe(): the SDK dispatches notifications a tick later than responses, so it drops the
        // last progress notification of a call that completes right after it.
        onprogress: () => undefined,
        // input_required comes back as a value: the rounds are the person's to drive (src/core/call-rounds.ts).
        allowInputRequired: true,
        ...limits.options,
      }),
    );
    const requestId = call.record.requestId;
    pending
      .then(
        () => this.answered(call, requestId, sentAt),
        (error: unknown) => this.settle(call, error),
      )
      .finally(() => limits.disarm());
  }

  /** An attempt was answered: input_required opens a round, anything else ends the call. */
  private answered(call: ActiveCall, requestId: RequestId | undefined, sentAt: number): void {
    const asked = call.wire && 'result' in call.wire ? readInputRequired(call.wire.result) : undefined;
    if (!asked || requestId === undefined || call.record.status !== 'running') return this.settle(call, undefined);
    void askRound(this.roundContext(call), asked, { id: requestId, sentAt }).then((answered) => this.retry(call, answered));
  }

  /** Every input of the round is settled: the retry carries the answers and the state, unchanged. */
  private retry(call: ActiveCall, answered: AnsweredRound | undefined): void {
    const { record } = call;
    if (!answered) {
      // The round was abandoned; a call still running had its connection end under it, or the
      // server kept asking past MAX_ROUNDS (round-inputs.ts).
      const failure = this.env.endReason() ?? { code: 'invalid_response' as const, message: record.rounds?.at(-1)?.abandoned ?? 'the round was abandoned' };
      if (record.status === 'running') Object.assign(record, { status: 'failed', failure, endedAt: Date.now() });
      return void this.emit(call);
    }
    this.attempt(call, retryParams(call.params, answered));
    answered.sent(record.requestId, Date.now());
  }

  private roundContext(call: ActiveCall): RoundContext {
    const { record } = call;
    return {
      holder: record,
      origin: { callId: record.id, tool: record.tool },
      inputs: (origin, round, signal) => this.env.inputs(origin, round, signal),
      signal: call.controller.signal,
      emit: () => void this.emit(call),
      stopped: () => {
        const ended = this.env.endReason();
        if (ended) return ended.message;
        return record.status === 'running' ? undefined : `the call was ${record.status} before the inputs were answered`;
      },
    };
  }

  /** The call's whole result, not a copy: read-only, for slicing what the SPA was sent clipped. */
  resultOf(callId: string): Result<Record<string, unknown>> {
    const result = this.calls.get(callId)?.record.result;
    return result ? ok(result) : err('not_found', `no result for call ${callId} on ${this.env.conn}`);
  }

  cancel(callId: string, reason = DEFAULT_CANCEL_REASON): Result<CallRecord> {
    const call = this.calls.get(callId);
    if (!call) return err('not_found', `no call ${callId} on ${this.env.conn}`);
    // Cancelling a call that just ended is a race the user cannot see coming: answer with its state.
    if (call.record.status !== 'running') return ok(snapshot(call));
    if (call.follower) return ok(this.cancelTask(call, call.follower, reason));
    Object.assign(call.record, { status: 'cancelled', cancelReason: reason, endedAt: Date.now() });
    const cancelled = this.emit(call);
    // The SDK sends notifications/cancelled {requestId, reason} and stops waiting (spec: Cancellation).
    call.controller.abort(reason);
    return ok(cancelled);
  }

  /** Every wire message of the connection passes here (from the tap), before the SDK sees it. */
  observe(record: MessageRecord): void {
    if (!record.msg) return;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out' && shape.type === 'request') {
      const call = this.owners.claim(shape.id);
      if (call) call.record.requestId = shape.id;
    } else if (record.dir === 'in' && shape.type === 'notification' && shape.method === 'notifications/progress') {
      this.progress(shape.params, record.t);
    } else if (record.dir === 'in' && shape.type === 'notification' && shape.method === 'notifications/tasks/status') {
      const snapshot = readTaskSnapshot(shape.params);
      if (snapshot) this.byTaskId.get(snapshot.taskId)?.follower?.seen(snapshot);
    } else if (record.dir === 'in' && shape.type === 'notification' && shape.method === 'notifications/tasks') {
      // The Tasks extension's notification carries the task whole: inputs, result or error included.
      const follower = this.byTaskId.get(readTaskSnapshot(shape.params)?.taskId ?? '')?.follower;
      if (follower instanceof ExtensionTaskFollower) follower.notified(shape.params);
    } else if (record.dir === 'in' && (shape.type === 'result' || shape.type === 'error') && shape.id !== null) {
      const call = this.owners.find(shape.id);
      if (call) this.received(call, shape.type === 'result' ? { result: shape.result } : { rpcError: shape.error }, record.t);
    }
  }

  private received(call: ActiveCall, wire: NonNullable<ActiveCall['wire']>, at: number): void {
    const { record } = call;
    if (record.status === 'running') {
      call.wire = wire;
      // Followed from here rather than from settle(): the task's first notifications/tasks/status
      // can arrive before the SDK resolves the request.
      // (The SDK refuses `resultType: "task"` itself: "Unsupported result type"; the wire has it.)
      const created = call.asTask && 'result' in wire ? (call.extension ? readExtensionCreatedTask : readCreatedTask)(wire.result) : undefined;
      if (created && !call.follower) this.follow(call, created);
    } else if ((record.status === 'cancelled' || record.status === 'timed-out') && !record.lateResponse) {
      // The SDK drops a response to a cancelled request; the user still wants to see it (issue 2, §7).
      record.lateResponse = 'rpcError' in wire ? { at, rpcError: wire.rpcError } : { at, result: asObject(wire.result) ?? { value: wire.result } };
      this.emit(call);
    }
  }

  /** notifications/progress (spec: Progress): the token is the request id the SDK assigned. */
  private progress(params: unknown, at: number): void {
    const { progressToken, progress, total, message } = (params ?? {}) as Record<string, unknown>;
    if ((typeof progressToken !== 'string' && typeof progressToken !== 'number') || typeof progress !== 'number') return;
    const call = this.owners.find(progressToken);
    if (call?.record.status !== 'running') return;
    call.record.progress = {
      progress,
      total: typeof total === 'number' ? total : undefined,
      message: typeof message === 'string' ? message : undefined,
      at,
      count: (call.record.progress?.count ?? 0) + 1,
    };
    this.emit(call);
  }

  private follow(call: ActiveCall, created: NonNullable<ReturnType<typeof readCreatedTask>>): void {
    const env = {
      send: (request: RpcRequest) => this.env.rpc(call.client, request),
      timeoutMs: call.record.options.timeoutMs,
      changed: (task: CallRecord['task']) => {
        call.record.task = task;
        this.emit(call);
      },
      ended: (end: TaskEnd) => this.taskEnded(call, end),
    };
    const { extension } = call;
    const inputs = { inputs: (...args: Parameters<GatherInputs>) => this.env.inputs(...args), signal: call.controller.signal, emit: () => this.emit(call) };
    const follower = extension
      ? new ExtensionTaskFollower(created, { ...env, clientCapabilities: extension, ask: (asked, askedBy) => taskInputRound(call.record, asked, askedBy, inputs) })
      : new TaskFollower(created, env);
    call.follower = follower;
    call.record.task = follower.task;
    this.byTaskId.set(follower.taskId, call);
    this.emit(call);
    follower.start();
  }

  private cancelTask(call: ActiveCall, follower: TaskFollower, reason: string): CallRecord {
    call.taskCancelReason = reason;
    // The call ends when the server confirms (the task reaches 'cancelled'); a refusal, such as a
    // task that just completed, leaves it to finish on its own.
    void follower.cancel().then((outcome) => {
      if (outcome.status !== 'ok') call.taskCancelReason = undefined;
    });
    return snapshot(call);
  }

  private taskEnded(call: ActiveCall, end: TaskEnd): void {
    this.byTaskId.delete(end.task.taskId);
    if (call.record.status !== 'running') return;
    Object.assign(call.record, { task: end.task, endedAt: Date.now() }, taskCallOutcome(end, call.taskCancelReason));
    // Inputs an extension task still waited for are withdrawn from the client-requests panel.
    if (call.extension) call.controller.abort(call.record.cancelReason);
    this.emit(call);
  }

  private settle(call: ActiveCall, error: unknown): void {
    const { record } = call;
    // A task call's tools/call answered with the CreateTaskResult; its follower ends the call.
    if (record.status !== 'running' || call.follower) return;
    record.endedAt = Date.now();
    const wire = call.wire;
    const limit = timeoutLimit(error);
    if (wire && 'rpcError' in wire) {
      Object.assign(record, { status: 'rpc-error', rpcError: wire.rpcError });
    } else if (wire && asObject(wire.result)) {
      const result = asObject(wire.result)!;
      Object.assign(record, { status: result.isError === true ? 'tool-error' : 'ok', result });
    } else if (limit) {
      // The SDK sent notifications/cancelled on its way out (its own timer, or our ceiling's abort).
      Object.assign(record, { status: 'timed-out', timeout: this.timeoutReport(record, limit) });
    } else {
      Object.assign(record, { status: 'failed', failure: this.failureOf(error, wire) });
    }
    this.emit(call);
  }

  private timeoutReport(record: CallRecord, limit: TimeoutReport['limit']): TimeoutReport {
    return buildTimeoutReport({
      request: { label: `tools/call ${record.tool}`, id: record.requestId ?? '?', method: 'tools/call', startedAt: record.startedAt },
      limit,
      limitMs: limitMs(record.options, limit),
      resetOnProgress: record.options.resetTimeoutOnProgress,
      progressCount: record.progress?.count ?? 0,
      lastProgressAt: record.progress?.at,
      outstanding: this.env.outstanding(),
      now: record.endedAt ?? Date.now(),
    });
  }

  private failureOf(error: unknown, wire: ActiveCall['wire']): BridgeErrorValue {
    if (wire) return { code: 'invalid_response', message: 'the server answered tools/call with a result that is not an object', details: wire };
    return requestFailure('tools/call', error, this.env.endReason());
  }

  private emit(call: ActiveCall): CallRecord {
    const copy = snapshot(call);
    this.env.emit(copy);
    return copy;
  }
}

/**
 * The call as it is now, for an event or an answer. A copy of the record's own fields only: what
 * they hold (arguments, result, progress, task) is replaced when it changes, never edited in
 * place, and a deep copy would copy a 20 MB result every time (docs/performance.md, B4).
 */
function snapshot(call: ActiveCall): CallRecord {
  return { ...call.record };
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
