/**
 * What a shared trace holds (issue 5, "Share"), for `mcpscope export` and the bridge's export
 * routes alike: the trace (any format mcpscope opens) redacted unless the person turned that off,
 * a note at its end saying what was taken out, written back as our JSONL for the viewer to embed
 * with the findings of that JSONL (the viewer carries no analysis engine); and a report of every redaction with the text as it will read, so the person can check it
 * before sharing. The report never carries a secret: previews come from the redacted trace.
 */
import { isObject } from '../is-object';
import { err, ok, type Result } from '../result';
import { exportFileName, type TraceExportRedaction, type TraceExportReport } from '../traces-api';
import type { WireRecord } from '../wire';
import { WHOLE_VALUE } from '../redaction/redact-json';
import { REDACTED } from '../target';
import { analyzeTrace } from '../trace-session/trace-analysis';
import { embedTrace, type EmbeddedTrace } from './embedded';
import { openTrace } from './open-trace';
import { describeRedactions, redactTrace, type Redaction } from './redact';
import type { Trace } from './trace';
import { traceToJsonl } from './write-jsonl';

export interface ExportOptions {
  redact: boolean;
  /** Written into the header of an import that does not name the mcpscope that read it. */
  version: string;
}

export interface PreparedExport {
  report: TraceExportReport;
  embedded: EmbeddedTrace;
  /** What was taken out, in one line (the note the file carries); null when redaction is off. */
  summary: string | null;
}

/** Characters of context shown on each side of a redaction. */
const CONTEXT = 40;

export async function prepareExport(text: string, fileName: string, options: ExportOptions): Promise<Result<PreparedExport>> {
  const opened = openTrace(text, fileName);
  if (!opened.ok) return err('bad_request', `${fileName}: ${opened.error.message}`);
  const original = opened.value;
  let redacted: Awaited<ReturnType<typeof redactTrace>>;
  let warnings: Awaited<ReturnType<typeof redactedWarnings>>;
  try {
    redacted = await redactTrace(original);
    warnings = await redactedWarnings(original);
  } catch (error) {
    // A scan that failed found nothing: the export must not then claim the file is clean.
    return err('internal', `${fileName}: the scan for secrets failed (${error instanceof Error ? error.message : String(error)}), so nothing can be exported`);
  }
  const redactions = withPreviews(redacted.trace, redacted.redactions);
  if (options.redact) redactions.push(...warnings.redactions);
  const report: TraceExportReport = { fileName: exportFileName(fileName), redact: options.redact, records: original.records.length, redactions };
  if (!options.redact) return ok({ report, embedded: withAnalysis({ fileName, text: traceToJsonl(original, options.version), warnings: original.warnings }), summary: null });
  const summary = describeRedactions(redactions);
  // The shared file says what was taken out, as a note at its end (shown in the message log).
  const last = redacted.trace.records.at(-1);
  const note: WireRecord = { seq: (last?.seq ?? 0) + 1, t: last?.t ?? Date.parse(original.header.createdAt), conn: original.header.conn, kind: 'note', text: summary };
  const shared: Trace = { ...redacted.trace, records: [...redacted.trace.records, note] };
  return ok({ report, embedded: withAnalysis({ fileName, text: traceToJsonl(shared, options.version), warnings: warnings.texts }), summary });
}

/**
 * The findings of the text as the viewer will read it (so each finding's call and record ids are
 * the ones it rebuilds), under the name it will show: of the redacted trace when redacting, so no
 * finding quotes a secret the records no longer hold.
 */
function withAnalysis(embedded: EmbeddedTrace): EmbeddedTrace {
  const reread = openTrace(embedded.text, embedded.fileName);
  return reread.ok ? { ...embedded, analysis: analyzeTrace(reread.value, embedded.fileName) } : embedded;
}

/**
 * What reading the original skipped or tolerated travels with the shared file (issue 17, finding
 * 7), through the same redaction as the records: a skipped line is quoted in its warning, and
 * may hold a secret. Listed as /warnings/<index> of the header.
 */
async function redactedWarnings(original: Trace): Promise<{ texts: string[]; redactions: TraceExportRedaction[] }> {
  const notes: WireRecord[] = original.warnings.map((text, index) => ({ seq: index + 1, t: 0, conn: original.header.conn, kind: 'note', text }));
  const redacted = await redactTrace({ ...original, records: notes });
  // Only the notes' redactions: the header (seq 0) was scanned and listed with the records.
  const inNotes = redacted.redactions.filter((redaction) => redaction.seq > 0);
  return {
    texts: redacted.trace.records.map((record) => (record.kind === 'note' ? record.text : '')),
    redactions: withPreviews(redacted.trace, inNotes).map((redaction) => ({ ...redaction, seq: 0, path: `/warnings/${redaction.seq - 1}` })),
  };
}

/** The self-contained viewer (viewer.html as built) with the prepared trace in its slot. */
export function exportPage(viewerHtml: string, prepared: PreparedExport): Result<string> {
  const page = embedTrace(viewerHtml, prepared.embedded);
  return page === undefined ? err('internal', 'the viewer build has no slot for the trace; rebuild it with npm run build:viewer') : ok(page);
}

function withPreviews(trace: Trace, redactions: readonly Redaction[]): TraceExportRedaction[] {
  const seen = new Map<string, number>();
  const bySeq = new Map(trace.records.map((record) => [record.seq, record]));
  return redactions.map((redaction) => {
    // Several secrets in one string: the nth redaction there shows the nth marker.
    const spot = `${redaction.seq} ${redaction.path}`;
    const occurrence = seen.get(spot) ?? 0;
    seen.set(spot, occurrence + 1);
    const value = valueAt(redaction.seq === 0 ? trace.header : bySeq.get(redaction.seq), redaction.path);
    return { ...redaction, preview: typeof value === 'string' ? preview(value, redaction.path, occurrence) : '[redacted]' };
  });
}

function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const token of path.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(value) && !Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function preview(text: string, path: string, occurrence: number): string {
  // A value masked whole (under a credential key, an env or header value): its key says what it was.
  if (text === WHOLE_VALUE || text === REDACTED) return `${path.slice(path.lastIndexOf('/') + 1)}${path.startsWith('/target/env/') ? '=' : ': '}${text}`;
  let at = -1;
  for (let index = 0; index <= occurrence; index++) {
    at = text.indexOf('[redacted ', at + 1);
    if (at < 0) return clip(text);
  }
  const end = text.indexOf(']', at) + 1;
  const start = Math.max(0, at - CONTEXT);
  const stop = Math.min(text.length, end + CONTEXT);
  return oneLine(`${start > 0 ? '…' : ''}${text.slice(start, stop)}${stop < text.length ? '…' : ''}`);
}

function clip(text: string): string {
  return oneLine(text.length > 2 * CONTEXT ? `${text.slice(0, 2 * CONTEXT)}…` : text);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}
