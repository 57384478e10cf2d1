/**
 * The bytes a large stdout message arrived as, kept beside the parsed message until the trace
 * has written them. Serialising a 20 MB result again for the trace, and encoding that string to
 * UTF-8, cost the bridge 0.3-0.5 s before the call's event could go out (issue 6, B4); the
 * bytes are already what the trace needs. Taken once: the in-memory log keeps the message, so a
 * copy left here would double its memory.
 */
import { lineLength, type LineBytes } from '../connections/line-splitter';

const rawLines = new WeakMap<object, LineBytes>();

/** Smaller lines are serialised again: cheap, and not worth a map entry each. */
export const RAW_LINE_MIN_BYTES = 64 * 1024;

/** `line` must be exactly one JSON text of `msg`, with no newline (a stdio line is). */
export function keepRawLine(msg: object, line: LineBytes): void {
  if (lineLength(line) >= RAW_LINE_MIN_BYTES) rawLines.set(msg, line);
}

export function takeRawLine(msg: object): LineBytes | undefined {
  const line = rawLines.get(msg);
  if (line) rawLines.delete(msg);
  return line;
}
