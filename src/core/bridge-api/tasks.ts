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
  /** Every status change seen, oldest first, from tasks/get polls and notifications/tasks/status. */
  history: { at: number; status: TaskStatus; statusMessage?: string }[];
}
