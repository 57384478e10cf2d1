/**
 * The tasks mcpscope hosts for the server (spec 2025-11-25, tasks): a sampling or elicitation
 * request the server asked for as a task. The SDK answers the server's tasks/get, tasks/result,
 * tasks/list and tasks/cancel from this store; every status change, including the one the SDK's
 * own tasks/cancel handler makes, is reported so the waiting ClientRequestRecord can follow it.
 */
import { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks';
import type { Result, Task } from '@modelcontextprotocol/sdk/types.js';

export class HostedTaskStore extends InMemoryTaskStore {
  constructor(private readonly onChange: (task: Task) => void) {
    super();
  }

  override async updateTaskStatus(taskId: string, status: Task['status'], statusMessage?: string, sessionId?: string): Promise<void> {
    await super.updateTaskStatus(taskId, status, statusMessage, sessionId);
    await this.changed(taskId, sessionId);
  }

  override async storeTaskResult(taskId: string, status: 'completed' | 'failed', result: Result, sessionId?: string): Promise<void> {
    await super.storeTaskResult(taskId, status, result, sessionId);
    await this.changed(taskId, sessionId);
  }

  private async changed(taskId: string, sessionId: string | undefined): Promise<void> {
    const task = await this.getTask(taskId, sessionId);
    if (task) this.onChange(task);
  }
}
