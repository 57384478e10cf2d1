/**
 * The real fixtures in e2e/fixtures/traces (README.md there says how each was made) open with
 * the counts of messages, directions and request/response pairs they hold.
 */
// eslint-disable-next-line no-restricted-imports -- the test reads fixture files; the modules under test stay isomorphic
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyMessage } from '../jsonrpc';
import { RequestPairing } from '../pairing';
import type { MessageRecord } from '../wire';
import { detectTraceFormat, openTrace } from './open-trace';
import type { Trace } from './trace';

const FIXTURES = new URL('../../../e2e/fixtures/traces/', import.meta.url);

function fixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

function open(name: string, fileName = name): Trace {
  const opened = openTrace(fixture(name), fileName);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** What a viewer would derive: message directions, answered requests (pairing by conn + id + direction), methods. */
function summary(trace: Trace) {
  const messages = trace.records.filter((r): r is MessageRecord => r.kind === 'message');
  const pairing = new RequestPairing();
  let pairs = 0;
  const methods: Record<string, number> = {};
  for (const record of messages) {
    const shape = classifyMessage(record.msg ?? {});
    if (shape.type === 'request') pairing.request(record.conn, record.dir, shape.id, { seq: record.seq, t: record.t, method: shape.method });
    if (shape.type === 'request' || shape.type === 'notification') methods[shape.method] = (methods[shape.method] ?? 0) + 1;
    if ((shape.type === 'result' || shape.type === 'error') && shape.id !== null && pairing.answer(record.conn, record.dir, shape.id)) pairs++;
  }
  return {
    out: messages.filter((m) => m.dir === 'out').length,
    in: messages.filter((m) => m.dir === 'in').length,
    pairs,
    methods,
    malformed: messages.filter((m) => m.problem !== undefined).length,
  };
}

function expectSequencedInTimeOrder(trace: Trace): void {
  expect(trace.records.map((r) => r.seq)).toEqual(trace.records.map((_, i) => i + 1));
  for (let i = 1; i < trace.records.length; i++) expect(trace.records[i]!.t).toBeGreaterThanOrEqual(trace.records[i - 1]!.t);
}

describe('real fixtures', () => {
  it('a HAR recorded by Chromium against server-everything over Streamable HTTP', () => {
    const trace = open('streamable-http.har');
    expect(detectTraceFormat(fixture('streamable-http.har'))).toBe('har');
    expect(trace.source).toBe('har');
    expect(trace.header.target).toMatchObject({ transport: 'http' });
    expect(summary(trace)).toMatchObject({ out: 9, in: 13, pairs: 8, malformed: 0 });
    // SSE response bodies: three progress notifications inside the tools/call response stream,
    // and log notifications on the standalone GET stream.
    expect(summary(trace).methods).toMatchObject({ 'notifications/progress': 3, 'notifications/message': 2, 'notifications/initialized': 1 });
    // The session id names the connection and is announced once.
    const sessionNote = trace.records.find((r) => r.kind === 'note');
    expect(sessionNote).toMatchObject({ text: expect.stringContaining(`Mcp-Session-Id ${trace.header.conn}`) as unknown });
    expect(new Set(trace.records.map((r) => r.conn))).toEqual(new Set([trace.header.conn]));
    expect(trace.records.at(-1)).toMatchObject({ kind: 'lifecycle', state: 'closed' });
    // Chromium stored the SSE bodies as windows-1252; the import restores the UTF-8 text.
    expect(JSON.stringify(trace.records)).toContain('Everything Server – Server Instructions');
    expect(JSON.stringify(trace.records)).not.toContain('â€');
    expect(trace.warnings.join('\n')).toMatch(/windows-1252/);
    expectSequencedInTimeOrder(trace);
  });

  it('a HAR recorded by Chromium of the v2 client against the modern fixture (2026-07-28)', () => {
    const trace = open('modern-http.har');
    expect(detectTraceFormat(fixture('modern-http.har'))).toBe('har');
    // Every request answered but the SDK's listen stream, whose aborted body the HAR does not keep.
    expect(summary(trace)).toMatchObject({ out: 13, in: 13, pairs: 11, malformed: 0 });
    expect(summary(trace).methods).toMatchObject({ 'server/discover': 1, 'subscriptions/listen': 2, 'notifications/resources/list_changed': 1 });
    expect(summary(trace).methods.initialize).toBeUndefined();
    expect(trace.records.filter((r) => r.kind === 'http')).toHaveLength(13);
    expectSequencedInTimeOrder(trace);
  });

  it('an MCP Inspector Protocol export clicked in its UI', () => {
    const trace = open('inspector-protocol-export.json', 'inspector-protocol-node-2026-11-23T12-29-32.235Z.json');
    expect(detectTraceFormat(fixture('inspector-protocol-export.json'))).toBe('mcp-inspector');
    expect(trace.header.conn).toBe('node');
    expect(summary(trace)).toMatchObject({ out: 10, in: 21, pairs: 9, malformed: 0 });
    expect(summary(trace).methods).toMatchObject({ 'notifications/progress': 4, 'roots/list': 1 });
    // The server's roots/list request came in and the Inspector's answer went out.
    const rootsList = trace.records.find((r) => r.kind === 'message' && r.msg?.method === 'roots/list');
    expect(rootsList).toMatchObject({ dir: 'in' });
    // Unfolded responses land after the progress notifications that preceded them.
    const messages = trace.records.filter((r): r is MessageRecord => r.kind === 'message');
    const lastProgress = messages.findLastIndex((m) => m.msg?.method === 'notifications/progress');
    expect(messages[lastProgress + 1]).toMatchObject({ dir: 'in', msg: { id: 7 } });
    expect(trace.warnings).toEqual([]);
    expectSequencedInTimeOrder(trace);
  });

  it('a Claude Desktop mcp-server-<name>.log', () => {
    const trace = open('claude-desktop/mcp-server-everything.log', 'mcp-server-everything.log');
    expect(detectTraceFormat(fixture('claude-desktop/mcp-server-everything.log'))).toBe('claude-desktop');
    expect(trace.header.conn).toBe('everything');
    expect(summary(trace)).toMatchObject({ out: 7, in: 10, pairs: 6, malformed: 0 });
    expect(summary(trace).methods['notifications/progress']).toBe(3);
    expect(trace.records.filter((r) => r.kind === 'lifecycle').map((r) => r.kind === 'lifecycle' && r.state)).toEqual(['connecting', 'initializing', 'closed']);
    expect(trace.records.filter((r) => r.kind === 'stderr')).toMatchObject([{ line: 'Starting default (STDIO) server...' }]);
    expectSequencedInTimeOrder(trace);
  });

  it('an MCPJam JSON-RPC log download', () => {
    const trace = open('mcpjam-json-rpc-logs.json');
    expect(detectTraceFormat(fixture('mcpjam-json-rpc-logs.json'))).toBe('mcpjam');
    expect(summary(trace)).toMatchObject({ out: 7, in: 10, pairs: 6, malformed: 0 });
    // Newest first in the file, oldest first in the trace.
    expect(trace.records[0]).toMatchObject({ kind: 'message', dir: 'out', msg: { method: 'initialize' } });
    expectSequencedInTimeOrder(trace);
  });
});
