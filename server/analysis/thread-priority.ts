/**
 * The analysis thread yields the CPU to the rest of the bridge (issue 24, B3). Analysing a
 * 5,000-tool server keeps one core busy for 10 s and more after each connect, and again when a
 * connection is removed (the remaining servers are analysed anew). On a 2-core machine that left
 * one core to share between the bridge answering the page, the server writing its tools/list
 * and the browser drawing it. Findings can come a little later; what a person waits for cannot.
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** Below normal: the scheduler gives the thread what the others leave. */
export const ANALYSIS_NICENESS = constants.priority.PRIORITY_BELOW_NORMAL;

export type LoweredPriority = { lowered: true; threadId: number } | { lowered: false; reason: string };

/**
 * Lowers the calling thread's priority, and no other's. Linux names the calling thread in
 * /proc/thread-self (`<pid>/task/<tid>`), and setpriority(2) given a thread id applies to that
 * thread alone. Elsewhere there is no such name, and the thread keeps its priority.
 */
export function lowerThisThreadPriority(niceness = ANALYSIS_NICENESS): LoweredPriority {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(threadId) || threadId <= 0) return { lowered: false, reason: 'no thread id in /proc/thread-self' };
    setPriority(threadId, niceness);
    return { lowered: true, threadId };
  } catch (error) {
    return { lowered: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
