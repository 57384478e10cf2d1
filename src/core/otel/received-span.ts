/**
 * A span a server sent to mcpscope's OTLP/HTTP receiver (issue 23, item 3), in the OTLP/JSON
 * shape it arrived in (opentelemetry-proto `Span`, JSON encoding: hex ids, times as decimal
 * strings of nanoseconds, `kind` and `status.code` as integers). Only the fields the timeline and
 * the export read are checked; the rest is kept as sent, so the trace holds the span as received.
 */
import { isObject } from '../is-object';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** SpanKind as OTLP numbers it: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind?: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes?: OtlpKeyValue[];
  /** code: 0 unset, 1 ok, 2 error. */
  status?: { code?: number; message?: string };
  events?: { name: string; timeUnixNano: string; attributes?: OtlpKeyValue[] }[];
  [field: string]: unknown;
}

export interface OtlpKeyValue {
  key: string;
  value: OtlpAnyValue;
}

export interface OtlpAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: OtlpAnyValue[] };
  [field: string]: unknown;
}

export const SPAN_STATUS_ERROR = 2;

const TRACE_ID = /^[0-9a-f]{32}$/;
const SPAN_ID = /^[0-9a-f]{16}$/;
const NANOS = /^\d{1,20}$/;

/** Why `value` is not a span this reader can use; undefined when it is one. */
export function receivedSpanProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'a span must be a JSON object';
  if (typeof value.traceId !== 'string' || !TRACE_ID.test(value.traceId)) return '"traceId" must be 32 lower-case hex digits';
  if (typeof value.spanId !== 'string' || !SPAN_ID.test(value.spanId)) return '"spanId" must be 16 lower-case hex digits';
  // The OTLP JSON encoding writes an absent parent as "" (proto3 default), which is no parent.
  if (value.parentSpanId !== undefined && value.parentSpanId !== '' && (typeof value.parentSpanId !== 'string' || !SPAN_ID.test(value.parentSpanId))) return '"parentSpanId" must be 16 lower-case hex digits';
  if (typeof value.name !== 'string') return '"name" must be a string';
  if (value.kind !== undefined && !Number.isInteger(value.kind)) return '"kind" must be an integer';
  for (const field of ['startTimeUnixNano', 'endTimeUnixNano'] as const) {
    const time = value[field];
    if (!(typeof time === 'string' && NANOS.test(time)) && !(Number.isSafeInteger(time) && (time as number) >= 0)) return `"${field}" must be nanoseconds since the epoch`;
  }
  if (value.attributes !== undefined && !Array.isArray(value.attributes)) return '"attributes" must be an array';
  if (value.status !== undefined && !isObject(value.status)) return '"status" must be an object';
  if (value.events !== undefined && !Array.isArray(value.events)) return '"events" must be an array';
  return undefined;
}

/** The span with its ids and times in one form: no empty parent, times as strings. */
export function normalisedSpan(span: ReceivedSpan): ReceivedSpan {
  const { parentSpanId, ...rest } = span;
  return { ...rest, ...(parentSpanId ? { parentSpanId } : {}), startTimeUnixNano: String(span.startTimeUnixNano), endTimeUnixNano: String(span.endTimeUnixNano) };
}

/** Nanoseconds since the epoch, as OTLP/JSON writes them, in ms (fractions kept to the µs). */
export function nanosToMs(nanos: string): number {
  const digits = nanos.padStart(7, '0');
  return Number(digits.slice(0, -3)) / 1_000;
}

export function spanDurationMs(span: Pick<ReceivedSpan, 'startTimeUnixNano' | 'endTimeUnixNano'>): number {
  return Math.max(0, nanosToMs(span.endTimeUnixNano) - nanosToMs(span.startTimeUnixNano));
}

export function isErrorSpan(span: Pick<ReceivedSpan, 'status'>): boolean {
  return span.status?.code === SPAN_STATUS_ERROR;
}
