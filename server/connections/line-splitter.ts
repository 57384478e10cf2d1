/**
 * Splits a byte stream into lines (MCP stdio transport: "messages are delimited by newlines").
 * A trailing '\r' is dropped so CRLF servers read the same; blank lines are skipped.
 *
 * Lines stay bytes: a line is decoded once, whole, by its reader, and the trace can write a huge
 * message as the bytes it arrived as (raw-lines.ts) instead of serialising and encoding it again.
 */
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** The ASCII characters String.prototype.trim removes: tab, LF, VT, FF, CR, space. */
const ASCII_BLANKS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]);

export class LineSplitter {
  /** The current line's chunks so far. Only a new chunk can hold its end, so only that is searched,
   * and the line is joined once, at its newline: rescanning the buffered line on every chunk made
   * one 20 MB line cost 15 s (issue 6, B4). */
  private pending: Buffer[] = [];

  constructor(private readonly onLine: (line: Buffer) => void) {}

  push(chunk: Buffer): void {
    let start = 0;
    let newline = chunk.indexOf(NEWLINE);
    while (newline !== -1) {
      this.pending.push(chunk.subarray(start, newline));
      this.emit(Buffer.concat(this.pending));
      this.pending = [];
      start = newline + 1;
      newline = chunk.indexOf(NEWLINE, start);
    }
    if (start < chunk.length) this.pending.push(chunk.subarray(start));
  }

  /** The stream ended: a last line without its newline still counts. */
  end(): void {
    const rest = Buffer.concat(this.pending);
    this.pending = [];
    this.emit(rest);
  }

  private emit(line: Buffer): void {
    const trimmed = line.at(-1) === CARRIAGE_RETURN ? line.subarray(0, -1) : line;
    if (!isBlank(trimmed)) this.onLine(trimmed);
  }
}

/** Whether the line is only whitespace; decided by its first bytes for any line holding JSON. */
function isBlank(line: Buffer): boolean {
  for (const byte of line) {
    // Beyond ASCII: Unicode spaces (NBSP, BOM...) count as blank for trim(), as before.
    if (byte >= 0x80) return line.toString('utf8').trim() === '';
    if (!ASCII_BLANKS.has(byte)) return false;
  }
  return true;
}
