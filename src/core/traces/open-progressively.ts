/**
 * Opens a trace as its text arrives (issue 6, B5: a 200k-message, 39 MB trace showed nothing for
 * 6–13 s, until the whole file was fetched and parsed). A trace in our JSONL format that is longer
 * than its head is shown as soon as the head is read; the rest is read in slices, on the turns the
 * page gives (when it is idle), then added to the shown trace at once, as a followed recording
 * grows (api/trace/follow-trace.ts), so the screens re-read one time. Any other trace, or a short
 * one, is read whole, exactly as a picked file.
 */
import { ok, type Result } from '../result';
import type { TraceAnalysis } from '../trace-session/trace-analysis';
import type { Trace } from './trace';
import { restOf, splitTraceHead } from './trace-head';
import { CollectedTail, TraceTail } from './trace-tail';

/** The rest is fed in pieces of this size, and the page gets a turn after each ~30 ms of reading. */
const SLICE_CHARS = 1 << 18;
const SLICE_BUDGET_MS = 30;

export interface TraceText {
  fileName: string;
  chunks: AsyncIterable<string>;
  /** What the source already knows was skipped from the text: an export's problems (embedded.ts). */
  warnings?: readonly string[];
  /** The trace's analysis, when the source carries it (an export does: embedded.ts). */
  analysis?: TraceAnalysis;
}

export interface ProgressiveOptions<T extends { trace: Trace }> {
  /** Opens a trace's text: the whole of it, or the head of a long one. */
  open: (text: string) => Promise<Result<T>>;
  /** Called with the head while the rest is still being read; not called for a trace read whole. */
  onHead: (opened: T) => void;
  /** Called once the rest is in the head's `trace.records`. */
  onGrown: (opened: T) => void;
  /** Stops reading (the page left the trace); the result is then not to be used. */
  signal?: AbortSignal;
  /**
   * Resolves when the rest may be read a slice further. By default at the next task; a page
   * passes one that waits until it is idle, so the screens of the head paint first.
   */
  nextTurn?: () => Promise<void>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function openProgressively<T extends { trace: Trace }>(source: TraceText, options: ProgressiveOptions<T>): Promise<Result<T>> {
  const { warnings } = source;
  if (!warnings) return openText(source, options);
  return openText(source, {
    ...options,
    open: async (text) => {
      const read = await options.open(text);
      if (read.ok) read.value.trace.warnings = [...warnings, ...read.value.trace.warnings];
      return read;
    },
  });
}

async function openText<T extends { trace: Trace }>({ fileName, chunks }: TraceText, { open, onHead, onGrown, signal, nextTurn = nextTask }: ProgressiveOptions<T>): Promise<Result<T>> {
  const split = await splitTraceHead(chunks, fileName);
  if (split.kind === 'whole') return open(split.text);

  const head = await open(split.head);
  if (!head.ok || signal?.aborted) return head;
  const { trace } = head.value;
  onHead(head.value);

  const rest = new CollectedTail();
  const tail = TraceTail.after(split.head, trace, rest);
  await nextTurn();
  if (signal?.aborted) return head;
  let turnStarted = performance.now();
  for await (const pending of restOf(split)) {
    for (let at = 0; at < pending.length; at += SLICE_CHARS) {
      tail.feed(pending.slice(at, at + SLICE_CHARS));
      if (performance.now() - turnStarted > SLICE_BUDGET_MS) {
        await nextTurn();
        if (signal?.aborted) return head;
        turnStarted = performance.now();
      }
    }
  }
  tail.end();
  if (signal?.aborted) return head;
  // One by one: spreading 200k records into push() would exceed the argument limit.
  for (const record of rest.records) trace.records.push(record);
  for (const warning of rest.warnings) trace.warnings.push(warning);
  onGrown(head.value);
  return ok(head.value);
}
