import { describe, expect, it } from 'vitest';
import { traceToOtlpJson } from '../otel/otlp-json';
import { openTrace } from './open-trace';

const TRACE = [
  { format: 'mcpscope-trace', version: 1, createdAt: '2026-11-23T12:00:00.000Z', mcpscopeVersion: '0.1.0', conn: 'c1', target: { transport: 'stdio', command: 'node', args: ['s.js'] } },
  { t: 10, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_weather', arguments: {} } } },
  { t: 20, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: { isError: true, content: [{ type: 'text', text: 'no such city' }] } } },
  { t: 30, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'file:///a' } } },
  { t: 35, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 2, error: { code: -32002, message: 'Resource not found' } } },
]
  .map((line) => JSON.stringify(line))
  .join('\n');

async function otlpText(): Promise<string> {
  const opened = openTrace(TRACE, 's.jsonl');
  if (!opened.ok) throw new Error(opened.error.message);
  return (await traceToOtlpJson(opened.value, { redact: false, version: '0' })).text;
}

describe('importOtlpJson', () => {
  it('opens OTLP/JSON with MCP spans as a trace: each span a request at its start and an answer at its end', async () => {
    const opened = openTrace(await otlpText(), 'spans.json');
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.source).toBe('otlp');
    const messages = opened.value.records.map((record) => (record.kind === 'message' ? { t: record.t - Date.parse('2026-11-23T12:00:00.000Z'), dir: record.dir, msg: record.msg } : record));
    expect(messages).toMatchObject([
      { t: 10, dir: 'out', msg: { id: '1', method: 'tools/call', params: { name: 'get_weather', _meta: { traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/) as unknown } } } },
      { t: 20, dir: 'in', msg: { id: '1', result: { isError: true, content: [{ type: 'text', text: 'no such city' }] } } },
      { t: 30, dir: 'out', msg: { id: '2', method: 'resources/read', params: { uri: 'file:///a' } } },
      { t: 35, dir: 'in', msg: { id: '2', error: { code: -32002, message: 'Resource not found' } } },
    ]);
    // mcpscope's session span is not a message: it is the one left out.
    expect(opened.value.warnings).toEqual([expect.stringContaining('carry no arguments or results'), '1 span without mcp.method.name (not MCP traffic) left out']);
  });

  it('leaves out spans that are not MCP traffic, and says so', () => {
    const span = (name: string, attributes: object[]) => ({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), name, kind: 1, startTimeUnixNano: '1795000000000000000', endTimeUnixNano: '1795000000005000000', attributes, status: {} });
    const body = { resourceSpans: [{ scopeSpans: [{ spans: [span('db.query', []), span('tools/list', [{ key: 'mcp.method.name', value: { stringValue: 'tools/list' } }])] }] }] };
    const opened = openTrace(JSON.stringify(body), 'spans.json');
    expect(opened.ok && opened.value.records).toHaveLength(2);
    expect(opened.ok && opened.value.warnings[1]).toBe('1 span without mcp.method.name (not MCP traffic) left out');
  });

  it('refuses OTLP data without an MCP span', () => {
    expect(openTrace(JSON.stringify({ resourceSpans: [] }), 'spans.json')).toMatchObject({ ok: false, error: { code: 'trace_empty' } });
  });
});
