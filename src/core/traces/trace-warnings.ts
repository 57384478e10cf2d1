/**
 * What reading a trace skipped or tolerated, found without holding the trace (issue 24, B7).
 * `mcpscope open` reports a trace's bad lines on the terminal while its page reads the trace
 * (issue 17, finding 7). Reading the whole file into one string and opening it kept a
 * 200,000-message trace's records alive in the bridge: 240 MB became 410–520 MB, and the parse
 * held the bridge's loop for seconds while the page waited for its first answer. A long trace in
 * our format is read line by line instead, with the same rules and line numbers as the page
 * (trace-head.ts, trace-tail.ts); no record is kept, and only the first warnings are.
 */
import { openTrace } from './open-trace';
import { restOf, splitTraceHead } from './trace-head';
import { TraceTail, type TailSink } from './trace-tail';

/** The first `keep` warnings in file order, and how many there were in all: bounded however bad the file. */
export class WarningDigest implements TailSink {
  readonly first: string[] = [];
  total = 0;

  constructor(private readonly keep: number) {}

  /** Records are not kept: only what could not be read is reported. */
  record(): void {}

  warning(message: string): void {
    if (this.first.length < this.keep) this.first.push(message);
    this.total++;
  }
}

/**
 * The warnings of the trace whose text `chunks` yields, or undefined for a trace that cannot be
 * read at all (its page says why). Only a long trace in our JSONL format is read in pieces: any
 * other format is one JSON document, or a short file, and is read whole as before.
 */
export async function readTraceWarnings(fileName: string, chunks: AsyncIterable<string>, keep: number): Promise<WarningDigest | undefined> {
  const split = await splitTraceHead(chunks, fileName);
  const opened = openTrace(split.kind === 'whole' ? split.text : split.head, fileName);
  if (!opened.ok) return undefined;
  const digest = new WarningDigest(keep);
  for (const warning of opened.value.warnings) digest.warning(warning);
  if (split.kind === 'whole') return digest;
  const tail = TraceTail.after(split.head, opened.value, digest);
  for await (const piece of restOf(split)) tail.feed(piece);
  tail.end();
  return digest;
}
