/**
 * Whether a tool runs as a task (spec 2025-11-25, tools: `execution.taskSupport`). 'required' must
 * run as a task, 'optional' may, and a missing value means 'forbidden'.
 */
import type { ToolDefinition } from './bridge-api/tools';
import type { ProtocolEra } from './protocol-era';

export type TaskSupport = 'required' | 'optional' | 'forbidden';

export function toolTaskSupport(tool: ToolDefinition): TaskSupport {
  const execution = tool.execution as { taskSupport?: unknown } | undefined;
  const value = execution?.taskSupport;
  return value === 'required' || value === 'optional' ? value : 'forbidden';
}

/** The server declared that tools/call may be run as a task (capabilities.tasks.requests.tools.call). */
export function serverRunsToolsAsTasks(serverCapabilities: Record<string, unknown> | undefined): boolean {
  const tasks = serverCapabilities?.tasks as { requests?: { tools?: { call?: unknown } } } | undefined;
  return typeof tasks?.requests?.tools?.call === 'object' && tasks.requests.tools.call !== null;
}

/** The Tasks extension's id (MCP 2026-07-28: tasks left the core protocol for an extension). */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** The server declared the Tasks extension (capabilities.extensions["io.modelcontextprotocol/tasks"]). */
export function serverOffersTasksExtension(serverCapabilities: Record<string, unknown> | undefined): boolean {
  const extensions = serverCapabilities?.extensions as Record<string, unknown> | undefined;
  return typeof extensions?.[TASKS_EXTENSION] === 'object' && extensions[TASKS_EXTENSION] !== null;
}

/**
 * How "Run as task" goes on a session: in the Tasks extension's shape (a 2026-07-28 session whose
 * server declared the extension), or with the 2025-11-25 `task` param, which the server declared
 * (tasks.requests.tools.call) or not.
 */
export type TaskOffer = 'extension' | 'declared' | 'undeclared';

export function taskOffer(era: ProtocolEra | undefined, serverCapabilities: Record<string, unknown> | undefined): TaskOffer {
  if (era === 'modern' && serverOffersTasksExtension(serverCapabilities)) return 'extension';
  return serverRunsToolsAsTasks(serverCapabilities) ? 'declared' : 'undeclared';
}

/** What the user chose for the next call; a 'required' tool runs as a task whatever they chose. */
export interface TaskChoice {
  asTask: boolean;
  ttlMs?: number;
}

export function taskRequestFor(support: TaskSupport, choice: TaskChoice): { ttlMs?: number } | undefined {
  if (support !== 'required' && !choice.asTask) return undefined;
  return choice.ttlMs === undefined ? {} : { ttlMs: choice.ttlMs };
}
