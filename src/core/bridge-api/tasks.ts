/** Tasks (spec 2025-11-25): a call, or a server's request, run as a task and followed to its end. */
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** A task as tasks/get or notifications/tasks/status describe it. */
export interface TaskSnapshot {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt?: string;
  lastUpdatedAt?: string;
  ttl?: number | null;
  pollInterval?: number;
}

export interface TaskState extends TaskSnapshot {
  /**
   * Which shape of tasks: the 2025-11-25 core protocol's (`task` in tools/call, tasks/result), or
   * the 2026-07-28 Tasks extension's (declared per request, tasks/get carries the result, input
   * goes back with tasks/update). Absent on records from before the extension: 2025-11-25.
   */
  shape?: 'extension';
  /** Every status change seen, oldest first, from tasks/get polls and notifications/tasks/status. */
  history: { at: number; status: TaskStatus; statusMessage?: string }[];
}
