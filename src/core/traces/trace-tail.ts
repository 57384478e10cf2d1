/**
 * The rest of a long trace in our JSONL format, read after its head was opened and shown (issue 6,
 * B5: a 200k-message trace painted its first screen only once all 39 MB were parsed). Text is fed
 * as it arrives, in pieces of any size; each complete line is read by the same rules as
 * read-jsonl.ts, with the same line numbers in its errors, and the torn-last-line rule applies at
 * the end (docs/trace-format.md). A line that is not a record is listed, as read-jsonl.ts lists it.
 */
import type { WireRecord } from '../wire';
import { tornLineWarning } from './lines';
import { parseJson } from './parse-helpers';
import { readRecordLine } from './read-jsonl';

export class TraceTail {
  readonly records: WireRecord[] = [];
  readonly warnings: string[] = [];
  private partial = '';

  /**
   * `nextLine`: the file line number of the first line fed; `nextSeq`: the seq its record gets
   * (records are numbered 1..n in file order, continuing the head's).
   */
  constructor(
    private readonly startedAt: number,
    private nextLine: number,
    private nextSeq: number,
  ) {}

  /** Reads every line `text` completes; a line that is not a record is listed in the warnings. */
  feed(text: string): void {
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop()!;
    for (const line of lines) this.readLine(line, false);
  }

  /** The end of the file: a last line without a newline that is not JSON is a torn write, dropped with a warning. */
  end(): void {
    const last = this.partial;
    this.partial = '';
    if (last.trim() !== '' && !parseJson(last.replace(/\r$/, '')).ok) {
      this.warnings.push(tornLineWarning({ number: this.nextLine, text: last.replace(/\r$/, ''), unterminated: true }));
      return;
    }
    this.readLine(last, true);
  }

  private readLine(raw: string, unterminated: boolean): void {
    const number = this.nextLine++;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.trim() === '') return;
    const read = readRecordLine({ number, text, unterminated }, this.startedAt);
    if (read.ok) this.records.push({ ...read.value, seq: this.nextSeq++ });
    else this.warnings.push(read.error.message);
  }
}
