/**
 * Tool calls as a recorded session shows them (issue 5, offline viewer): rebuilt from the wire
 * alone, so a trace opened with no bridge shows the same call history the live session did.
 *
 * What the wire cannot tell is left at its default: the call's timeout options, and whether a
 * cancel was the person's or a timeout's (both are a notifications/cancelled we sent).
 */
import type { CallRecord } from '../bridge-api/calls';
import { DEFAULT_CONNECTION_SETTINGS } from '../bridge-api/settings';
import { classifyMessage, pairKey, type RequestId } from '../jsonrpc';
import { advanceTask, readCreatedTask, readTaskSnapshot } from '../task-state';
import type { ConnectionId, MessageRecord, WireRecord } from '../wire';
import { isObject } from '../is-object';
import { openRound, recordedInputId, replaceRound, waitingRound, waitsForPerson } from '../call-rounds';
import { readInputRequired, readRetryParams } from '../mrtr';

export class CallsFromWire {
  private readonly calls: CallRecord[] = [];
  /** pairKey(request id) -> index in `calls`, for the requests that can still be answered. */
  private readonly byRequest = new Map<string, number>();
  /** pairKey(progress token) -> index. */
  private readonly byProgressToken = new Map<string, number>();
  /** taskId -> index, for calls that run as tasks. */
  private readonly byTask = new Map<string, number>();
  /** pairKey(id of a tasks/get or tasks/result we sent) -> [taskId, method]. */
  private readonly taskRequests = new Map<string, [string, string]>();

  constructor(private readonly conn: ConnectionId) {}

  snapshot(): CallRecord[] {
    return [...this.calls];
  }

  observe(record: WireRecord): void {
    if (record.kind === 'lifecycle' && (record.state === 'closed' || record.state === 'failed')) this.sessionEnded(record.t, record.detail);
    if (record.kind !== 'message' || !record.msg) return;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out') {
      if (shape.type === 'request' && shape.method === 'tools/call') this.started(record, shape.id, shape.params);
      else if (shape.type === 'request' && (shape.method === 'tasks/get' || shape.method === 'tasks/result') && isObject(shape.params) && typeof shape.params.taskId === 'string') {
        this.taskRequests.set(pairKey(shape.id), [shape.params.taskId, shape.method]);
      } else if (shape.type === 'notification' && shape.method === 'notifications/cancelled' && isObject(shape.params)) this.cancelled(record, shape.params);
      return;
    }
    if (shape.type === 'result' || shape.type === 'error') {
      const key = pairKey(shape.id ?? 'null');
      if (this.byRequest.has(key)) this.answered(key, record.t, shape.type === 'result' ? { result: shape.result } : { error: shape.error });
      else if (this.taskRequests.has(key)) this.taskAnswered(key, record.t, shape.type === 'result' ? { result: shape.result } : { error: shape.error });
    } else if (shape.type === 'notification' && shape.method === 'notifications/progress' && isObject(shape.params)) this.progressed(record.t, shape.params);
    else if (shape.type === 'notification' && shape.method === 'notifications/tasks/status') this.taskStatus(record.t, shape.params);
  }

  private update(index: number, change: (call: CallRecord) => CallRecord): void {
    const call = this.calls[index];
    if (call) this.calls[index] = change(call);
  }

  private started(record: MessageRecord, id: RequestId, params: unknown): void {
    const call = isObject(params) ? params : {};
    const retried = this.retried(record, id, call);
    if (retried !== undefined) return this.follow(retried, id, call);
    const index = this.calls.length;
    this.calls.push({
      id: `call-${record.seq}`,
      conn: this.conn,
      tool: typeof call.name === 'string' ? call.name : '(no name)',
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

  /**
   * An MRTR retry (MCP 2026-07-28): a tools/call that carries inputResponses or requestState
   * continues the latest call of that tool whose round waits, as the live bridge drove it.
   */
  private retried(record: MessageRecord, id: RequestId, params: Record<string, unknown>): number | undefined {
    const retry = readRetryParams(params);
    if (!retry) return undefined;
    const index = this.calls.findLastIndex((call) => call.status === 'running' && call.tool === params.name && waitingRound(call) !== undefined);
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
      if (asked && call.requestId !== undefined) {
        const next = { ...call };
        const opened = openRound(next, asked, call.requestId, call.rounds?.at(-1)?.retriedAt ?? call.startedAt, at);
        const keys = Object.entries(asked.inputRequests).filter(([, request]) => waitsForPerson(request.method));
        replaceRound(next, { ...opened, clientRequests: Object.fromEntries(keys.map(([key]) => [key, recordedInputId(call.id, opened.round, key)])) });
        return next;
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
    const [taskId, method] = this.taskRequests.get(key)!;
    this.taskRequests.delete(key);
    const index = this.byTask.get(taskId);
    if (index === undefined) return;
    const result = 'result' in answer && isObject(answer.result) ? answer.result : undefined;
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

function finished(call: CallRecord, at: number, result: Record<string, unknown> | undefined, rpcError: CallRecord['rpcError']): CallRecord {
  if (rpcError) return { ...call, status: 'rpc-error', endedAt: at, rpcError };
  if (!result) return { ...call, status: 'failed', endedAt: at, failure: { code: 'invalid_response', message: 'the result is not an object' } };
  return { ...call, status: result.isError === true ? 'tool-error' : 'ok', endedAt: at, result };
}
