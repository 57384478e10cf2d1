/**
 * Integration (issue 18, item 5): every HTTP exchange of a connection is in the log with the
 * headers that went out and the status that came back, linked to the messages its body carried,
 * before the messages of its answer; GET streams and the session's DELETE are there too; the
 * connection's own header values never are; the trace keeps the links as record numbers.
 * Real server-everything over Streamable HTTP and legacy SSE, real http.Server, no mocked fetch.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTarget } from '../../src/core/bridge-api';
import { openTrace } from '../../src/core/traces';
import type { HttpRecord, MessageRecord, WireRecord } from '../../src/core/wire';
import { EVERYTHING, startHttpEverything } from './everything-http';
import { HttpExchanges } from './http-exchanges';
import { allRecords, connectAndWait, createHarness, type Harness } from './test-support';

const isHttp = (record: WireRecord): record is HttpRecord => record.kind === 'http';
const outgoing = (records: WireRecord[], method: string) => records.find((r): r is MessageRecord => r.kind === 'message' && r.dir === 'out' && r.msg?.method === method);

describe.each([
  ['http', 'streamableHttp'],
  ['sse', 'sse'],
] as const)('HTTP exchanges over %s', (transport, mode) => {
  let harness: Harness;
  let server: ChildProcess;
  let target: HttpTarget;

  beforeAll(async () => {
    harness = createHarness();
    const started = await startHttpEverything(mode);
    server = started.child;
    target = { transport, url: started.url, headers: { 'X-Tenant': 'acme-tenant-value', 'X-Api-Key': 'sk-live-secret-value' } };
  });
  afterAll(async () => {
    await harness.dispose();
    server.kill('SIGKILL');
  });

  it('records each request with its headers and status, linked to its message, before the answer', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, target);
    const listed = await manager.listAll(id, 'tools', true);
    expect(listed.ok).toBe(true);
    const records = allRecords(manager, id);
    const exchanges = records.filter(isHttp);

    const request = outgoing(records, 'tools/list')!;
    const exchange = exchanges.find((e) => e.about?.includes(request.seq));
    expect(exchange, 'the POST that carried tools/list').toBeDefined();
    expect(exchange!.request.method).toBe('POST');
    expect(exchange!.seq).toBeGreaterThan(request.seq);
    const answer = records.find((r) => r.kind === 'message' && r.dir === 'in' && r.msg?.id === request.msg?.id)!;
    // Over Streamable HTTP the exchange's answer carries the result; over SSE the result comes on the stream.
    if (transport === 'http') expect(exchange!.seq).toBeLessThan(answer.seq);
    expect(exchange!.request.headers['content-type']).toBe('application/json');
    // The connection's own headers went out, their values masked whole whatever they are called.
    expect(exchange!.request.headers['x-tenant']).toBe('•••');
    expect(exchange!.request.headers['x-api-key']).toBe('•••');
    expect(JSON.stringify(records)).not.toMatch(/acme-tenant-value|sk-live-secret-value/);

    if (transport === 'http') {
      expect(exchange!.response?.status).toBe(200);
      const initialize = outgoing(records, 'initialize')!;
      const handshake = exchanges.find((e) => e.about?.includes(initialize.seq))!;
      const session = handshake.response?.headers['mcp-session-id'];
      expect(session, 'the server names the session in its answer to initialize').toBeTruthy();
      // Every later request carries the session and the negotiated version (Streamable HTTP, 2025-11-25).
      expect(exchange!.request.headers).toMatchObject({ 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' });
      // The standalone GET stream has no message of its own: an exchange of its own.
      const stream = exchanges.find((e) => e.request.method === 'GET');
      expect(stream?.about).toBeUndefined();
      expect(stream?.response?.headers['content-type']).toContain('text/event-stream');
    } else {
      // Legacy SSE: the stream is a GET, each message a POST to the endpoint it named, answered 202.
      expect(exchange!.response?.status).toBe(202);
      expect(exchange!.request.url).toMatch(/sessionId=/);
      expect(exchanges[0]?.request.method).toBe('GET');
    }

    const summary = manager.get(id);
    if (!summary.ok) throw new Error(summary.error.message);
    const tracePath = summary.value.tracePath!;
    await manager.disconnect(id);
    if (transport === 'http') {
      // Streamable HTTP, "Session Management": the DELETE that ends the session is in the log.
      await expect.poll(() => allRecords(manager, id).filter(isHttp).some((e) => e.request.method === 'DELETE')).toBe(true);
    }

    // In the trace, `about` names the message by its record number, as a reader counts them.
    const opened = openTrace(readFileSync(tracePath, 'utf8'));
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const traced = opened.value.records;
    const tracedRequest = outgoing(traced, 'tools/list')!;
    const tracedExchange = traced.filter(isHttp).find((e) => e.about?.includes(tracedRequest.seq));
    expect(tracedExchange?.request.method).toBe('POST');
    expect(opened.value.warnings).toEqual([]);
  });
});

describe('an HTTP request that gets no answer', () => {
  it('is in the log with the reason and the message it carried, and no response', async () => {
    const harness = createHarness();
    try {
      // A port that was free a moment ago: nothing listens, the connection is refused at once.
      const port = await new Promise<number>((resolve) => {
        const probe = net.createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as net.AddressInfo;
          probe.close(() => resolve(free));
        });
      });
      const url = `http://127.0.0.1:${port}/mcp`;
      const { id } = await connectAndWait(harness.manager, { transport: 'http', url }, 'failed');
      const records = allRecords(harness.manager, id);
      // With the auto protocol setting the first request is the era probe, server/discover.
      const probe = outgoing(records, 'server/discover')!;
      const exchange = records.filter(isHttp).find((e) => e.about?.includes(probe.seq));
      expect(exchange).toMatchObject({ request: { method: 'POST', url }, error: expect.stringMatching(/^ECONNREFUSED/) as unknown });
      expect(exchange).not.toHaveProperty('response');
    } finally {
      await harness.dispose();
    }
  });
});

describe('HTTP exchanges over stdio', () => {
  it('there are none: a stdio session records no http record', async () => {
    const harness = createHarness();
    try {
      const { id } = await connectAndWait(harness.manager, { transport: 'stdio', command: process.execPath, args: [EVERYTHING] });
      expect(allRecords(harness.manager, id).filter(isHttp)).toEqual([]);
    } finally {
      await harness.dispose();
    }
  });
});

describe('HttpExchanges, matching bodies to messages', () => {
  const out = (seq: number, msg: Record<string, unknown>): MessageRecord => ({ seq, t: 0, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', ...msg } });
  const request = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: {} };

  it('gives two identical notifications one POST each, in order, and each member of a batch its own link', () => {
    const exchanges = new HttpExchanges('c1');
    const note = { method: 'notifications/roots/list_changed' };
    exchanges.sent(out(1, note));
    exchanges.sent(out(2, note));
    const body = JSON.stringify({ jsonrpc: '2.0', ...note });
    expect(exchanges.record({ request, body }, 0)).toMatchObject({ kind: 'http', about: [1] });
    expect(exchanges.record({ request, body }, 0)).toMatchObject({ about: [2] });

    exchanges.sent(out(3, { id: 7, method: 'ping' }));
    exchanges.sent(out(4, { id: 8, method: 'tools/list' }));
    const batch = JSON.stringify([{ jsonrpc: '2.0', id: 7, method: 'ping' }, { jsonrpc: '2.0', id: 8, method: 'tools/list' }]);
    expect(exchanges.record({ request, body: batch }, 0)).toMatchObject({ about: [3, 4] });
    // A GET has no body: no link, and the record says so by having none.
    expect(exchanges.record({ request: { ...request, method: 'GET' } }, 0)).not.toHaveProperty('about');
  });
});
