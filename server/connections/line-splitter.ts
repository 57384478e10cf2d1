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

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** The ASCII characters String.prototype.trim removes: tab, LF, VT, FF, CR, space. */
const ASCII_BLANKS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]);

export class LineSplitter {
  /** The current line's pieces so far. Only a new chunk can hold its end, so only that is searched:
   * rescanning the buffered line on every chunk made one 20 MB line cost 15 s (issue 6, B4). */
  private pending: Buffer[] = [];

  constructor(private readonly onLine: (line: LineBytes) => void) {}

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
    if (piece.length > 0) this.pending.push(piece);
  }

  private emit(): void {
    const line = this.pending;
    this.pending = [];
    const last = line.at(-1);
    if (last?.at(-1) === CARRIAGE_RETURN) {
      if (last.length === 1) line.pop();
      else line[line.length - 1] = last.subarray(0, -1);
    }
    if (!isBlank(line)) this.onLine(line);
  }
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
