/**
 * A trace as an OTLP/JSON ExportTraceServiceRequest (issue 23, `mcpscope export --format otlp`),
 * encoded by the OpenTelemetry transformer's JsonTraceSerializer: the file any collector or
 * tracing backend takes. Redacted unless the person turned redaction off.
 */
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { Trace } from '../traces/trace';
import type { JsonRedaction } from '../redaction/redact-json';
import { toReadableSpans } from './readable-spans';
import { redactSpans } from './redact-spans';
import { receivedSpanDraft } from './received-drafts';
import { sessionSpans } from './session-spans';

export interface OtlpExport {
  /** The OTLP/JSON request body. */
  text: string;
  spans: number;
  /** What redaction took out; empty when it was off. */
  redactions: JsonRedaction[];
}

export async function traceToOtlpJson(trace: Trace, options: { redact: boolean; version: string }): Promise<OtlpExport> {
  // The spans the server reported to mcpscope's receiver join mcpscope's own: one trace.
  const drafts = [...sessionSpans(trace), ...trace.records.flatMap((record) => (record.kind === 'span' ? [receivedSpanDraft(record)] : []))];
  const { spans, redactions } = options.redact ? await redactSpans(drafts) : { spans: drafts, redactions: [] };
  const bytes = JsonTraceSerializer.serializeRequest(toReadableSpans(spans, options.version));
  if (!bytes) throw new Error('the OTLP serializer produced nothing');
  return { text: new TextDecoder().decode(bytes), spans: spans.length, redactions };
}
