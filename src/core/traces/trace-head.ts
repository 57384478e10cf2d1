/**
 * How a trace's text is cut to be read in pieces (issue 6, B5): a trace in our JSONL format that
 * is longer than its head is opened from the head, and the rest is read line by line after it
 * (trace-tail.ts). Any other trace, or a short one, is read whole. The page shows a long trace
 * from its head this way (open-progressively.ts); the bridge checks one this way without holding
 * it (trace-warnings.ts).
 */
import { detectTraceFormat } from './open-trace';
import { TRACE_HEAD_CHARS } from './trace-head-size';

export type SplitTrace =
  | { kind: 'whole'; text: string }
  /** `head` ends after a line; `rest` is what was read past it, and `more` the text still to come. */
  | { kind: 'head'; head: string; rest: string; more: AsyncIterator<string> };

export async function splitTraceHead(chunks: AsyncIterable<string>, fileName: string): Promise<SplitTrace> {
  const reader = chunks[Symbol.asyncIterator]();
  let text = '';
  let ended = false;
  while (!ended && text.length < TRACE_HEAD_CHARS) {
    const next = await reader.next();
    if (next.done) ended = true;
    else text += next.value;
  }
  const cut = text.lastIndexOf('\n') + 1;
  if (ended || cut === 0 || detectTraceFormat(text.slice(0, cut), fileName) !== 'mcpscope') {
    for (let next = ended ? undefined : await reader.next(); next && !next.done; next = await reader.next()) text += next.value;
    return { kind: 'whole', text };
  }
  return { kind: 'head', head: text.slice(0, cut), rest: text.slice(cut), more: reader };
}

/** The text after a head, as it comes: what was read past the head first, then the pieces still to come. */
export async function* restOf(split: Extract<SplitTrace, { kind: 'head' }>): AsyncGenerator<string> {
  yield split.rest;
  for (let next = await split.more.next(); !next.done; next = await split.more.next()) yield next.value;
}
