/**
 * A span as mcpscope builds it from a trace, before redaction and before it becomes the SDK's
 * ReadableSpan: plain data, so the redaction engine can walk every attribute value (issue 23).
 */
import type { AttributeValue } from '@opentelemetry/api';

export type SpanAttributes = Record<string, AttributeValue>;

export interface SpanEventDraft {
  name: string;
  /** Wall-clock ms since the epoch. */
  t: number;
  attributes: SpanAttributes;
}

export interface SpanDraft {
  name: string;
  kind: 'internal' | 'client' | 'server' | 'producer' | 'consumer';
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  traceState?: string;
  /** Wall-clock ms since the epoch, from the records. */
  start: number;
  end: number;
  attributes: SpanAttributes;
  events: SpanEventDraft[];
  /** The `service.name` that reported it, when not mcpscope: a span the server sent to mcpscope's receiver. */
  service?: string;
  /** Unset unless the operation failed (OpenTelemetry "Recording errors": leave OK to the user). */
  error?: { message: string };
}
