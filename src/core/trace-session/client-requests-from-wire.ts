/**
 * The server's sampling and elicitation requests as a recorded session saw them (issue 5, offline
 * viewer): each request, and what was sent back, or why it was withdrawn. A request the server
 * asked for as a task is answered at once with a CreateTaskResult; the person's answer is what
 * we returned to the server's tasks/result.
 */
import type { ClientRequestRecord } from '../bridge-api/client-requests';
import { classifyMessage, pairKey, type JsonRpcErrorObject } from '../jsonrpc';
import { advanceTask, readCreatedTask, readTaskSnapshot } from '../task-state';
import type { ConnectionId, WireRecord } from '../wire';
import { isObject } from '../is-object';

const WAITING_METHODS = new Set<string>(['sampling/createMessage', 'elicitation/create']);

export class ClientRequestsFromWire {
  private readonly requests: ClientRequestRecord[] = [];
  /** pairKey(server's request id) -> index, until we answer. */
  private readonly open = new Map<string, number>();
  private readonly byTask = new Map<string, number>();
  /** pairKey(id of the server's tasks/result request) -> taskId. */
  private readonly resultRequests = new Map<string, string>();

  constructor(private readonly conn: ConnectionId) {}

  snapshot(): ClientRequestRecord[] {
    return [...this.requests];
  }

  observe(record: WireRecord): void {
    if (record.kind === 'lifecycle' && (record.state === 'closed' || record.state === 'failed')) this.withdrawAll(record.t, 'the connection ended');
    if (record.kind !== 'message' || !record.msg) return;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'in') {
      if (shape.type === 'request' && WAITING_METHODS.has(shape.method)) {
        this.open.set(pairKey(shape.id), this.requests.length);
        this.requests.push({
          id: `req-${record.seq}`,
          conn: this.conn,
          method: shape.method as ClientRequestRecord['method'],
          requestId: shape.id,
          params: isObject(shape.params) ? shape.params : {},
          receivedAt: record.t,
          status: 'pending',
        });
      } else if (shape.type === 'request' && shape.method === 'tasks/result' && isObject(shape.params) && typeof shape.params.taskId === 'string') {
        this.resultRequests.set(pairKey(shape.id), shape.params.taskId);
      } else if (shape.type === 'notification' && shape.method === 'notifications/cancelled' && isObject(shape.params)) {
        const id = shape.params.requestId;
        const index = typeof id === 'string' || typeof id === 'number' ? this.open.get(pairKey(id)) : undefined;
        if (index !== undefined) this.withdraw(index, record.t, typeof shape.params.reason === 'string' ? shape.params.reason : 'cancelled by the server');
      }
      return;
    }
    if (shape.type === 'result' || shape.type === 'error') {
      const key = pairKey(shape.id ?? 'null');
      const answer = shape.type === 'result' ? { result: shape.result } : { error: shape.error };
      if (this.open.has(key)) this.answered(key, record.t, answer);
      else if (this.resultRequests.has(key)) this.taskResult(key, record.t, answer);
    } else if (shape.type === 'notification' && shape.method === 'notifications/tasks/status') {
      const snapshot = readTaskSnapshot(shape.params);
      const index = snapshot && this.byTask.get(snapshot.taskId);
      if (snapshot && index !== undefined) this.update(index, (request) => ({ ...request, task: advanceTask(request.task, snapshot, record.t) }));
    }
  }

  private update(index: number, change: (request: ClientRequestRecord) => ClientRequestRecord): void {
    const request = this.requests[index];
    if (request) this.requests[index] = change(request);
  }

  private answered(key: string, at: number, answer: { result: unknown } | { error: JsonRpcErrorObject }): void {
    const index = this.open.get(key)!;
    this.open.delete(key);
    const created = 'result' in answer ? readCreatedTask(answer.result) : undefined;
    if (created && this.requests[index]?.params.task !== undefined) {
      this.byTask.set(created.taskId, index);
      this.update(index, (request) => ({ ...request, task: advanceTask(request.task, created, at) }));
      return;
    }
    this.update(index, (request) => settle(request, at, answer));
  }

  private taskResult(key: string, at: number, answer: { result: unknown } | { error: JsonRpcErrorObject }): void {
    const index = this.byTask.get(this.resultRequests.get(key)!);
    this.resultRequests.delete(key);
    if (index !== undefined) this.update(index, (request) => (request.status === 'pending' ? settle(request, at, answer) : request));
  }

  private withdraw(index: number, at: number, reason: string): void {
    this.update(index, (request) => (request.status === 'pending' ? { ...request, status: 'withdrawn', answeredAt: at, withdrawnReason: reason } : request));
  }

  private withdrawAll(at: number, reason: string): void {
    this.requests.forEach((request, index) => {
      if (request.status === 'pending') this.withdraw(index, at, reason);
    });
    this.open.clear();
    this.resultRequests.clear();
  }
}

function settle(request: ClientRequestRecord, at: number, answer: { result: unknown } | { error: JsonRpcErrorObject }): ClientRequestRecord {
  if ('error' in answer) return { ...request, status: 'rejected', answeredAt: at, error: answer.error };
  return { ...request, status: 'answered', answeredAt: at, ...(isObject(answer.result) ? { result: answer.result } : {}) };
}
