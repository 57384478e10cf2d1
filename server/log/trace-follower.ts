/**
 * Follows a trace file as its writer appends to it (issue 5, item 7: a recording "shows the
 * traffic live"): reads what was added after a byte offset, passes on complete lines only, and
 * ends when the writer does. Polling rather than fs.watch: watch events are coalesced, dropped on
 * network drives and differ per platform; a stat every TRACE_FOLLOW_POLL_MS costs nothing.
 *
 * A writer appends each line with one write (trace-recorder.ts), but a reader can still catch a
 * line half-written: the bytes after the last `\n` stay unread until their `\n` arrives.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { TRACE_FOLLOW_POLL_MS, type TraceFollowEnd } from '../../src/core/traces-api';
import { isEndRecord } from './trace-writer';

/** One read at most this much, so a follower started far behind catches up in steps. */
const MAX_READ_BYTES = 4 * 1024 * 1024;

export type WriterState = 'writing' | 'ended' | 'interrupted';

export interface TraceFollowerOptions {
  file: string;
  /** The byte to start from: just after the last complete line the reader has. */
  from: number;
  /** Asked when a read found nothing new: is the file still being written? */
  writerState: () => Promise<WriterState | undefined>;
  onLines: (chunk: { from: number; to: number; lines: string[] }) => void;
  onEnd: (end: { reason: TraceFollowEnd; at: number }) => void;
  pollMs?: number;
}

export interface TraceFollower {
  stop(): void;
}

export function followTrace(options: TraceFollowerOptions): TraceFollower {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
  void run(options, () => stopped, (next) => {
    if (!stopped) timer = setTimeout(next, options.pollMs ?? TRACE_FOLLOW_POLL_MS);
  }).catch(() => {
    // The file went away (deleted, unreadable): nothing more will be appended to what was sent.
    if (!stopped) options.onEnd({ reason: 'truncated', at: options.from });
  });
  return { stop };
}

async function run(options: TraceFollowerOptions, isStopped: () => boolean, later: (next: () => void) => void): Promise<void> {
  const handle = await open(options.file, 'r');
  let offset = options.from;
  let finished = false;
  const finish = async (reason: TraceFollowEnd) => {
    if (finished) return;
    finished = true;
    await handle.close().catch(() => undefined);
    if (!isStopped()) options.onEnd({ reason, at: offset });
  };
  const send = (read: { lines: string[]; to: number }) => {
    if (read.lines.length > 0) options.onLines({ from: offset, to: read.to, lines: read.lines });
    offset = read.to;
  };
  const tick = async (): Promise<void> => {
    if (isStopped()) return finish('ended');
    const { size } = await handle.stat();
    if (size < offset) return finish('truncated');
    const read = await readCompleteLines(handle, offset, size);
    if (read.to > offset) {
      send(read);
      // The end record is the writer's last word: no need to wait for the process to go.
      if (read.lines.some((line) => isEndRecord(parse(line)))) return finish('ended');
      if (read.to < size) return tick();
    } else {
      // Checked after a read that found nothing, so whatever the writer wrote before it stopped is sent first.
      const state = await options.writerState();
      if (state !== 'writing') {
        send(await readCompleteLines(handle, offset, (await handle.stat()).size));
        return finish(state ?? 'truncated');
      }
    }
    later(() => void tick().catch(() => finish('truncated')));
  };
  await tick();
}

/** The complete lines between `from` and `size`, and the offset just after the last of them. */
async function readCompleteLines(handle: FileHandle, from: number, size: number): Promise<{ lines: string[]; to: number }> {
  if (size <= from) return { lines: [], to: from };
  let length = Math.min(size - from, MAX_READ_BYTES);
  let buffer = Buffer.alloc(length);
  let end = buffer.subarray(0, (await handle.read(buffer, 0, length, from)).bytesRead).lastIndexOf(0x0a);
  if (end < 0 && length < size - from) {
    // One line longer than a read (a large tool result): take the rest in one go.
    length = size - from;
    buffer = Buffer.alloc(length);
    end = buffer.subarray(0, (await handle.read(buffer, 0, length, from)).bytesRead).lastIndexOf(0x0a);
  }
  if (end < 0) return { lines: [], to: from };
  // Cut at a newline byte, never inside a UTF-8 sequence; blank lines are the reader's to skip.
  const lines = buffer.subarray(0, end).toString('utf8').split('\n').map((line) => line.replace(/\r$/, ''));
  return { lines: lines.filter((line) => line !== ''), to: from + end + 1 };
}

function parse(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
