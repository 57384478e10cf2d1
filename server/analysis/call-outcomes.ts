/**
 * The analysis of each ended call's result, done after the call's end event has gone out
 * (issue 24, B1). Analysing even a one-line echo took longer than the rest of the bridge's share
 * of the call, and it ran in the event's fan-out, before the event stream was written. Calls that
 * end in the same turn are analysed together once that turn is over (setImmediate runs after the
 * turn's socket writes), in the order they ended. A result with a string longer than the page's
 * preview is analysed on the analysis thread: analysing a 0.2 MB one inline held the bridge for
 * 0.2-0.7 s, a 20 MB one for over a second (docs/performance.md, B4).
 */
import type { Finding } from '../../src/core/analysis/finding';
import type { ToolOutcomeInput } from '../../src/core/analysis/inputs';
import type { CallRecord } from '../../src/core/bridge-api';
import { clipLongStrings, PREVIEW_CHARS } from '../../src/core/clipped-content';
import type { AnalysisThread } from './analysis-thread';

export interface CallOutcomeDeps {
  analysisThread: Pick<AnalysisThread, 'work'>;
  /** The call's findings, in the order the calls were queued for the inline ones. */
  analysed(call: CallRecord, findings: readonly Finding[]): void;
}

/** Strings longer than the page's preview send a result to the analysis thread. */
const ANALYSED_OFF_THREAD = { above: PREVIEW_CHARS, keep: 0 };

/** The engine's analysis of a result, done on this thread (load-engine.ts). */
export type AnalyzeToolOutcome = (outcome: ToolOutcomeInput) => Finding[];

interface Queued {
  call: CallRecord;
  outcome: ToolOutcomeInput;
  analyzeInline: AnalyzeToolOutcome;
}

export class CallOutcomeAnalysis {
  private queue: Queued[] = [];
  /** `conn/callId` of every call queued or on the thread, so an end seen twice is analysed once. */
  private readonly waiting = new Set<string>();

  constructor(private readonly deps: CallOutcomeDeps) {}

  isWaiting(call: CallRecord): boolean {
    return this.waiting.has(keyOf(call));
  }

  /** `call` must not change afterwards: the tracker gets snapshots (calls.ts). */
  add(call: CallRecord, analyzeInline: AnalyzeToolOutcome, outcome: ToolOutcomeInput): void {
    this.waiting.add(keyOf(call));
    if (this.queue.push({ call, outcome, analyzeInline }) === 1) setImmediate(() => this.drain());
  }

  private drain(): void {
    const queued = this.queue;
    this.queue = [];
    for (const { call, outcome, analyzeInline } of queued) {
      if (outcome.result !== undefined && clipLongStrings(outcome.result, ANALYSED_OFF_THREAD).clipped.length > 0) {
        void this.deps.analysisThread.work({ kind: 'tool-outcome', outcome }).then((findings) => this.done(call, findings));
      } else this.done(call, analyzeInline(outcome));
    }
  }

  private done(call: CallRecord, findings: readonly Finding[]): void {
    this.waiting.delete(keyOf(call));
    this.deps.analysed(call, findings);
  }
}

function keyOf(call: CallRecord): string {
  return `${call.conn}/${call.id}`;
}
