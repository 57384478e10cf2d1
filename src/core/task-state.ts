/**
 * Tasks (spec 2025-11-25, "Tasks", and the 2026-07-28 Tasks extension): reading a task as tasks/get, notifications/tasks/status or a
 * CreateTaskResult describe it, and keeping the status history both sides of the bridge show.
 */
import type { TaskSnapshot, TaskState, TaskStatus } from './bridge-api/tasks';

const STATUSES: readonly TaskStatus[] = ['working', 'input_required', 'completed', 'failed', 'cancelled'];

/** completed, failed and cancelled are final (spec: "Task Status Lifecycle"). */
export function isTerminalTaskStatus(status: TaskStatus): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}

/**
 * The task in a tasks/get result or a notifications/tasks/status params (the task's fields at top
 * level), or undefined when it has no taskId or no known status. Unknown fields are dropped.
 */
export function readTaskSnapshot(value: unknown): TaskSnapshot | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const { taskId, status } = raw;
  if (typeof taskId !== 'string' || !STATUSES.includes(status as TaskStatus)) return undefined;
  const snapshot: TaskSnapshot = { taskId, status: status as TaskStatus };
  if (typeof raw.statusMessage === 'string') snapshot.statusMessage = raw.statusMessage;
  if (typeof raw.createdAt === 'string') snapshot.createdAt = raw.createdAt;
  if (typeof raw.lastUpdatedAt === 'string') snapshot.lastUpdatedAt = raw.lastUpdatedAt;
  // The Tasks extension (2026-07-28) names them ttlMs and pollIntervalMs; the meaning is the same.
  const ttl = 'ttl' in raw ? raw.ttl : raw.ttlMs;
  if (typeof ttl === 'number' || ttl === null) snapshot.ttl = ttl;
  const pollInterval = raw.pollInterval ?? raw.pollIntervalMs;
  if (typeof pollInterval === 'number') snapshot.pollInterval = pollInterval;
  return snapshot;
}

/** The task of a CreateTaskResult (`{ task: {...} }`), or undefined when the result is not one. */
export function readCreatedTask(result: unknown): TaskSnapshot | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  return readTaskSnapshot((result as { task?: unknown }).task);
}

/**
 * The state after `snapshot` was seen at `at`. A history entry is added only when the status or
 * its message changed, since polls mostly repeat what is known. A terminal state is never left:
 * a late poll answer must not undo "cancelled".
 */
export function advanceTask(state: TaskState | undefined, snapshot: TaskSnapshot, at: number): TaskState {
  if (!state) return { ...snapshot, history: [historyEntry(snapshot, at)] };
  if (isTerminalTaskStatus(state.status) && snapshot.status !== state.status) return state;
  const last = state.history.at(-1);
  const changed = last?.status !== snapshot.status || last.statusMessage !== snapshot.statusMessage;
  const next: TaskState = { ...state, ...snapshot, history: changed ? [...state.history, historyEntry(snapshot, at)] : state.history };
  // A status message belongs to its status: a new status without one clears the old one.
  if (snapshot.statusMessage === undefined) delete next.statusMessage;
  return next;
}

function historyEntry(snapshot: TaskSnapshot, at: number): TaskState['history'][number] {
  return snapshot.statusMessage === undefined ? { at, status: snapshot.status } : { at, status: snapshot.status, statusMessage: snapshot.statusMessage };
}
