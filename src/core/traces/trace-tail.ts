/**
 * The rest of a long trace in our JSONL format, read after its head was opened and shown (issue 6,
 * B5: a 200k-message trace painted its first screen only once all 39 MB were parsed). Text is fed
 * as it arrives, in pieces of any size; each complete line is read by the same rules as
 * read-jsonl.ts, with the same line numbers in its errors, and the torn-last-line rule applies at
 * the end (docs/trace-format.md). A line that is not a record is listed, as read-jsonl.ts lists it.
 *
 * Each record and warning goes to a sink as it is read: the page keeps them all (CollectedTail),
 * while the bridge only reports the problems and keeps no record (issue 24, B7: holding a
 * 200k-message trace's records took the bridge from 240 to over 400 MB).
 */
import type { WireRecord } from '../wire';
import { tornLineWarning } from './lines';
import { parseJson } from './parse-helpers';
import { readRecordLine } from './read-jsonl';
import type { Trace } from './trace';

/** Where the tail's lines go, in file order: each record, and what each unreadable line was. */
export interface TailSink {
  record(record: WireRecord): void;
  warning(message: string): void;
}

/** Keeps every record and warning: the page adds them to the trace it shows. */
export class CollectedTail implements TailSink {
  readonly records: WireRecord[] = [];
  readonly warnings: string[] = [];

  record(record: WireRecord): void {
    this.records.push(record);
  }

  warning(message: string): void {
    this.warnings.push(message);
  }
}

export class TraceTail {
  private partial = '';

  /**
   * The tail after `head`, the text up to its last newline, which opened as `opened`: lines and
   * seqs go on from the head's.
   */
  static after(head: string, opened: Trace, sink: TailSink): TraceTail {
    const headLines = head.split('\n').length - 1;
    return new TraceTail(Date.parse(opened.header.createdAt), headLines + 1, opened.records.length + 1, sink);
  }

  /**
   * `nextLine`: the file line number of the first line fed; `nextSeq`: the seq its record gets
   * (records are numbered 1..n in file order, continuing the head's).
   */
  constructor(
    private readonly startedAt: number,
    private nextLine: number,
    private nextSeq: number,
    private readonly sink: TailSink,
  ) {}

  /** Reads every line `text` completes; a line that is not a record goes to the sink as a warning. */
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
      this.sink.warning(tornLineWarning({ number: this.nextLine, text: last.replace(/\r$/, ''), unterminated: true }));
      return;
    }
    this.readLine(last, true);
  }

  private readLine(raw: string, unterminated: boolean): void {
    const number = this.nextLine++;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.trim() === '') return;
    const read = readRecordLine({ number, text, unterminated }, this.startedAt);
    if (read.ok) this.sink.record({ ...read.value, seq: this.nextSeq++ });
    else this.sink.warning(read.error.message);
  }
}
