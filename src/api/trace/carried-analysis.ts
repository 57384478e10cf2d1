/**
 * Analyses that need no engine (issue 19: the self-contained viewer carries none): the one an
 * export brings with its trace, and the viewer's answer for any other trace it is given.
 */
import type { TraceAnalysis } from '../../core/trace-session/trace-analysis';
import { traceFlowFindings } from '../../core/trace-session/trace-flow';
import type { AnalyzeTrace } from './analysis';

/**
 * The analysis the exporting mcpscope computed for the whole trace (src/core/traces/embedded.ts),
 * with the information-flow findings computed here, under the labels the reviewer gives in this
 * page and up to the playback position: the rest needs the engine.
 */
export function carriedAnalysis(carried: TraceAnalysis): AnalyzeTrace {
  const withoutFlow = carried.findings.filter((finding) => finding.source !== 'flow');
  return (session, policy) => Promise.resolve({ ...carried, findings: [...withoutFlow, ...traceFlowFindings(session, policy)] });
}

/** For a trace opened in the viewer by hand: it cannot be analysed there, and the page says where it can. */
export const analysisUnavailable: AnalyzeTrace = () =>
  Promise.reject(new Error('This offline viewer cannot analyse a trace opened in it. Open the file with mcpscope open <file>, or share it with mcpscope export, to see its findings.'));
