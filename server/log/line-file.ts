/**
 * An append-only file of lines, written in order at offsets it keeps itself (docs/trace-format.md:
 * one JSONL line per record). A line is written synchronously, so a record that reached the log
 * is on disk before the next one is taken and a crash of either side loses nothing already seen,
 * except a line of a megabyte or more: its write() to the page cache held the bridge's event loop
 * ~60 ms for a 20 MB result before the call's event could go out (issue 6, B4). Such a line, and
 * any line after it until the queue is empty again, is written off the event loop, in order.
 * flush() writes whatever is still queued synchronously; close() and process exit call it, so a
 * queued line is lost only to a kill that no JavaScript sees (SIGKILL), as a torn line always was.
 */
import { closeSync, writev, writevSync } from 'node:fs';

/** Lines this long go through the queue. */
export const QUEUED_LINE_BYTES = 1024 * 1024;

interface QueuedLine {
  parts: readonly Buffer[];
  position: number;
}

/** Files with queued lines, flushed on exit: `exit` listeners run on every exit that still runs JS. */
const unflushed = new Set<LineFile>();
let exitFlushInstalled = false;

export class LineFile {
  private open = true;
  /** Where the next line goes. Each write carries its offset, so flush() can write queued lines
   * synchronously even while one of them is on its way: same bytes, same place. */
  private position = 0;
  private readonly queue: QueuedLine[] = [];
  private writing = false;

  /** `fd` must not be in append mode (O_APPEND would ignore the offsets); the file is ours to close. */
  constructor(
    private readonly fd: number,
    private readonly onError: (error: Error) => void,
  ) {}

  get closed(): boolean {
    return !this.open;
  }

  /** One line, newline included, as its parts in order: written with one writev, never joined. */
  write(parts: readonly Buffer[]): void {
    if (!this.open) return;
    const line = { parts, position: this.position };
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    this.position += length;
    if (this.queue.length === 0 && length < QUEUED_LINE_BYTES) return this.writeNow(line);
    this.queue.push(line);
    watchExit(this);
    if (!this.writing) this.writeNext();
  }

  /** Writes every queued line now, synchronously. */
  flush(): void {
    for (const line of this.queue.splice(0)) this.writeNow(line);
    unflushed.delete(this);
  }

  close(): void {
    if (!this.open) return;
    this.flush();
    this.open = false;
    // A write still on its way closes the file when it is done: closing now could hand its
    // descriptor to another file before the write lands.
    if (!this.writing) closeSync(this.fd);
  }

  private writeNow({ parts, position }: QueuedLine): void {
    if (!this.open) return;
    try {
      writevSync(this.fd, parts, position);
    } catch (error) {
      this.fail(error as Error);
    }
  }

  private writeNext(): void {
    const line = this.queue[0];
    if (!line) return;
    this.writing = true;
    writev(this.fd, line.parts as Buffer[], line.position, (error) => {
      this.writing = false;
      if (!this.open) return closeSync(this.fd);
      if (error) return this.fail(error);
      // flush() may have written it, and everything after it, meanwhile.
      if (this.queue[0] === line) this.queue.shift();
      if (this.queue.length > 0) this.writeNext();
      else unflushed.delete(this);
    });
  }

  private fail(error: Error): void {
    this.queue.length = 0;
    unflushed.delete(this);
    this.open = false;
    if (!this.writing) closeSync(this.fd);
    this.onError(error);
  }
}

function watchExit(file: LineFile): void {
  unflushed.add(file);
  if (exitFlushInstalled) return;
  exitFlushInstalled = true;
  process.on('exit', () => {
    for (const pending of [...unflushed]) pending.flush();
  });
}
