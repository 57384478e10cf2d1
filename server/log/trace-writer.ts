/**
 * Is anyone still writing a trace? A bridge knows its own connections; a trace that `mcpscope
 * record` writes (launched by a host such as Claude Desktop, not by us) names its process in the
 * header, and ends with a `lifecycle` record `closed` or `failed` (docs/trace-format.md, "Proxy
 * recordings"). A recorder killed before it wrote that record leaves a file with no end: its
 * process is gone, so the file is finished all the same.
 */
import { hostname } from 'node:os';
import { isObject } from '../../src/core/is-object';
import type { TraceWriterProcess } from '../../src/core/traces-api';

/** The last record a session writes: its `closed` or `failed` lifecycle record. */
export function isEndRecord(value: unknown): boolean {
  return isObject(value) && value.kind === 'lifecycle' && (value.state === 'closed' || value.state === 'failed');
}

/** The header's `recorder`, when it has a usable one. */
export function recorderOf(header: Record<string, unknown>): TraceWriterProcess | undefined {
  const { recorder } = header;
  if (!isObject(recorder) || !Number.isInteger(recorder.pid) || (recorder.pid as number) <= 0 || typeof recorder.host !== 'string') return undefined;
  return { pid: recorder.pid as number, host: recorder.host };
}

/**
 * Whether the recorder still runs. A pid on another machine (a shared traces directory) cannot
 * be checked, so it counts as gone: a follower that never ends would be worse than one that
 * stops early. Signal 0 only asks whether the process exists; EPERM means it does, as someone
 * else's. A reused pid reads as alive until that process ends too (the trade-off of a pid).
 */
export function recorderAlive(recorder: TraceWriterProcess): boolean {
  if (recorder.host !== hostname()) return false;
  try {
    process.kill(recorder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
