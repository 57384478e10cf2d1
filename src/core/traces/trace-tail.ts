/**
 * The rest of a long trace in our JSONL format, read after its head was opened and shown (issue 6,
 * B5: a 200k-message trace painted its first screen only once all 39 MB were parsed). Text is fed
 * as it arrives, in pieces of any size; each complete line is read by the same rules as
 * read-jsonl.ts, with the same line numbers in its errors, and the torn-last-line rule applies at
 * the end (docs/trace-format.md).
 */
import type { WireRecord } from '../wire';
import { tornLineWarning } from './lines';
import { parseJson } from './parse-helpers';
import { readRecordLine } from './read-jsonl';
import type { TraceResult } from './trace';

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

  /** Reads every line `text` completes; the first line that is not a record is the error. */
  feed(text: string): TraceResult<void> {
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop()!;
    for (const line of lines) {
      const read = this.readLine(line, false);
      if (!read.ok) return read;
    }
    return { ok: true, value: undefined };
  }

  /** The end of the file: a last line without a newline that is not JSON is a torn write, dropped with a warning. */
  end(): TraceResult<void> {
    const last = this.partial;
    this.partial = '';
    if (last.trim() !== '' && !parseJson(last.replace(/\r$/, '')).ok) {
      this.warnings.push(tornLineWarning({ number: this.nextLine, text: last.replace(/\r$/, ''), unterminated: true }));
      return { ok: true, value: undefined };
    }
    return this.readLine(last, true);
  }

  private readLine(raw: string, unterminated: boolean): TraceResult<void> {
    const number = this.nextLine++;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.trim() === '') return { ok: true, value: undefined };
    const read = readRecordLine({ number, text, unterminated }, this.startedAt);
    if (!read.ok) return read;
    this.records.push({ ...read.value, seq: this.nextSeq++ });
    return { ok: true, value: undefined };
  }
}
