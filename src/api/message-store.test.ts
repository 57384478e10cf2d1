import { describe, expect, it } from 'vitest';
import type { WireRecord } from '../core/wire';
import { entryBySeq, MessageStore } from './message-store';

/** A scheduler the test drives by hand, standing in for requestAnimationFrame. */
function manualScheduler() {
  const pending: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => void pending.push(flush),
    runFrame: () => pending.splice(0).forEach((flush) => flush()),
    get waiting() {
      return pending.length;
    },
  };
}

let seq = 0;
function message(conn: string, dir: 'in' | 'out', msg: Record<string, unknown>, t = 1000 + seq): WireRecord {
  seq += 1;
  return { seq, t, conn, kind: 'message', dir, msg: { jsonrpc: '2.0', ...msg } };
}

describe('MessageStore', () => {
  it('publishes once per frame, however many records arrive', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.append([message('a', 'out', { id: 1, method: 'ping' })]);
    store.append([message('a', 'in', { id: 1, result: {} })]);
    expect(frames.waiting).toBe(1);
    expect(store.getSnapshot().count).toBe(0);
    frames.runFrame();
    expect(notified).toBe(1);
    expect(store.getSnapshot().count).toBe(2);
  });

  it('drops records it has already seen (overlapping backfill)', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule);
    const first = message('a', 'out', { method: 'notifications/initialized' });
    const second = message('a', 'out', { method: 'notifications/roots/list_changed' });
    store.append([first, second]);
    store.append([first, second]);
    frames.runFrame();
    expect(store.getSnapshot().count).toBe(2);
    expect(store.lastSeq).toBe(second.seq);
  });

  it('pairs responses with requests per connection and direction, with latency', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule);
    const request = message('a', 'out', { id: 7, method: 'tools/call' }, 1000);
    const otherConn = message('b', 'in', { id: 7, result: {} }, 1100);
    const response = message('a', 'in', { id: 7, result: { content: [] } }, 1250);
    store.append([request, otherConn, response]);
    frames.runFrame();
    const snapshot = store.getSnapshot();
    expect(entryBySeq(snapshot, otherConn.seq)?.pairSeq).toBeUndefined();
    const answered = entryBySeq(snapshot, response.seq);
    expect(answered).toMatchObject({ kind: 'response', method: 'tools/call', pairSeq: request.seq, latencyMs: 250 });
    expect(entryBySeq(snapshot, request.seq)?.pairSeq).toBe(response.seq);
  });

  it('pairs a server-to-client request with the client answer, and error responses too', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule);
    const request = message('a', 'in', { id: 0, method: 'sampling/createMessage' });
    const error = message('a', 'out', { id: 0, error: { code: -32600, message: 'no' } });
    store.append([request, error]);
    frames.runFrame();
    expect(entryBySeq(store.getSnapshot(), error.seq)).toMatchObject({ kind: 'error', method: 'sampling/createMessage' });
  });

  it('does not pair a response with a request from before a reconnect', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule);
    const stale = message('a', 'out', { id: 0, method: 'tools/list' });
    seq += 1;
    const reconnect: WireRecord = { seq, t: 2000, conn: 'a', kind: 'lifecycle', state: 'connecting' };
    const response = message('a', 'in', { id: 0, result: {} });
    store.append([stale, reconnect, response]);
    frames.runFrame();
    expect(entryBySeq(store.getSnapshot(), response.seq)?.pairSeq).toBeUndefined();
  });

  it('ingests a large backlog in chunks, one per frame', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule, { chunkSize: 100 });
    store.append(Array.from({ length: 250 }, (_, i) => message('a', 'out', { method: `m${i % 3}` })));
    frames.runFrame();
    expect(store.getSnapshot().count).toBe(100);
    frames.runFrame();
    frames.runFrame();
    expect(store.getSnapshot().count).toBe(250);
    expect(frames.waiting).toBe(0);
    expect(store.getSnapshot().methods).toEqual(['m0', 'm1', 'm2']);
  });

  it('keeps stderr per connection and classifies pollution', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule);
    seq += 1;
    const stderr: WireRecord = { seq, t: 1, conn: 'a', kind: 'stderr', line: 'listening' };
    seq += 1;
    const pollution: WireRecord = { seq, t: 2, conn: 'a', kind: 'message', dir: 'in', raw: 'hello', problem: 'not JSON' };
    store.append([stderr, pollution]);
    frames.runFrame();
    const snapshot = store.getSnapshot();
    expect(snapshot.stderrByConn.get('a')?.map((e) => e.text)).toEqual(['listening']);
    expect(entryBySeq(snapshot, pollution.seq)).toMatchObject({ kind: 'pollution', text: 'hello', size: 5 });
    expect(snapshot.countByKind.pollution).toBe(1);
  });

  it('shows an HTTP exchange with the message its body carried, and one without a message as a row of its own', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule);
    const request = message('a', 'out', { id: 3, method: 'tools/list' });
    const headers = { 'mcp-protocol-version': '2025-11-25' };
    seq += 1;
    const post: WireRecord = { seq, t: 2, conn: 'a', kind: 'http', request: { method: 'POST', url: 'http://x/mcp', headers }, response: { status: 200, headers: {} }, about: [request.seq] };
    const response = message('a', 'in', { id: 3, result: { tools: [] } });
    seq += 1;
    const stream: WireRecord = { seq, t: 3, conn: 'a', kind: 'http', request: { method: 'GET', url: 'http://x/mcp', headers }, response: { status: 405, headers: {} } };
    store.append([request, post, response, stream]);
    frames.runFrame();
    const snapshot = store.getSnapshot();
    expect(snapshot.count).toBe(3);
    // The pairing that came after the exchange keeps it on the request.
    expect(entryBySeq(snapshot, request.seq)).toMatchObject({ http: post, pairSeq: response.seq });
    expect(entryBySeq(snapshot, post.seq)).toBeUndefined();
    expect(entryBySeq(snapshot, stream.seq)).toMatchObject({ kind: 'http', text: 'GET /mcp → 405' });
  });

  it('shows a note with the record it is about, and as a row of its own', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule);
    const call = message('a', 'out', { id: 4, method: 'tools/call', params: { name: 'echo' } });
    seq += 1;
    const first: WireRecord = { seq, t: 5, conn: 'a', kind: 'note', text: 'the call to look at', about: call.seq };
    seq += 1;
    const second: WireRecord = { seq, t: 6, conn: 'a', kind: 'note', text: 'and again', about: call.seq };
    store.append([call, first, second]);
    frames.runFrame();
    const snapshot = store.getSnapshot();
    expect(entryBySeq(snapshot, call.seq)?.notes).toEqual(['the call to look at', 'and again']);
    expect(entryBySeq(snapshot, first.seq)).toMatchObject({ kind: 'note', text: 'the call to look at' });
  });

  it("pairs an MCP App's requests and answers within its view, never with the connection's MCP ids (issue 21)", () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule);
    const uri = 'ui://get-time/mcp-app.html';
    const app = (view: string, dir: 'to-app' | 'from-app', msg: Record<string, unknown>, t: number): WireRecord => {
      seq += 1;
      return { seq, t, conn: 'a', kind: 'app', dir, view, uri, msg: { jsonrpc: '2.0', ...msg } };
    };
    const mcpRequest = message('a', 'out', { id: 1, method: 'tools/list' }, 100);
    const firstView = app('v1', 'from-app', { id: 1, method: 'tools/call', params: { name: 'get-time' } }, 110);
    const secondView = app('v2', 'from-app', { id: 1, method: 'ui/initialize' }, 120);
    const secondAnswer = app('v2', 'to-app', { id: 1, result: {} }, 125);
    const mcpAnswer = message('a', 'in', { id: 1, result: { tools: [] } }, 130);
    const firstAnswer = app('v1', 'to-app', { id: 1, result: { content: [] } }, 150);
    const blocked: WireRecord = { seq: (seq += 1), t: 151, conn: 'a', kind: 'app-csp', view: 'v1', uri, directive: 'img-src', blockedUri: 'https://cdn.example.com' };
    store.append([mcpRequest, firstView, secondView, secondAnswer, mcpAnswer, firstAnswer, blocked]);
    frames.runFrame();
    const snapshot = store.getSnapshot();
    expect(entryBySeq(snapshot, secondAnswer.seq)).toMatchObject({ method: 'ui/initialize', pairSeq: secondView.seq, latencyMs: 5, app: { dir: 'to-app', view: 'v2', shape: 'response' } });
    expect(entryBySeq(snapshot, mcpAnswer.seq)).toMatchObject({ method: 'tools/list', pairSeq: mcpRequest.seq, latencyMs: 30 });
    expect(entryBySeq(snapshot, firstAnswer.seq)).toMatchObject({ method: 'tools/call', pairSeq: firstView.seq, latencyMs: 40 });
    expect(entryBySeq(snapshot, firstView.seq)?.pairSeq).toBe(firstAnswer.seq);
    expect(entryBySeq(snapshot, blocked.seq)?.text).toBe('CSP blocked https://cdn.example.com (img-src)');
    expect([snapshot.countByKind.app, snapshot.countByKind['app-csp'], snapshot.countByKind.request, snapshot.countByKind.response]).toEqual([4, 1, 1, 1]);
    expect(snapshot.methods).toEqual(['tools/call', 'tools/list', 'ui/initialize']);
  });
});
