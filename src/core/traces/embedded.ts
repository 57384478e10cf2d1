/**
 * A trace embedded in the self-contained viewer (issue 5, "Share"): JSON `{ fileName, text }` in a
 * `<script type="application/json" id="mcpscope-embedded-trace">` element of viewer.html. The
 * export writes it, the viewer page reads it.
 */
import type { TraceAnalysis } from '../trace-session/trace-analysis';

export const EMBEDDED_TRACE_ID = 'mcpscope-embedded-trace';

export interface EmbeddedTrace {
  fileName: string;
  /** The trace in our JSONL format. */
  text: string;
  /**
   * What reading the exported file skipped or tolerated (issue 17, finding 7): the JSONL holds
   * only the records that were read, so the lines that were not are listed here. Absent in pages
   * exported before it existed.
   */
  warnings?: string[];
  /**
   * The trace's findings, drift and tool token counts, computed by the mcpscope that exported it
   * (issue 19: the viewer carries no analysis engine; issue 20: the shared file showed no
   * findings). Absent in pages exported before it existed.
   */
  analysis?: TraceAnalysis;
}

/** The viewer's empty slot, exactly as viewer.html has it. */
const EMPTY_SLOT = `<script type="application/json" id="${EMBEDDED_TRACE_ID}">null</script>`;

/**
 * The viewer with the trace in its slot, or undefined when the HTML has no empty slot. JSON inside
 * a script element ends at the first "</script": escaping every "<" (a valid JSON escape) means no
 * trace content can close the element and run as page markup.
 */
export function embedTrace(viewerHtml: string, embedded: EmbeddedTrace): string | undefined {
  if (!viewerHtml.includes(EMPTY_SLOT)) return undefined;
  const json = JSON.stringify(embedded).replace(/</g, '\\u003c');
  // A function replacement: "$&" and friends in the trace must stay literal.
  return viewerHtml.replace(EMPTY_SLOT, () => `<script type="application/json" id="${EMBEDDED_TRACE_ID}">${json}</script>`);
}
