/**
 * Splits a text stream into lines (MCP stdio transport: "messages are delimited by newlines").
 * A trailing '\r' is dropped so CRLF servers read the same; blank lines are skipped.
 */
export class LineSplitter {
  private buffer = '';

  constructor(private readonly onLine: (line: string) => void) {}

  push(chunk: string): void {
    this.buffer += chunk;
    let newline = this.buffer.indexOf('\n');
    while (newline !== -1) {
      this.emit(this.buffer.slice(0, newline));
      this.buffer = this.buffer.slice(newline + 1);
      newline = this.buffer.indexOf('\n');
    }
  }

  /** The stream ended: a last line without its newline still counts. */
  end(): void {
    const rest = this.buffer;
    this.buffer = '';
    this.emit(rest);
  }

  private emit(line: string): void {
    const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (trimmed.trim() !== '') this.onLine(trimmed);
  }
}
