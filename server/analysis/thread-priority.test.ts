import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { surfaceOf } from '../../src/core/analysis/rules/test-support';
import { AnalysisThread } from './analysis-thread';
import { ANALYSIS_NICENESS } from './thread-priority';

/** A thread's nice value: field 19 of /proc/<pid>/task/<tid>/stat, counted after the command's closing parenthesis. */
function niceOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const threadNices = () => readdirSync('/proc/self/task').map((tid) => niceOf(`/proc/self/task/${tid}/stat`));

/** More than INLINE_DEFINITIONS, so the job goes to the thread. */
const manyTools = surfaceOf('many', Array.from({ length: 60 }, (_, index) => ({ name: `tool_${index}`, description: `Returns record ${index}.`, inputSchema: { type: 'object' } })));

let thread: AnalysisThread | undefined;
afterEach(() => thread?.close());

describe.runIf(process.platform === 'linux')('the analysis thread priority', () => {
  it('runs the analysis thread below normal priority, and leaves the thread that started it as it was', async () => {
    const callerBefore = niceOf('/proc/thread-self/stat');
    const loweredBefore = threadNices().filter((nice) => nice === ANALYSIS_NICENESS).length;
    thread = new AnalysisThread();
    expect((await thread.run({ kind: 'surfaces', surfaces: [manyTools] })).ok).toBe(true);
    expect(threadNices().filter((nice) => nice === ANALYSIS_NICENESS)).toHaveLength(loweredBefore + 1);
    expect(niceOf('/proc/thread-self/stat')).toBe(callerBefore);
  });
});
