/**
 * Splits a byte stream into lines (MCP stdio transport: "messages are delimited by newlines").
 * A trailing '\r' is dropped so CRLF servers read the same; blank lines are skipped.
 *
 * A line is handed over as the pieces of the chunks it arrived in: its reader decodes it once
 * (lineText), and the trace writes the pieces as they arrived (raw-lines.ts) instead of
 * serialising and encoding the message again (B4). On this VM every fresh 20 MB allocation costs
 * ~70 ms of page faults: a huge line is joined once, to be decoded, and not again for the trace.
 */
export type LineBytes = readonly Buffer[];

/** A line longer than a reader holds: how long it was, and the ends that were kept. */
export interface OversizeLine {
  head: Buffer;
  tail: Buffer;
  bytes: number;
}

/**
 * The longest line a reader holds (issue 17, finding 3: depth and size guards where records are
 * made). A line is decoded to one string and parsed whole; V8 refuses strings past ~512 M
 * characters, and parsing one of even half that takes the heap near its limit, so a hostile or
 * broken server could crash the bridge with one line. 128 MiB is six times the largest result
 * the benchmarks show whole (docs/performance.md, B4's 20 MB).
 */
export const MAX_LINE_BYTES = 128 * 2 ** 20;
/** What an oversize line keeps of its start (shown, and read for its id) and of its end. */
const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 1024;

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** The ASCII characters String.prototype.trim removes: tab, LF, VT, FF, CR, space. */
const ASCII_BLANKS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]);

export class LineSplitter {
  /** The current line's pieces so far. Only a new chunk can hold its end, so only that is searched:
   * rescanning the buffered line on every chunk made one 20 MB line cost 15 s (issue 6, B4). */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Set once the current line passed the limit: only its ends are kept from then on. */
  private oversize: OversizeLine | undefined;

  constructor(
    private readonly onLine: (line: LineBytes) => void,
    private readonly onOversizeLine: (line: OversizeLine) => void,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    let newline = chunk.indexOf(NEWLINE);
    while (newline !== -1) {
      this.keep(chunk.subarray(start, newline));
      this.emit();
      start = newline + 1;
      newline = chunk.indexOf(NEWLINE, start);
    }
    this.keep(chunk.subarray(start));
  }

  /** The stream ended: a last line without its newline still counts. */
  end(): void {
    this.emit();
  }

  private keep(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.oversize) {
      this.oversize.bytes += piece.length;
      this.oversize.tail = lastBytes([this.oversize.tail, piece], TAIL_BYTES);
      return;
    }
    this.pending.push(piece);
    this.pendingBytes += piece.length;
    if (this.pendingBytes <= this.maxLineBytes) return;
    // Copies: the ends must not keep the whole line's chunks alive.
    const joined = this.pending;
    this.oversize = { head: Buffer.from(firstBytes(joined, HEAD_BYTES)), tail: Buffer.from(lastBytes(joined, TAIL_BYTES)), bytes: this.pendingBytes };
    this.pending = [];
    this.pendingBytes = 0;
  }

  private emit(): void {
    const oversize = this.oversize;
    const line = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    this.oversize = undefined;
    if (oversize) return this.onOversizeLine(oversize);
    const last = line.at(-1);
    if (last?.at(-1) === CARRIAGE_RETURN) {
      if (last.length === 1) line.pop();
      else line[line.length - 1] = last.subarray(0, -1);
    }
    if (!isBlank(line)) this.onLine(line);
  }
}

function firstBytes(pieces: readonly Buffer[], count: number): Buffer {
  const kept: Buffer[] = [];
  let left = count;
  for (const piece of pieces) {
    if (left <= 0) break;
    kept.push(piece.subarray(0, left));
    left -= piece.length;
  }
  return Buffer.concat(kept);
}

function lastBytes(pieces: readonly Buffer[], count: number): Buffer {
  const kept: Buffer[] = [];
  let left = count;
  for (let index = pieces.length - 1; index >= 0 && left > 0; index--) {
    const piece = pieces[index]!;
    kept.unshift(piece.subarray(Math.max(0, piece.length - left)));
    left -= piece.length;
  }
  return Buffer.concat(kept);
}

/**
 * The line as text, decoded once and whole, so a character cut between two chunks is read whole.
 * Joined first: decoding each piece apart filled V8's young generation with 20 MB of strings, and
 * its garbage collection cost more than the join.
 */
export function lineText(line: LineBytes): string {
  return (line.length === 1 ? line[0]! : Buffer.concat(line)).toString('utf8');
}

export function lineLength(line: LineBytes): number {
  return line.reduce((sum, piece) => sum + piece.length, 0);
}

/** Whether the line is only whitespace; decided by its first byte for any line holding JSON. */
function isBlank(line: LineBytes): boolean {
  for (const piece of line) {
    for (const byte of piece) {
      // Beyond ASCII: Unicode spaces (NBSP, BOM...) count as blank for trim(), as before.
      if (byte >= 0x80) return lineText(line).trim() === '';
      if (!ASCII_BLANKS.has(byte)) return false;
    }
  }
  return true;
}

/** An oversize line's kept ends as text, for oversizeLineFields (src/core/wire-line.ts). */
export function oversizeText(line: OversizeLine): { head: string; tail: string; bytes: number } {
  return { head: line.head.toString('utf8'), tail: line.tail.toString('utf8'), bytes: line.bytes };
}

/** An oversize stderr line as the line a person reads: its start, and what was cut. */
export function cutStderrLine(line: OversizeLine): string {
  return `${line.head.toString('utf8')}… [cut: a line of ${line.bytes.toLocaleString('en-US')} bytes]`;
}
