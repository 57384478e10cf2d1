/**
 * Tool calls as a recorded session shows them (issue 5, offline viewer): rebuilt from the wire
 * alone, so a trace opened with no bridge shows the same call history the live session did.
 *
 * What the wire cannot tell is left at its default: the call's timeout options, and whether a
 * cancel was the person's or a timeout's (both are a notifications/cancelled we sent).
 *
 * An MRTR retry is paired with the call it continues by the requestState it echoes (which only
 * that call's round handed out), then by tool and arguments, then by tool alone: two calls of one
 * tool may overlap (issue 18). A prompts/get or resources/read is rebuilt the same way, with its
 * rounds (MRTR answers those too): the prompt's name or the resource's URI stands for the tool,
 * and `reads` hands them out as the outcome the Prompts and Resources screens show (recorded-reads.ts). A call run as a task in the Tasks extension's shape (2026-07-28)
 * is followed through its tasks/get answers and `notifications/tasks`, each carrying the whole
 * task: its status history, the inputs an input_required status asks for (a round, answered by
 * the tasks/update we sent), and its result or error.
 */
import type { CallRecord } from '../bridge-api/calls';
import { DEFAULT_CONNECTION_SETTINGS } from '../bridge-api/settings';
import { classifyMessage, pairKey, type RequestId } from '../jsonrpc';
import { advanceTask, readCreatedTask, readTaskSnapshot } from '../task-state';
import { taskCallOutcome } from '../task-outcome';
import type { InputRequired } from '../mrtr';
import type { ConnectionId, MessageRecord, WireRecord } from '../wire';
import { isObject } from '../is-object';
import { openRound, recordedInputId, replaceRound, waitingRound, waitsForPerson } from '../call-rounds';
import { continuedRequest, readInputRequired, readRetryParams, ROUNDED_METHODS, roundedTarget, type RoundedMethod, type WaitingRequest } from '../mrtr';
import { recordedRoundInputs } from '../call-rounds';
import type { ClientRequestRecord } from '../bridge-api/client-requests';
import { recordedRead, type RecordedRead } from './recorded-reads';

/** A rebuilt request that may take MRTR rounds: a tool call, or a prompts/get or resources/read kept in the same shape. */
type Rebuilt = CallRecord & { method: RoundedMethod };

export class CallsFromWire {
  private readonly calls: Rebuilt[] = [];
  /** pairKey(request id) -> index in `calls`, for the requests that can still be answered. */
  private readonly byRequest = new Map<string, number>();
  /** pairKey(progress token) -> index. */
  private readonly byProgressToken = new Map<string, number>();
  /** taskId -> index, for calls that run as tasks. */
  private readonly byTask = new Map<string, number>();
  /** pairKey(id of a tasks/get or tasks/result we sent) -> the task, the method, and the request's id and time. */
  private readonly taskRequests = new Map<string, { taskId: string; method: string; id: RequestId; t: number }>();

  constructor(private readonly conn: ConnectionId) {}

  /** The tool calls. */
  snapshot(): CallRecord[] {
    return this.calls.flatMap(({ method, ...call }) => (method === 'tools/call' ? [call] : []));
  }

  /** The prompts/get and resources/read requests, each with its rounds and outcome. */
  reads(): RecordedRead[] {
    return this.calls.flatMap((call) => (call.method === 'tools/call' ? [] : [recordedRead(call, call.method)]));
  }

  /** The MRTR inputs of every rebuilt request, as the Requests panel lists them. */
  roundInputs(): ClientRequestRecord[] {
    return this.calls.flatMap((call) => recordedRoundInputs(call, call.method));
  }

  observe(record: WireRecord): void {
    if (record.kind === 'lifecycle' && (record.state === 'closed' || record.state === 'failed')) this.sessionEnded(record.t, record.detail);
    if (record.kind !== 'message' || !record.msg) return;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out') {
      if (shape.type === 'request' && ROUNDED_METHODS.has(shape.method)) this.started(record, shape.method as RoundedMethod, shape.id, shape.params);
      else if (shape.type === 'request' && (shape.method === 'tasks/get' || shape.method === 'tasks/result') && isObject(shape.params) && typeof shape.params.taskId === 'string') {
        this.taskRequests.set(pairKey(shape.id), { taskId: shape.params.taskId, method: shape.method, id: shape.id, t: record.t });
      } else if (shape.type === 'request' && shape.method === 'tasks/update' && isObject(shape.params) && typeof shape.params.taskId === 'string') {
        this.taskUpdated(record, shape.id, shape.params.taskId, shape.params);
      } else if (shape.type === 'notification' && shape.method === 'notifications/cancelled' && isObject(shape.params)) this.cancelled(record, shape.params);
      return;
    }
    if (shape.type === 'result' || shape.type === 'error') {
      const key = pairKey(shape.id ?? 'null');
      if (this.byRequest.has(key)) this.answered(key, record.t, shape.type === 'result' ? { result: shape.result } : { error: shape.error });
      else if (this.taskRequests.has(key)) this.taskAnswered(key, record.t, shape.type === 'result' ? { result: shape.result } : { error: shape.error });
    } else if (shape.type === 'notification' && shape.method === 'notifications/progress' && isObject(shape.params)) this.progressed(record.t, shape.params);
    else if (shape.type === 'notification' && shape.method === 'notifications/tasks/status') this.taskStatus(record.t, shape.params);
    // The Tasks extension's notification carries the whole task, as a tasks/get answer does.
    else if (shape.type === 'notification' && shape.method === 'notifications/tasks') this.taskSeen(record.t, shape.params, undefined);
  }

  private update(index: number, change: (call: Rebuilt) => Rebuilt): void {
    const call = this.calls[index];
    if (call) this.calls[index] = change(call);
  }

  private started(record: MessageRecord, method: RoundedMethod, id: RequestId, params: unknown): void {
    const call = isObject(params) ? params : {};
    const retried = this.retried(record, method, id, call);
    if (retried !== undefined) return this.follow(retried, id, call);
    const index = this.calls.length;
    this.calls.push({
      method,
      // The bridge numbers a prompts/get or resources/read it drives as "rpc-N".
      id: `${method === 'tools/call' ? 'call' : 'rpc'}-${record.seq}`,
      conn: this.conn,
      tool: roundedTarget(method, call),
      arguments: isObject(call.arguments) ? call.arguments : {},
      options: DEFAULT_CONNECTION_SETTINGS.timeouts,
      status: 'running',
      startedAt: record.t,
      requestId: id,
    });
    this.follow(index, id, call);
  }

  /** Pairs the request (and its progress token) with the call at `index`. */
  private follow(index: number, id: RequestId, params: Record<string, unknown>): void {
    this.byRequest.set(pairKey(id), index);
    const token = isObject(params._meta) ? params._meta.progressToken : undefined;
    if (typeof token === 'string' || typeof token === 'number') this.byProgressToken.set(pairKey(token), index);
  }

  /** An MRTR retry (MCP 2026-07-28): the waiting request of its method it continues (mrtr.ts, continuedRequest), with the answers it carries. */
  private retried(record: MessageRecord, method: RoundedMethod, id: RequestId, params: Record<string, unknown>): number | undefined {
    const retry = readRetryParams(params);
    if (!retry) return undefined;
    const index = continuedRequest(this.calls, describeWaiting, method, params);
    if (index === -1) return undefined;
    this.update(index, (call) => {
      const next = { ...call, requestId: id };
      replaceRound(next, { ...waitingRound(call)!, inputResponses: retry.inputResponses ?? {}, retriedAt: record.t, retryRequestId: id });
      return next;
    });
    return index;
  }

  private answered(key: string, at: number, answer: { result: unknown } | { error: CallRecord['rpcError'] }): void {
    const index = this.byRequest.get(key)!;
    this.byRequest.delete(key);
    this.update(index, (call) => {
      const result = 'result' in answer && isObject(answer.result) ? answer.result : undefined;
      const rpcError = 'error' in answer ? answer.error : undefined;
      if (call.status !== 'running') return { ...call, lateResponse: { at, ...(result ? { result } : {}), ...(rpcError ? { rpcError } : {}) } };
      const asked = readInputRequired(result);
      if (asked && call.requestId !== undefined) return withRound(call, asked, { id: call.requestId, sentAt: call.rounds?.at(-1)?.retriedAt ?? call.startedAt }, at);
      if (call.method !== 'tools/call') return finished(call, at, result, rpcError);
      // The Tasks extension's CreateTaskResult: the task's fields at top level, resultType "task".
      const extensionTask = result?.resultType === 'task' ? readTaskSnapshot(result) : undefined;
      if (extensionTask) {
        this.byTask.set(extensionTask.taskId, index);
        return { ...call, task: { ...advanceTask(undefined, extensionTask, at), shape: 'extension' } };
      }
      const created = readCreatedTask(result);
      if (created && result && !('content' in result)) {
        this.byTask.set(created.taskId, index);
        return { ...call, task: advanceTask(call.task, created, at) };
      }
      return finished(call, at, result, rpcError);
    });
  }

  private taskAnswered(key: string, at: number, answer: { result: unknown } | { error: CallRecord['rpcError'] }): void {
    const { taskId, method, id, t } = this.taskRequests.get(key)!;
    this.taskRequests.delete(key);
    const index = this.byTask.get(taskId);
    if (index === undefined) return;
    const result = 'result' in answer && isObject(answer.result) ? answer.result : undefined;
    if (method === 'tasks/get' && this.calls[index]?.task?.shape === 'extension') return this.taskSeen(at, result, { id, sentAt: t });
    if (method === 'tasks/get') {
      const snapshot = readTaskSnapshot(result);
      if (snapshot) this.update(index, (call) => ({ ...call, task: advanceTask(call.task, snapshot, at) }));
      return;
    }
    this.update(index, (call) => (call.status === 'running' ? finished(call, at, result, 'error' in answer ? answer.error : undefined) : call));
  }

  private taskStatus(at: number, params: unknown): void {
    const snapshot = readTaskSnapshot(params);
    const index = snapshot && this.byTask.get(snapshot.taskId);
    if (snapshot && index !== undefined) this.update(index, (call) => ({ ...call, task: advanceTask(call.task, snapshot, at) }));
  }

  /**
   * A task in the Tasks extension's shape, as a tasks/get answer (`askedBy`) or notifications/tasks
   * carries it whole: a new input_required status opens a round with its inputRequests, and a
   * completed, failed or cancelled one ends the call the way the live bridge ends it.
   */
  private taskSeen(at: number, value: unknown, askedBy: { id: RequestId; sentAt: number } | undefined): void {
    const snapshot = readTaskSnapshot(value);
    const index = snapshot && this.byTask.get(snapshot.taskId);
    if (!snapshot || index === undefined || !isObject(value)) return;
    this.update(index, (call) => {
      if (call.status !== 'running' || call.task?.shape !== 'extension') return call;
      const task = advanceTask(call.task, snapshot, at);
      const next = { ...call, task };
      if (task.status === 'input_required' && task.history.length !== call.task.history.length && !waitingRound(call)) {
        const asked = readInputRequired({ ...value, resultType: 'input_required' });
        return asked ? withRound(next, asked, askedBy ?? { id: call.requestId ?? 0, sentAt: at }, at) : next;
      }
      if (task.status !== 'completed' && task.status !== 'failed' && task.status !== 'cancelled') return next;
      this.byTask.delete(snapshot.taskId);
      const result = isObject(value.result) ? value.result : undefined;
      const rpcError = isObject(value.error) ? (value.error as unknown as CallRecord['rpcError']) : undefined;
      return { ...next, endedAt: at, ...taskCallOutcome({ task, ...(result ? { result } : {}), ...(rpcError ? { rpcError } : {}) }, undefined) };
    });
  }

  /** The tasks/update we sent carried the answers of the extension task's waiting round. */
  private taskUpdated(record: MessageRecord, id: RequestId, taskId: string, params: Record<string, unknown>): void {
    const index = this.byTask.get(taskId);
    const round = index === undefined ? undefined : this.calls[index] && waitingRound(this.calls[index]);
    if (index === undefined || !round) return;
    this.update(index, (call) => {
      const next = { ...call };
      replaceRound(next, { ...round, inputResponses: readRetryParams(params)?.inputResponses ?? {}, retriedAt: record.t, retryRequestId: id });
      return next;
    });
  }

  private progressed(at: number, params: Record<string, unknown>): void {
    const token = params.progressToken;
    const index = typeof token === 'string' || typeof token === 'number' ? this.byProgressToken.get(pairKey(token)) : undefined;
    if (index === undefined || typeof params.progress !== 'number') return;
    this.update(index, (call) => ({
      ...call,
      progress: {
        progress: params.progress as number,
        ...(typeof params.total === 'number' ? { total: params.total } : {}),
        ...(typeof params.message === 'string' ? { message: params.message } : {}),
        at,
        count: (call.progress?.count ?? 0) + 1,
      },
    }));
  }

  private cancelled(record: MessageRecord, params: Record<string, unknown>): void {
    const id = params.requestId;
    if (typeof id !== 'string' && typeof id !== 'number') return;
    const index = this.byRequest.get(pairKey(id));
    if (index === undefined) return;
    // Kept in byRequest: a response may still arrive, and is shown as late.
    this.update(index, (call) => (call.status === 'running' ? { ...call, status: 'cancelled', endedAt: record.t, ...(typeof params.reason === 'string' ? { cancelReason: params.reason } : {}) } : call));
  }

  private sessionEnded(at: number, detail: string | undefined): void {
    this.calls.forEach((call, index) => {
      if (call.status !== 'running') return;
      this.calls[index] = { ...call, status: 'failed', endedAt: at, failure: { code: 'connection_closed', message: `the session ended before an answer${detail ? ` (${detail})` : ''}` } };
    });
    this.byRequest.clear();
    this.taskRequests.clear();
  }
}

function finished<T extends CallRecord>(call: T, at: number, result: Record<string, unknown> | undefined, rpcError: CallRecord['rpcError']): T {
  if (rpcError) return { ...call, status: 'rpc-error', endedAt: at, rpcError };
  if (!result) return { ...call, status: 'failed', endedAt: at, failure: { code: 'invalid_response', message: 'the result is not an object' } };
  return { ...call, status: result.isError === true ? 'tool-error' : 'ok', endedAt: at, result };
}

/** `call` with a new round asked in the answer to `askedBy`, its person-answered inputs named as the panel shows them. */
function withRound<T extends CallRecord>(call: T, asked: InputRequired, askedBy: { id: RequestId; sentAt: number }, at: number): T {
  const next = { ...call };
  const opened = openRound(next, asked, askedBy.id, askedBy.sentAt, at);
  const keys = Object.entries(asked.inputRequests).filter(([, request]) => waitsForPerson(request.method));
  replaceRound(next, { ...opened, clientRequests: Object.fromEntries(keys.map(([key]) => [key, recordedInputId(call.id, opened.round, key)])) });
  return next;
}

/** A rebuilt request as a retry is matched against it, while its latest round waits. */
function describeWaiting(call: Rebuilt): WaitingRequest | undefined {
  const round = call.status === 'running' ? waitingRound(call) : undefined;
  return round && { method: call.method, target: call.tool, arguments: call.arguments, ...(round.requestState === undefined ? {} : { requestState: round.requestState }) };
}
