/** The trace an exported viewer page carries (src/core/traces/embedded.ts), as the start-up trace. */
import { isObject } from '../../core/is-object';
import { EMBEDDED_TRACE_ID, type EmbeddedTrace } from '../../core/traces/embedded';
import type { InitialTraceSource } from './use-initial-trace';

// eslint-disable-next-line @typescript-eslint/require-await -- the page already holds the whole text: one piece, nothing to wait for
async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

/** Null when the page holds no trace: then it is just an offline viewer that opens files. */
export function embeddedTraceSource(page: Document): InitialTraceSource | null {
  const json = page.getElementById(EMBEDDED_TRACE_ID)?.textContent ?? 'null';
  const embedded = JSON.parse(json) as EmbeddedTrace | null;
  if (!embedded) return null;
  const warnings = Array.isArray(embedded.warnings) ? embedded.warnings.filter((warning) => typeof warning === 'string') : [];
  // A page exported before findings travelled with the trace has none to show (see AppRoot's analyze).
  const analysis = isObject(embedded.analysis) && Array.isArray(embedded.analysis.findings) ? { analysis: embedded.analysis } : {};
  return () => Promise.resolve({ fileName: embedded.fileName, chunks: once(embedded.text), warnings, ...analysis });
}
