import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { describe, expect, it } from 'vitest';
import { toReadableSpans } from '../../src/core/otel/readable-spans';
import { sessionSpans } from '../../src/core/otel/session-spans';
import { openTrace } from '../../src/core/traces/open-trace';
import { decodeProtobufExportRequest } from '../otel/otlp-protobuf';
import { exportTrace } from './export';
import { parseExport } from './parse-export';
import type { CliIo } from './serve';

const TOKEN = 'ghp_' + 'R4nd0mDem0T0kenN0tReal1234567890abcd';
const TRACE = [
  { format: 'mcpscope-trace', version: 1, createdAt: '2026-11-23T12:00:00.000Z', mcpscopeVersion: '0.1.0', conn: 'c1', target: { transport: 'http', url: 'http://127.0.0.1:3001/mcp' } },
  { t: 1, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { text: TOKEN } } } },
  { t: 6, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: { isError: true, content: [{ type: 'text', text: `rejected ${TOKEN}` }] } } },
]
  .map((line) => JSON.stringify(line))
  .join('\n');

/** The OTLP/JSON encoding rules (OTLP specification, "JSON Protobuf Encoding"): hex ids, decimal-string nanoseconds, integer enums. */
function expectOtlpJson(body: unknown): void {
  expect(body).toMatchObject({ resourceSpans: [{ resource: { attributes: expect.any(Array) as unknown }, scopeSpans: [{ scope: { name: 'mcpscope' } }] }] });
  const spans = (body as { resourceSpans: { scopeSpans: { spans: Record<string, unknown>[] }[] }[] }).resourceSpans[0]!.scopeSpans[0]!.spans;
  for (const span of spans) {
    expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(span.startTimeUnixNano).toMatch(/^\d+$/);
    expect(span.endTimeUnixNano).toMatch(/^\d+$/);
    expect(Number.isInteger(span.kind)).toBe(true);
  }
}

describe('mcpscope export --format otlp', () => {
  it('writes the session as redacted OTLP/JSON spans next to the trace', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'mcpscope-otlp-'));
    const trace = path.join(folder, 'session.jsonl');
    await writeFile(trace, TRACE);
    const parsed = parseExport([trace, '--format', 'otlp'], folder);
    if (!parsed.ok) throw new Error(parsed.usageError);
    const stdout: string[] = [];
    const stderr: string[] = [];
    const io: CliIo = { stdout: (line) => stdout.push(line), stderr: (line) => stderr.push(line), progress: () => undefined, color: false, exit: () => undefined as never };
    expect(await exportTrace(parsed.options, io)).toBe(0);
    expect(stdout).toEqual([path.join(folder, 'session.otlp.json')]);
    expect(stderr.join('\n')).toContain('2 spans; 1 values redacted');
    const text = await readFile(stdout[0]!, 'utf8');
    expect(text).not.toContain(TOKEN);
    const body = JSON.parse(text) as unknown;
    expectOtlpJson(body);
    expect(text).toContain('"tools/call echo"');
    expect(text).toContain('"server.address"');
  });

  it('gives the protobuf serializer spans it encodes too, which decode against the official .proto files', () => {
    const opened = openTrace(TRACE, 'session.jsonl');
    if (!opened.ok) throw new Error(opened.error.message);
    const decoded = decodeProtobufExportRequest(ProtobufTraceSerializer.serializeRequest(toReadableSpans(sessionSpans(opened.value), '9.9.9'))!);
    if (!decoded.ok) throw new Error(decoded.problem);
    expectOtlpJson(decoded.request);
    expect(JSON.stringify(decoded.request)).toContain('"tools/call echo"');
  });
});
