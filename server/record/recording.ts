/**
 * Where `mcpscope record` writes, and records stamped for it. One proxy run is one session, so
 * one trace file; its `conn` is always `record` (docs/trace-format.md, "Proxy recordings").
 */
import { statSync } from 'node:fs';
import { hostname } from 'node:os';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import type { Result } from '../../src/core/result';
import type { Direction, UnsequencedRecord } from '../../src/core/wire';
import type { LineFields } from '../../src/core/wire-line';
import { TraceRecorder } from '../log/trace-recorder';
import { defaultTracesDir, ownTracesDir } from '../log/traces-dir';

export const RECORD_CONN = 'record';

/** A record without the stamp every record shares; `record()` adds `t` and `conn`. */
export type RecordFields = UnsequencedRecord extends infer R ? (R extends UnsequencedRecord ? Omit<R, 't' | 'conn'> : never) : never;

export interface Recording {
  readonly path: string;
  record(fields: RecordFields): void;
  /** A message record; the host's `notifications/initialized` also marks the session ready. */
  message(dir: Direction, fields: LineFields): void;
  close(): void;
}

/**
 * `out` null: the traces directory (`tracesDir`, else the default), so the Traces screen lists the
 * recording. An existing directory gets a new file per session, as the bridge names them; anything
 * else is the file. The header names this process, so a bridge's library knows the file is still
 * being written and follows it live (docs/trace-format.md, "Proxy recordings").
 */
export function openRecording(out: string | null, target: ConnectionTarget, mcpscopeVersion: string, tracesDir: string | null = null): Result<Recording> {
  const dir = out ?? ownTracesDir(tracesDir ?? defaultTracesDir(), (line) => console.error(line));
  const file = out !== null && !isDirectory(out) ? out : undefined;
  const opened = TraceRecorder.open({ dir, conn: RECORD_CONN, target, mcpscopeVersion, recorder: { pid: process.pid, host: hostname() }, ...(file ? { file } : {}) });
  if (!opened.ok) return opened;
  const recorder = opened.value;
  const record = (fields: RecordFields): void => recorder.write({ t: Date.now(), conn: RECORD_CONN, ...fields });
  let ready = false;
  const message = (dir: Direction, fields: LineFields): void => {
    // `answers` is for a live client to fail the call at once; a recording only keeps the text.
    const { answers: _answers, ...recorded } = fields as LineFields & { answers?: unknown };
    record({ kind: 'message', dir, ...recorded });
    // A proxy sees no handshake of its own: the session is ready once the host says so (spec, lifecycle "Initialization").
    if (!ready && dir === 'out' && 'msg' in fields && fields.msg.method === 'notifications/initialized') {
      ready = true;
      record({ kind: 'lifecycle', state: 'ready' });
    }
  };
  return { ok: true, value: { path: recorder.path, record, message, close: () => recorder.close() } };
}

/**
 * Runs one act of recording so that its failure costs only that record: the proxy passes every
 * byte on whatever it fails to record, and never exits because of a message (issue 17, finding 3).
 * The trace writer already keeps what it cannot serialise as text; this catches the rest, such as
 * a line past the longest string V8 can hold.
 */
export function recordSafely(what: string, act: () => void): void {
  try {
    act();
  } catch (error) {
    console.error(`mcpscope record: could not record ${what}, passed it on unrecorded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
