/**
 * Runs the analysis engine on an opened trace off the main thread: the tokenizer alone is about
 * a megabyte, and a long session's results take a while to scan. Loaded only when a trace is.
 */
import type { FlowPolicy } from '../../core/analysis/flow';
import { analyzeTraceSession } from '../../core/trace-session/trace-analysis';
import type { TraceSessionSnapshot } from '../../core/trace-session/trace-session';

export interface AnalysisRequest {
  id: number;
  session: TraceSessionSnapshot;
  policy: FlowPolicy;
}

self.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  const { id, session, policy } = event.data;
  try {
    self.postMessage({ id, analysis: analyzeTraceSession(session, policy) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
