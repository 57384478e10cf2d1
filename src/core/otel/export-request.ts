/**
 * The spans of an OTLP/JSON ExportTraceServiceRequest (what an exporter POSTs to /v1/traces), each
 * with the `service.name` of the resource that sent it. A request with one bad span is refused
 * whole, as a collector does, so the sender's log says what is wrong instead of spans going missing.
 */
import { isObject } from '../is-object';
import { normalisedSpan, receivedSpanProblem, type ReceivedSpan } from './received-span';

export interface SentSpan {
  span: ReceivedSpan;
  service?: string;
}

export type ExportRequestSpans = { ok: true; spans: SentSpan[] } | { ok: false; problem: string };

function serviceName(resource: unknown): string | undefined {
  const attributes = isObject(resource) && Array.isArray(resource.attributes) ? resource.attributes : [];
  const named = attributes.find((attribute): attribute is { value: { stringValue: string } } => isObject(attribute) && attribute.key === 'service.name' && isObject(attribute.value) && typeof attribute.value.stringValue === 'string');
  return named?.value.stringValue;
}

function arrayField(value: unknown, field: string): unknown[] | undefined {
  if (!isObject(value)) return undefined;
  const list = value[field];
  if (list === undefined) return [];
  return Array.isArray(list) ? list : undefined;
}

export function spansOfExportRequest(body: unknown): ExportRequestSpans {
  const resources = arrayField(body, 'resourceSpans');
  if (!resources) return { ok: false, problem: 'expected an ExportTraceServiceRequest: {"resourceSpans": [...]}' };
  const spans: SentSpan[] = [];
  for (const [r, resource] of resources.entries()) {
    const scopes = arrayField(resource, 'scopeSpans');
    if (!scopes) return { ok: false, problem: `resourceSpans[${r}].scopeSpans must be an array` };
    const service = serviceName(isObject(resource) ? resource.resource : undefined);
    for (const [s, scope] of scopes.entries()) {
      const list = arrayField(scope, 'spans');
      if (!list) return { ok: false, problem: `resourceSpans[${r}].scopeSpans[${s}].spans must be an array` };
      for (const [i, span] of list.entries()) {
        const problem = receivedSpanProblem(span);
        if (problem) return { ok: false, problem: `resourceSpans[${r}].scopeSpans[${s}].spans[${i}]: ${problem}` };
        spans.push({ span: normalisedSpan(span as ReceivedSpan), ...(service !== undefined ? { service } : {}) });
      }
    }
  }
  // Parents start before their children: a batch shows in that order (issue 23, timeline).
  spans.sort((a, b) => compareNanos(a.span.startTimeUnixNano, b.span.startTimeUnixNano));
  return { ok: true, spans };
}

function compareNanos(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}
