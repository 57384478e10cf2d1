/**
 * Checks a `span` record (docs/trace-format.md, "`span`"; issue 23): a span the server sent to
 * mcpscope's OTLP receiver, kept in its OTLP/JSON shape. Rebuilt from the known record fields; the
 * span itself is kept as it was received once its ids and times check out.
 */
import { normalisedSpan, receivedSpanProblem, type ReceivedSpan } from '../otel/received-span';
import { expectedRecord as expected, type CheckedRecord } from './parse-helpers';

export function checkSpanRecord(value: Record<string, unknown>, base: { t: number; conn: string }): CheckedRecord {
  const problem = receivedSpanProblem(value.span);
  if (problem) return { ok: false, expected: `expected "span" to be an OTLP/JSON span: ${problem}` };
  if (value.service !== undefined && typeof value.service !== 'string') return expected('"service" to be a string', value.service);
  if (value.unmatched !== undefined && value.unmatched !== true) return expected('"unmatched" to be true when present', value.unmatched);
  const service = value.service;
  return {
    ok: true,
    record: { ...base, kind: 'span', span: normalisedSpan(value.span as ReceivedSpan), ...(service !== undefined ? { service } : {}), ...(value.unmatched ? { unmatched: true as const } : {}) },
  };
}
