import { describe, expect, it } from 'vitest';
import { openTrace } from '../traces/open-trace';
import { traceToOtlpJson } from './otlp-json';

const GITHUB_TOKEN = 'ghp_' + 'R4nd0mDem0T0kenN0tReal1234567890abcd';
const PARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const INITIALIZE_PARENT = '00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01';

function traceText(lines: readonly object[]): string {
  const header = { format: 'mcpscope-trace', version: 1, createdAt: '2026-11-23T12:00:00.000Z', mcpscopeVersion: '0.1.0', conn: 'c1', target: { transport: 'stdio', command: 'node', args: ['s.js'] } };
  return [header, ...lines].map((line) => JSON.stringify(line)).join('\n') + '\n';
}

const out = (t: number, msg: object) => ({ t, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', ...msg } });
const inn = (t: number, msg: object) => ({ t, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', ...msg } });

const TEXT = traceText([
  // With trace context on every request carries the session's trace id, initialize first.
  out(0, { id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'mcpscope', version: '0.1.0' }, _meta: { traceparent: INITIALIZE_PARENT } } }),
  inn(4, { id: 0, result: { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } } }),
  out(10, { id: 1, method: 'tools/call', params: { name: 'get_weather', arguments: {}, _meta: { traceparent: PARENT, progressToken: 7 } } }),
  inn(15, { method: 'notifications/progress', params: { progressToken: 7, progress: 1, total: 2 } }),
  inn(20, { id: 1, result: { content: [{ type: 'text', text: 'sunny' }] } }),
  // A request sent with the setting off gets ids derived from the session, in the session's trace.
  out(30, { id: 2, method: 'tools/call', params: { name: 'deploy', arguments: {} } }),
  inn(42, { id: 2, result: { isError: true, content: [{ type: 'text', text: `bad token ${GITHUB_TOKEN}` }] } }),
  out(50, { id: 3, method: 'resources/read', params: { uri: 'file:///a.txt' } }),
  inn(51, { id: 3, error: { code: -32002, message: 'Resource not found' } }),
  inn(52, { method: 'notifications/message', params: { level: 'info', data: 'hello' } }),
]);

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: Record<string, unknown> }[];
  events?: { name: string; timeUnixNano: string }[];
  status: { code?: number; message?: string };
}

async function exported(redact = true): Promise<{ spans: OtlpSpan[]; text: string; body: unknown }> {
  const opened = openTrace(TEXT, 't.jsonl');
  if (!opened.ok) throw new Error(opened.error.message);
  const { text } = await traceToOtlpJson(opened.value, { redact, version: '9.9.9' });
  const body = JSON.parse(text) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
  return { spans: body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)), text, body };
}

function attribute(span: OtlpSpan | undefined, key: string): unknown {
  const value = span?.attributes.find((entry) => entry.key === key)?.value;
  return value === undefined ? undefined : Object.values(value)[0];
}

describe('traceToOtlpJson', () => {
  it('makes the session the parent of one CLIENT span per request, named and attributed as the MCP conventions say', async () => {
    const { spans } = await exported();
    expect(spans.map((span) => span.name)).toEqual(['mcp.session', 'initialize', 'tools/call get_weather', 'tools/call deploy', 'resources/read']);
    const [session, ...requests] = spans;
    for (const span of requests) {
      expect(span.kind).toBe(3); // SPAN_KIND_CLIENT in the OTLP enum
      expect(span.parentSpanId).toBe(session!.spanId);
      expect(span.traceId).toBe(session!.traceId);
    }
    const weather = spans[2];
    expect(attribute(weather, 'mcp.method.name')).toBe('tools/call');
    expect(attribute(weather, 'gen_ai.tool.name')).toBe('get_weather');
    expect(attribute(weather, 'jsonrpc.request.id')).toBe('1');
    expect(attribute(weather, 'mcp.protocol.version')).toBe('2025-11-25');
    expect(attribute(weather, 'network.transport')).toBe('pipe');
    expect(weather?.status.code ?? 0).toBe(0);
  });

  it('keeps the ids a request carried in _meta.traceparent, so the server spans that name it as parent nest under it', async () => {
    const { spans } = await exported();
    expect(spans[2]).toMatchObject({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331' });
    expect(spans[0]?.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
  });

  it('takes its times from the records and derives the other ids from the session, the same on every export', async () => {
    const [first, second] = [await exported(), await exported()];
    expect(first.text).toBe(second.text);
    expect(first.spans[2]).toMatchObject({ startTimeUnixNano: String((Date.parse('2026-11-23T12:00:00.000Z') + 10) * 1e6), endTimeUnixNano: String((Date.parse('2026-11-23T12:00:00.000Z') + 20) * 1e6) });
    expect(first.spans[3]?.spanId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('marks a JSON-RPC error and an isError result as errors with error.type, and redacts the status message', async () => {
    const { spans, text } = await exported();
    expect(spans[3]?.status).toMatchObject({ code: 2 });
    expect(spans[3]?.status.message).toContain('[redacted GitHub token]');
    expect(attribute(spans[3], 'error.type')).toBe('tool_error');
    expect(spans[4]?.status).toEqual({ code: 2, message: 'Resource not found' });
    expect(attribute(spans[4], 'error.type')).toBe('-32002');
    expect(attribute(spans[4], 'rpc.response.status_code')).toBe('-32002');
    expect(attribute(spans[4], 'mcp.resource.uri')).toBe('file:///a.txt');
    expect(text).not.toContain(GITHUB_TOKEN);
    expect((await exported(false)).text).toContain(GITHUB_TOKEN);
  });

  it('puts progress on the span of the request it reports on, other notifications on the session', async () => {
    const { spans } = await exported();
    expect(spans[2]?.events?.map((event) => event.name)).toEqual(['notifications/progress']);
    expect(spans[0]?.events?.map((event) => event.name)).toEqual(['notifications/message']);
  });
});
