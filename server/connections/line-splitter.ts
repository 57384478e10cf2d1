/**
 * Splits a text stream into lines (MCP stdio transport: "messages are delimited by newlines").
 * A trailing '\r' is dropped so CRLF servers read the same; blank lines are skipped.
 */
export class LineSplitter {
  /** The current line's chunks so far. Only a new chunk can hold its end, so only that is searched:
   * rescanning the whole buffer on every chunk made one 20 MB line cost 15 s (issue 6, B4). */
  private pending: string[] = [];

  constructor(private readonly onLine: (line: string) => void) {}

  push(chunk: string): void {
    let start = 0;
    let newline = chunk.indexOf('\n');
    while (newline !== -1) {
      this.pending.push(chunk.slice(start, newline));
      this.emit(this.pending.join(''));
      this.pending = [];
      start = newline + 1;
      newline = chunk.indexOf('\n', start);
    }
    if (start < chunk.length) this.pending.push(chunk.slice(start));
  }

  /** The stream ended: a last line without its newline still counts. */
  end(): void {
    const rest = this.pending.join('');
    this.pending = [];
    this.emit(rest);
  }

  private emit(line: string): void {
    const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (trimmed.trim() !== '') this.onLine(trimmed);
  }
}
