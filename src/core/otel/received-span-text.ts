/** How the message log and the timeline name a span the server reported (issue 23, item 3). */
import { formatLatency } from '../rpc-outcome';
import type { SpanRecord } from '../wire';
import { isErrorSpan, spanDurationMs } from './received-span';

/** "tools/call lookup · 5.2 ms · error: boom (otel-fixture)" */
export function receivedSpanText(record: Pick<SpanRecord, 'span' | 'service' | 'unmatched'>): string {
  const { span } = record;
  const status = isErrorSpan(span) ? ` · error${span.status?.message ? `: ${span.status.message}` : ''}` : '';
  const service = record.service === undefined ? '' : ` (${record.service})`;
  const unmatched = record.unmatched ? ' · no connection sent its trace id' : '';
  return `${span.name} · ${formatLatency(spanDurationMs(span))}${status}${service}${unmatched}`;
}
