/**
 * For the replay integration tests: run `mcpscope replay` in-process (as the CLI does, output
 * captured) and end a recorded session to get its trace file.
 */
import type { ConnectionTarget } from '../../src/core/bridge-api';
import type { ConnectionManager } from '../connections/manager';
import { waitForState } from '../connections/test-support';
import { parseReplay } from './parse-replay';
import { replay } from './replay';

export interface ReplayRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Disconnects `id` and resolves with the trace its session was recorded in. */
export async function closedTrace(manager: ConnectionManager, id: string): Promise<string> {
  await manager.disconnect(id);
  return (await waitForState(manager, id, 'closed')).tracePath!;
}

/** `mcpscope replay <trace> … [flags]` against `target`, with its exit code and output. */
export async function runReplayCli(trace: string, target: ConnectionTarget, flags: string[] = []): Promise<ReplayRun> {
  const parsed = parseReplay([trace, '--stdio', 'placeholder', ...flags], process.cwd());
  if (!parsed.ok) throw new Error(parsed.usageError);
  const out: string[] = [];
  const err: string[] = [];
  const code = await replay({ ...parsed.options, target }, { stdout: (line) => out.push(line), stderr: (line) => err.push(line), progress: () => undefined, color: false, exit: () => undefined as never });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
