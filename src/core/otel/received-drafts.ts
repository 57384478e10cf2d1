/**
 * A span the server reported (a `span` record, issue 23) as a span draft, so `export --format otlp`
 * and `--otlp-endpoint` send it beside mcpscope's own spans, redacted like them and under the
 * resource (`service.name`) that reported it. Its ids are kept: it already names mcpscope's span
 * for the call as its parent, in the same trace.
 */
import type { AttributeValue } from '@opentelemetry/api';
import type { SpanRecord } from '../wire';
import { isErrorSpan, nanosToMs, type OtlpAnyValue, type OtlpKeyValue } from './received-span';
import type { SpanAttributes, SpanDraft } from './span-draft';

const KINDS: Record<number, SpanDraft['kind']> = { 1: 'internal', 2: 'server', 3: 'client', 4: 'producer', 5: 'consumer' };

type Scalar = string | number | boolean;

function scalar(value: OtlpAnyValue): Scalar | undefined {
  if (typeof value.stringValue === 'string') return value.stringValue;
  if (typeof value.boolValue === 'boolean') return value.boolValue;
  if (typeof value.doubleValue === 'number') return value.doubleValue;
  if (typeof value.intValue === 'number' || typeof value.intValue === 'string') return Number(value.intValue);
  return undefined;
}

/** OTLP's AnyValue as an attribute value; what OpenTelemetry attributes cannot hold (maps, bytes, mixed arrays) as its JSON. */
function attributeValue(value: OtlpAnyValue): AttributeValue {
  const single = scalar(value);
  if (single !== undefined) return single;
  const items = Array.isArray(value.arrayValue?.values) ? value.arrayValue.values.map(scalar) : undefined;
  if (items && items.every((item) => item !== undefined) && new Set(items.map((item) => typeof item)).size <= 1) return items;
  return JSON.stringify(value);
}

function attributes(list: readonly OtlpKeyValue[] | undefined): SpanAttributes {
  const out: SpanAttributes = {};
  for (const entry of list ?? []) if (typeof entry?.key === 'string' && entry.value !== null && typeof entry.value === 'object') out[entry.key] = attributeValue(entry.value);
  return out;
}

export function receivedSpanDraft(record: Pick<SpanRecord, 'span' | 'service'>): SpanDraft {
  const { span } = record;
  return {
    name: span.name,
    kind: KINDS[span.kind ?? 1] ?? 'internal',
    traceId: span.traceId,
    spanId: span.spanId,
    ...(span.parentSpanId !== undefined ? { parentSpanId: span.parentSpanId } : {}),
    start: nanosToMs(span.startTimeUnixNano),
    end: nanosToMs(span.endTimeUnixNano),
    attributes: attributes(span.attributes),
    events: (Array.isArray(span.events) ? span.events : []).map((event) => ({ name: String(event.name), t: nanosToMs(String(event.timeUnixNano)), attributes: attributes(event.attributes) })),
    ...(isErrorSpan(span) ? { error: { message: span.status?.message ?? '' } } : {}),
    ...(record.service !== undefined ? { service: record.service } : {}),
  };
}
