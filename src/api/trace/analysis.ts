/** The main thread's side of the trace analysis worker: one request, one promise. */
import type { FlowPolicy } from '../../core/analysis/flow';
import type { TraceAnalysis } from '../../core/trace-session/trace-analysis';
import type { TraceSessionSnapshot } from '../../core/trace-session/trace-session';
import type { AnalysisRequest } from './analysis.worker';
// A `?worker` import (not `new Worker(new URL(...))`), so the self-contained viewer build can
// inline it like Monaco's workers (vite.viewer.config.ts).
import AnalysisWorker from './analysis.worker?worker';

type AnalysisReply = { id: number; analysis: TraceAnalysis } | { id: number; error: string };

export type AnalyzeTrace = (session: TraceSessionSnapshot, policy: FlowPolicy) => Promise<TraceAnalysis>;

export function createAnalysisWorker(): AnalyzeTrace {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve(analysis: TraceAnalysis): void; reject(error: Error): void }>();

  function start(): Worker {
    const started = new AnalysisWorker();
    started.onmessage = (event: MessageEvent<AnalysisReply>) => {
      const reply = event.data;
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) pending?.reject(new Error(`analysing the trace failed: ${reply.error}`));
      else pending?.resolve(reply.analysis);
    };
    started.onerror = (event) => {
      for (const pending of waiting.values()) pending.reject(new Error(`the analysis worker failed: ${event.message}`));
      waiting.clear();
    };
    return started;
  }

  return (session, policy) =>
    new Promise<TraceAnalysis>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const request: AnalysisRequest = { id, session, policy };
      worker.postMessage(request);
    });
}
