/**
 * Imports OTLP/JSON trace files (an ExportTraceServiceRequest: `{"resourceSpans": [...]}`, what
 * `mcpscope export --format otlp`, a collector's file exporter or an SDK's JSON exporter write) as
 * a trace (issue 23, item 4). Each span with `mcp.method.name` (MCP semantic conventions) becomes
 * the request it describes at its start time and an answer at its end time; spans of other kinds
 * (a server's database query) are not MCP traffic and are skipped. The conventions carry no
 * arguments or results, so the messages hold what the attributes say: the method, the tool or
 * prompt name, the resource URI, and for a failed span its error.
 */
import type { UnsequencedRecord } from '../wire';
import { isObject } from '../is-object';
import { describeValue } from './parse-helpers';
import { importedTrace, traceErr, UNKNOWN_TARGET, type TraceResult } from './trace';

/** OTLP span status code ERROR (opentelemetry/proto/trace/v1/trace.proto, Status.StatusCode). */
const STATUS_ERROR = 2;
/** OTLP SpanKind SERVER: a request the server sent to the client, answered by us. */
const KIND_SERVER = 2;
const CONN = 'c1';

type Attributes = Record<string, string | number | boolean>;

/** OTLP/JSON AnyValue to a plain value; arrays and maps are not used by the MCP attributes. */
function attributesOf(list: unknown): Attributes {
  const out: Attributes = {};
  if (!Array.isArray(list)) return out;
  for (const entry of list) {
    if (!isObject(entry) || typeof entry.key !== 'string' || !isObject(entry.value)) continue;
    const { stringValue, intValue, doubleValue, boolValue } = entry.value;
    const value = stringValue ?? (intValue !== undefined ? Number(intValue) : undefined) ?? doubleValue ?? boolValue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[entry.key] = value;
  }
  return out;
}

/** The objects in `container[key]` when it is an array; nothing otherwise. */
function objectsAt(container: unknown, key: string): Record<string, unknown>[] {
  const list: unknown = isObject(container) ? container[key] : undefined;
  return Array.isArray(list) ? (list as unknown[]).filter(isObject) : [];
}

function spansOf(body: Record<string, unknown>): Record<string, unknown>[] {
  return objectsAt(body, 'resourceSpans').flatMap((resource) => objectsAt(resource, 'scopeSpans')).flatMap((scope) => objectsAt(scope, 'spans'));
}

function paramsOf(attributes: Attributes, traceId: unknown, spanId: unknown): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const name = attributes['gen_ai.tool.name'] ?? attributes['gen_ai.prompt.name'];
  if (name !== undefined) params.name = name;
  if (attributes['mcp.resource.uri'] !== undefined) params.uri = attributes['mcp.resource.uri'];
  // The span's own context, as trace context in _meta would have carried it.
  if (typeof traceId === 'string' && typeof spanId === 'string') params._meta = { traceparent: `00-${traceId}-${spanId}-01` };
  return params;
}

function answerOf(id: string | number, attributes: Attributes, status: unknown): Record<string, unknown> {
  const failed = isObject(status) && status.code === STATUS_ERROR;
  const message = isObject(status) && typeof status.message === 'string' ? status.message : '';
  const errorType = attributes['error.type'];
  if (failed && errorType === 'tool_error') return { jsonrpc: '2.0', id, result: { isError: true, content: [{ type: 'text', text: message }] } };
  if (failed) return { jsonrpc: '2.0', id, error: { code: Number.isInteger(Number(errorType)) ? Number(errorType) : -32603, message } };
  return { jsonrpc: '2.0', id, result: {} };
}

export function importOtlpJson(value: unknown): TraceResult {
  if (!isObject(value) || !Array.isArray(value.resourceSpans)) return traceErr('trace_syntax', `expected OTLP/JSON trace data: an object with "resourceSpans", got ${describeValue(value)}`);
  const records: UnsequencedRecord[] = [];
  let skipped = 0;
  for (const [index, span] of spansOf(value).entries()) {
    const attributes = attributesOf(span.attributes);
    const method = attributes['mcp.method.name'];
    const start = Number(span.startTimeUnixNano) / 1e6;
    const end = Number(span.endTimeUnixNano) / 1e6;
    if (typeof method !== 'string' || !Number.isFinite(start)) {
      skipped++;
      continue;
    }
    const requestDir = span.kind === KIND_SERVER ? 'in' : 'out';
    const at = { t: Math.round(start), conn: CONN };
    const params = paramsOf(attributes, span.traceId, span.spanId);
    if (method.startsWith('notifications/')) {
      records.push({ ...at, kind: 'message', dir: requestDir, msg: { jsonrpc: '2.0', method, params } });
      continue;
    }
    const id = attributes['jsonrpc.request.id'] ?? `span-${index}`;
    const requestId = typeof id === 'boolean' ? String(id) : id;
    records.push({ ...at, kind: 'message', dir: requestDir, msg: { jsonrpc: '2.0', id: requestId, method, params } });
    const answerAt = { t: Math.round(Number.isFinite(end) ? Math.max(end, start) : start), conn: CONN };
    records.push({ ...answerAt, kind: 'message', dir: requestDir === 'out' ? 'in' : 'out', msg: answerOf(requestId, attributes, span.status) });
  }
  const warnings = [
    'OTLP spans carry no arguments or results: each request and answer holds only what the span\'s attributes say',
    ...(skipped > 0 ? [`${skipped} span${skipped === 1 ? '' : 's'} without mcp.method.name (not MCP traffic) left out`] : []),
  ];
  return importedTrace('otlp', records, warnings, { target: UNKNOWN_TARGET });
}
