/**
 * The real HARs in e2e/fixtures/traces, opened and rebuilt as a session the way the viewer does
 * (issue 18, item 8): a 2026-07-28 session shows its era without a handshake, plan_trip as one
 * call with its rounds, the listen stream's notifications, cache hints and each request's headers;
 * the 2025 session keeps its handshake and its era.
 */
// eslint-disable-next-line no-restricted-imports -- the test reads fixture files; the modules under test stay isomorphic
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayTraceSession } from '../trace-session/trace-session';
import type { HttpRecord } from '../wire-http';
import type { WireRecord } from '../wire';
import { openTrace } from './open-trace';
import type { Trace } from './trace';

function open(name: string): Trace {
  const opened = openTrace(readFileSync(new URL(`../../../e2e/fixtures/traces/${name}`, import.meta.url), 'utf8'), name);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

function session(trace: Trace) {
  return replayTraceSession({ conn: trace.header.conn, name: 'har', target: trace.header.target!, startedAt: Date.parse(trace.header.createdAt) }, trace.records);
}

const httpOf = (trace: Trace, method: string, name?: string): HttpRecord[] =>
  trace.records.filter((r): r is HttpRecord => r.kind === 'http' && r.request.headers['mcp-method'] === method && (name === undefined || r.request.headers['mcp-name'] === name));

const bySeq = (trace: Trace, seq: number): WireRecord | undefined => trace.records[seq - 1];

describe('modern-http.har: a 2026-07-28 session recorded by Chromium', () => {
  const trace = open('modern-http.har');
  const rebuilt = session(trace);

  it('shows the era read from the wire: server/discover answered, no initialize invented', () => {
    const { lifecycle, state } = rebuilt.connection;
    expect(state).toBe('ready');
    expect(lifecycle.era).toMatchObject({ era: 'modern', setting: 'auto', reason: { kind: 'read-from-messages' }, discover: { supportedVersions: ['2026-07-28'] } });
    expect(lifecycle.negotiatedProtocolVersion).toBe('2026-07-28');
    expect(lifecycle.serverInfo).toMatchObject({ name: 'mcpscope-modern-fixture' });
    expect(lifecycle.initializeRequestSeq).toBeUndefined();
    expect(trace.records.some((r) => r.kind === 'message' && r.msg?.method === 'initialize')).toBe(false);
  });

  it('rebuilds plan_trip as one call with its two input rounds', () => {
    const trips = rebuilt.calls.filter((call) => call.tool === 'plan_trip');
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({ status: 'ok' });
    expect(trips[0]!.rounds).toHaveLength(2);
    expect(rebuilt.clientRequests.map((request) => request.method)).toEqual(['elicitation/create', 'sampling/createMessage']);
  });

  it('keeps the listen stream notifications, the cache hints and the list change', () => {
    const methods = trace.records.flatMap((r) => (r.kind === 'message' && r.dir === 'in' && r.msg?.method ? [r.msg.method] : []));
    expect(methods).toEqual(['notifications/subscriptions/acknowledged', 'notifications/resources/list_changed']);
    expect(rebuilt.listings.tools?.cache).toMatchObject({ ttlMs: 60_000, cacheScope: 'public' });
    expect(rebuilt.connection.lifecycle.era?.discover).toMatchObject({ ttlMs: 60_000, cacheScope: 'public' });
    expect(rebuilt.listChanges.find((change) => change.kind === 'resources')?.added.map((item) => item.uri)).toEqual(['note://1']);
  });

  it('has an http record per request with the 2026-07-28 headers, linked to the message it carried', () => {
    const [echo] = httpOf(trace, 'tools/call', 'echo').filter((r) => r.response?.status === 200);
    expect(echo!.request.headers).toMatchObject({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'echo' });
    expect(bySeq(trace, echo!.about![0]!)).toMatchObject({ kind: 'message', dir: 'out', msg: { method: 'tools/call', params: { name: 'echo' } } });
    expect(httpOf(trace, 'tools/call', 'plan_trip')).toHaveLength(3);
    // The request whose Mcp-Method contradicts its body: HTTP 400, and the -32020 answer.
    const [refused] = httpOf(trace, 'tools/list', 'echo');
    expect(refused!.response).toMatchObject({ status: 400, statusText: 'Bad Request' });
    expect(trace.records.find((r) => r.kind === 'message' && r.dir === 'in' && r.msg?.id === 'refused-1')).toMatchObject({ msg: { error: { code: -32020 } } });
    // The SDK's listen stream, aborted by the page: its headers are there, its messages are not.
    const listens = httpOf(trace, 'subscriptions/listen');
    expect(listens.map((r) => r.response?.status)).toEqual([200, 200]);
    expect(trace.records.filter((r) => r.kind === 'note').map((r) => r.kind === 'note' && r.text)).toEqual([expect.stringContaining('stopped reading the answer (net::ERR_ABORTED)')]);
  });
});

describe('streamable-http.har: a 2025 session recorded by Chromium', () => {
  const trace = open('streamable-http.har');

  it('keeps its handshake, and its era is read from it', () => {
    const { lifecycle } = session(trace).connection;
    expect(lifecycle.era).toMatchObject({ era: 'legacy', setting: 'legacy', reason: { kind: 'read-from-messages', evidence: 'an initialize request' } });
    expect(lifecycle.initializeRequestSeq).toBeDefined();
  });

  it('has the session id on each request, and the GET stream and DELETE as exchanges of their own', () => {
    const http = trace.records.filter((r): r is HttpRecord => r.kind === 'http');
    expect(http.filter((r) => r.request.method === 'POST').slice(1).every((r) => r.request.headers['mcp-session-id'] === trace.header.conn)).toBe(true);
    const get = http.find((r) => r.request.method === 'GET');
    const del = http.find((r) => r.request.method === 'DELETE');
    expect(get).toMatchObject({ response: { status: 200, headers: { 'content-type': 'text/event-stream' } } });
    expect(get!.about).toBeUndefined();
    expect(del!.about).toBeUndefined();
  });
});
