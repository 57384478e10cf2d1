import { describe, expect, it } from 'vitest';
import { openTrace } from '../traces/open-trace';
import { traceToOtlpJson } from './otlp-json';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
const CALL_SPAN = 'b7ad6b7169203331';
const GITHUB_TOKEN = 'ghp_' + 'R4nd0mDem0T0kenN0tReal1234567890abcd';
const START_NS = BigInt(Date.parse('2026-11-23T12:00:00.000Z')) * 1_000_000n;

function traceText(target: object, lines: readonly object[]): string {
  const header = { format: 'mcpscope-trace', version: 1, createdAt: '2026-11-23T12:00:00.000Z', mcpscopeVersion: '0.1.0', conn: 'c1', target };
  return [header, ...lines].map((line) => JSON.stringify(line)).join('\n') + '\n';
}

interface OtlpBody {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: { name: string; traceId: string; spanId: string; parentSpanId?: string; kind: number; status: { code?: number; message?: string }; attributes: { key: string; value: Record<string, unknown> }[] }[] }[] }[];
}

async function exportOf(text: string): Promise<{ body: OtlpBody; text: string }> {
  const opened = openTrace(text, 't.jsonl');
  if (!opened.ok) throw new Error(opened.error.message);
  const exported = await traceToOtlpJson(opened.value, { redact: true, version: '9.9.9' });
  return { body: JSON.parse(exported.text) as OtlpBody, text: exported.text };
}

function serviceOf(resource: OtlpBody['resourceSpans'][number]): string | undefined {
  return resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue;
}

const stdio = { transport: 'stdio', command: 'node', args: ['s.js'] };

describe("export --format otlp with the server's own spans (issue 23)", () => {
  it("puts the spans the server reported beside mcpscope's, under the server's service, in one trace, redacted", async () => {
    const serverSpan = { traceId: TRACE, spanId: '1111111111111111', parentSpanId: CALL_SPAN, name: 'tools/call lookup', kind: 2, startTimeUnixNano: String(START_NS + 11_000_000n), endTimeUnixNano: String(START_NS + 18_000_000n), attributes: [{ key: 'auth.header', value: { stringValue: `token ${GITHUB_TOKEN}` } }, { key: 'rows', value: { intValue: '3' } }], status: { code: 2, message: 'slow' } };
    const { body, text } = await exportOf(traceText(stdio, [
      { t: 10, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'lookup', arguments: {}, _meta: { traceparent: `00-${TRACE}-${CALL_SPAN}-01` } } } },
      { t: 19, conn: 'c1', kind: 'span', span: serverSpan, service: 'otel-fixture' },
      { t: 20, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: { content: [] } } },
    ]));
    expect(body.resourceSpans.map(serviceOf)).toEqual(['mcpscope', 'otel-fixture']);
    const ours = body.resourceSpans[0]!.scopeSpans[0]!.spans.find((span) => span.name === 'tools/call lookup');
    const theirs = body.resourceSpans[1]!.scopeSpans[0]!.spans[0]!;
    expect(ours).toMatchObject({ traceId: TRACE, spanId: CALL_SPAN, kind: 3 });
    expect(theirs).toMatchObject({ traceId: TRACE, spanId: '1111111111111111', parentSpanId: CALL_SPAN, kind: 2, status: { code: 2, message: 'slow' } });
    expect(theirs.attributes.find((attribute) => attribute.key === 'rows')?.value).toEqual({ intValue: 3 });
    expect(text).not.toContain(GITHUB_TOKEN);
  });

  it('names the Streamable HTTP session on the session span as mcp.session.id, and none when the server gave no session id', async () => {
    const http = { transport: 'http', url: 'http://127.0.0.1:3001/mcp' };
    const exchange = (sessionId: string | undefined) => ({ t: 5, conn: 'c1', kind: 'http', request: { method: 'POST', url: http.url, headers: {} }, response: { status: 200, headers: sessionId ? { 'mcp-session-id': sessionId } : {} } });
    const sessionAttribute = async (sessionId: string | undefined) => {
      const { body } = await exportOf(traceText(http, [exchange(sessionId)]));
      const session = body.resourceSpans[0]!.scopeSpans[0]!.spans.find((span) => span.name === 'mcp.session');
      return session?.attributes.find((attribute) => attribute.key === 'mcp.session.id')?.value;
    };
    expect(await sessionAttribute('5f1c9a')).toEqual({ stringValue: '5f1c9a' });
    expect(await sessionAttribute(undefined)).toBeUndefined();
  });
});
