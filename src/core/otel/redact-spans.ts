/**
 * Redaction of spans before they leave mcpscope (issue 23, "Redaction applies to every
 * attribute"): every attribute value, every event attribute and every status message goes
 * through the one redaction engine (src/core/redaction), as the trace export does.
 */
import { redactJsonValues, type JsonRedaction } from '../redaction/redact-json';
import type { SpanDraft } from './span-draft';

/** What of a span the engine scans: what it carries, not what identifies it. */
function carried(draft: SpanDraft): Pick<SpanDraft, 'name' | 'attributes' | 'events' | 'error'> {
  return { name: draft.name, attributes: draft.attributes, events: draft.events, ...(draft.error ? { error: draft.error } : {}) };
}

export async function redactSpans(drafts: readonly SpanDraft[]): Promise<{ spans: SpanDraft[]; redactions: JsonRedaction[] }> {
  const scanned = await redactJsonValues(drafts.map(carried));
  const spans = drafts.map((draft, index): SpanDraft => ({ ...draft, ...(scanned.values[index] as ReturnType<typeof carried>) }));
  return { spans, redactions: scanned.redactions };
}
