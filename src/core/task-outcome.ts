/**
 * How a call run as a task ends, from the task's last state and what came with it: the live bridge
 * (server/connections/task-follower.ts) and a recorded session (trace-session/calls-from-wire.ts)
 * read it the same way.
 */
import type { CallRecord } from './bridge-api/calls';
import type { BridgeErrorValue } from './bridge-api/errors';
import type { TaskState } from './bridge-api/tasks';
import type { JsonRpcErrorObject } from './jsonrpc';

export interface TaskEnd {
  task: TaskState;
  result?: Record<string, unknown>;
  rpcError?: JsonRpcErrorObject;
  failure?: BridgeErrorValue;
}

/** The call's outcome fields; `userCancelReason`: the person's reason, when they cancelled it. */
export function taskCallOutcome(end: TaskEnd, userCancelReason: string | undefined): Partial<CallRecord> {
  const { task, result, rpcError, failure } = end;
  const answer = { ...(result ? { result } : {}), ...(rpcError ? { rpcError } : {}) };
  if (failure) return { status: 'failed', failure, ...answer };
  if (task.status === 'cancelled') {
    const byServer = `The server cancelled the task${task.statusMessage ? `: ${task.statusMessage}` : '.'}`;
    return { status: 'cancelled', cancelReason: userCancelReason ?? byServer };
  }
  if (task.status === 'failed') {
    const message = `The task failed${task.statusMessage ? `: ${task.statusMessage}` : ' (the server gave no status message).'}`;
    return { status: 'failed', failure: { code: 'task_failed', message }, ...answer };
  }
  if (rpcError) return { status: 'rpc-error', rpcError };
  if (result) return { status: result.isError === true ? 'tool-error' : 'ok', result };
  return { status: 'failed', failure: { code: 'invalid_response', message: 'the task ended without a result' } };
}
