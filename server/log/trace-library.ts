/**
 * The recorded sessions in the traces directory (issue 5, "Format": a Traces screen lists past
 * sessions and opens them; traces can be renamed, deleted and annotated). Summaries are read by
 * streaming each file once and cached by size and modification time, so a long list stays cheap.
 *
 * Names come from requests, so every one is checked (isTraceFileName) and resolved inside the
 * listed folders: no route can touch a file outside them.
 */
import { createReadStream } from 'node:fs';
import { appendFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ConnectionSummary } from '../../src/core/bridge-api';
import { classifyMessage } from '../../src/core/jsonrpc';
import { err, ok, type Result } from '../../src/core/result';
import { TRACE_FORMAT } from '../../src/core/traces/trace';
import { isTraceFileName, type TraceNoteRequest, type TraceSummary, type TraceWriterProcess } from '../../src/core/traces-api';
import { isObject } from '../../src/core/is-object';
import { tracesDirsToRead } from '../config/folders';
import { OWNER_FILE, tightenMode } from '../config/owner-only';
import { isEndRecord, recorderAlive, recorderOf } from './trace-writer';

/**
 * What one read of a file tells: the summary's counts, plus what notes need (the header's conn, the
 * record count) and what liveness needs (the header's recorder, whether the end record was written).
 */
type Counted = Omit<TraceSummary, 'name' | 'size' | 'modifiedAt' | 'live' | 'interrupted'> & { records: number; conn?: string; recorder?: TraceWriterProcess; ended?: true };

/** Counts what the list shows, line by line; a torn or foreign line is skipped, not fatal. */
async function countTrace(file: string): Promise<Counted> {
  const counted: Counted = { messages: 0, errors: 0, notes: 0, records: 0 };
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let first = true;
  for await (const line of lines) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      if (first) counted.problem = 'the first line is not a trace header';
      first = false;
      continue;
    }
    if (first) {
      first = false;
      if (!isObject(value) || value.format !== TRACE_FORMAT) counted.problem = 'not an mcpscope trace (no header line)';
      else {
        if (typeof value.createdAt === 'string') counted.createdAt = value.createdAt;
        if (typeof value.conn === 'string') counted.conn = value.conn;
        if (isObject(value.target)) counted.target = value.target as unknown as TraceSummary['target'];
        const recorder = recorderOf(value);
        if (recorder) counted.recorder = recorder;
      }
      continue;
    }
    if (!isObject(value)) continue;
    counted.records++;
    // Sticky: the library appends notes after the end record of a finished trace.
    if (isEndRecord(value)) counted.ended = true;
    if (value.kind === 'note') counted.notes++;
    else if (value.kind === 'client-error' || (value.kind === 'lifecycle' && value.state === 'failed')) counted.errors++;
    else if (value.kind === 'message') {
      counted.messages++;
      if (isObject(value.msg)) {
        const shape = classifyMessage(value.msg);
        if (shape.type === 'error') counted.errors++;
        const serverInfo = shape.type === 'result' && isObject(shape.result) ? shape.result.serverInfo : undefined;
        if (value.dir === 'in' && counted.serverName === undefined && isObject(serverInfo) && typeof serverInfo.name === 'string') counted.serverName = serverInfo.name;
      }
    }
  }
  return counted;
}

/** The trace files current sessions are writing: a closed or failed session's file is finished. */
export function recordingTraces(connections: readonly ConnectionSummary[]): ReadonlySet<string> {
  return new Set(connections.flatMap((connection) => (connection.tracePath && connection.state !== 'closed' && connection.state !== 'failed' ? [connection.tracePath] : [])));
}

export class TraceLibrary {
  private readonly cache = new Map<string, { size: number; mtimeMs: number; counted: Counted }>();

  /**
   * `live`: the trace files current connections are writing. `readFrom`: the folders listed, `dir`
   * first; with the default `dir`, the old default too (issue 19), where earlier versions recorded.
   */
  constructor(
    dir: string,
    private readonly live: () => ReadonlySet<string>,
    private readonly readFrom: readonly string[] = tracesDirsToRead(dir),
  ) {}

  async list(): Promise<Result<TraceSummary[]>> {
    const files = new Map<string, string>();
    for (const dir of this.readFrom) {
      let names: string[];
      try {
        names = (await readdir(dir)).filter(isTraceFileName);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        return err('internal', `cannot list ${dir}: ${(error as Error).message}`);
      }
      // A name in two folders is listed once, from the first: the one `fileOf` answers with.
      for (const name of names) if (!files.has(name)) files.set(name, path.join(dir, name));
    }
    const live = this.live();
    const summaries = await Promise.all([...files].map(([name, file]) => this.summary(name, file, live)));
    // Recordings in progress first: they are what someone watching a host wants to open.
    const order = (a: TraceSummary, b: TraceSummary) => Number(b.live) - Number(a.live) || b.modifiedAt - a.modifiedAt;
    return ok(summaries.filter((summary): summary is TraceSummary => summary !== undefined).sort(order));
  }

  /** The file's path, when `name` is an existing trace of these folders. */
  async fileOf(name: string): Promise<Result<string>> {
    if (!isTraceFileName(name)) return err('bad_request', `not a trace file name: ${JSON.stringify(name)}`);
    for (const dir of this.readFrom) {
      const file = path.join(dir, name);
      if (await exists(file)) return ok(file);
    }
    return err('not_found', `no trace ${name} in ${this.readFrom.join(' or ')}`);
  }

  async rename(name: string, requested: string): Promise<Result<TraceSummary[]>> {
    const target = requested.endsWith('.jsonl') ? requested : `${requested}.jsonl`;
    if (!isTraceFileName(target)) return err('bad_request', `a trace name cannot contain / or \\ or start with a dot: ${JSON.stringify(requested)}`);
    const file = await this.settledFile(name, 'rename');
    if (!file.ok) return file;
    if ((await this.fileOf(target)).ok) return err('bad_request', `a trace named ${target} already exists`);
    // Renamed where it is: a trace from the old folder stays there.
    const destination = path.join(path.dirname(file.value), target);
    await rename(file.value, destination);
    this.cache.delete(file.value);
    return this.list();
  }

  async remove(name: string): Promise<Result<TraceSummary[]>> {
    const file = await this.settledFile(name, 'delete');
    if (!file.ok) return file;
    await rm(file.value);
    this.cache.delete(file.value);
    return this.list();
  }

  /** Appends a note record: the file stays append-only, and readers show it with the record it is about. */
  async addNote(name: string, note: TraceNoteRequest): Promise<Result<TraceSummary>> {
    const text = note.text.trim();
    if (text === '') return err('bad_request', 'a note needs text');
    const file = await this.settledFile(name, 'annotate');
    if (!file.ok) return file;
    const counted = await countTrace(file.value);
    if (counted.problem) return err('bad_request', `${name} is ${counted.problem}`);
    if (note.about !== undefined && (!Number.isInteger(note.about) || note.about < 1 || note.about > counted.records)) {
      return err('bad_request', `about must be a record number from 1 to ${counted.records}`);
    }
    const t = Math.max(0, Date.now() - Date.parse(counted.createdAt ?? ''));
    const record = { t: Number.isFinite(t) ? t : 0, conn: counted.conn ?? 'note', kind: 'note', text, ...(note.about === undefined ? {} : { about: note.about }) };
    // Readers forgive a torn line only at the very end (a crash mid-write); a note after it would
    // turn it into a broken line in the middle, and the whole trace would stop opening.
    if (!(await endsWithNewline(file.value))) return err('bad_request', `${name} ends with a line cut off mid-write; it opens, but cannot be annotated`);
    // Opened for writing: a trace made 0644 before traces were owner-only is tightened (issue 17, finding 5).
    tightenMode(file.value, OWNER_FILE);
    await appendFile(file.value, `${JSON.stringify(record)}\n`);
    const summary = await this.summary(name, file.value, this.live());
    return summary ? ok(summary) : err('not_found', `no trace ${name}`);
  }

  /** Whether `name` is still being written, and if not how it ended; undefined when it is gone. */
  async writing(name: string): Promise<'writing' | 'ended' | 'interrupted' | undefined> {
    const file = await this.fileOf(name);
    const summary = file.ok ? await this.summary(name, file.value, this.live()) : undefined;
    if (!summary) return undefined;
    return summary.live ? 'writing' : summary.interrupted ? 'interrupted' : 'ended';
  }

  /** A trace no connection and no recorder is writing any more. */
  private async settledFile(name: string, what: string): Promise<Result<string>> {
    const file = await this.fileOf(name);
    if (!file.ok) return file;
    if (this.live().has(file.value)) return err('bad_request', `cannot ${what} ${name}: a current connection is still recording it; disconnect first`);
    if ((await this.writing(name)) === 'writing') return err('bad_request', `cannot ${what} ${name}: mcpscope record is still recording it; stop its host first`);
    return file;
  }

  private async summary(name: string, file: string, live: ReadonlySet<string>): Promise<TraceSummary | undefined> {
    try {
      const { size, mtimeMs } = await stat(file);
      const cached = this.cache.get(file);
      const counted = cached && cached.size === size && cached.mtimeMs === mtimeMs ? cached.counted : await countTrace(file);
      this.cache.set(file, { size, mtimeMs, counted });
      const { records: _records, conn: _conn, recorder, ended, ...shown } = counted;
      // A recording by another process (mcpscope record) is live until its end record, or until that process is gone.
      const recording = recorder !== undefined && !ended;
      const alive = recording && recorderAlive(recorder);
      return { name, size, modifiedAt: Math.round(mtimeMs), live: live.has(file) || alive, ...(recording && !alive ? { interrupted: true as const } : {}), ...shown };
    } catch {
      // Deleted between listing and reading it.
      return undefined;
    }
  }
}

function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function endsWithNewline(file: string): Promise<boolean> {
  const { size } = await stat(file);
  if (size === 0) return true;
  const stream = createReadStream(file, { start: size - 1, end: size - 1 });
  for await (const chunk of stream) return (chunk as Buffer)[0] === 0x0a;
  return true;
}
