import { describe, expect, it } from 'vitest';
import type { ClientRequestRecord } from '../../src/core/bridge-api';
import type { Direction, HttpRecord, MessageRecord, WireMessage } from '../../src/core/wire';
import { OutstandingTracker } from './outstanding';

let seq = 0;
function wire(dir: Direction, msg: WireMessage, t = 1000 + seq): MessageRecord {
  return { seq: ++seq, kind: 'message', t, conn: 'c1', dir, msg };
}

describe('OutstandingTracker', () => {
  it('keeps our request until the server answers it', () => {
    const tracker = new OutstandingTracker();
    tracker.observe(wire('out', { jsonrpc: '2.0', id: 7, method: 'tools/call', params: {} }, 1000));
    tracker.observe(wire('out', { jsonrpc: '2.0', id: 8, method: 'ping' }, 1001));
    tracker.observe(wire('in', { jsonrpc: '2.0', id: 8, result: {} }));
    expect(tracker.list()).toEqual([{ dir: 'out', id: 7, method: 'tools/call', since: 1000 }]);
  });

  it('names a server request waiting for a person by its record, and lets go once we answer', () => {
    const tracker = new OutstandingTracker();
    tracker.observe(wire('in', { jsonrpc: '2.0', id: 2, method: 'elicitation/create', params: {} }, 1500));
    tracker.noteClientRequest({ id: 'req-3', requestId: 2 } as ClientRequestRecord);
    expect(tracker.list()).toEqual([{ dir: 'in', id: 2, method: 'elicitation/create', since: 1500, clientRequestId: 'req-3' }]);
    // Our answer to the server's id 2 says nothing about a request of ours with id 2.
    tracker.observe(wire('out', { jsonrpc: '2.0', id: 2, method: 'ping' }, 1600));
    tracker.observe(wire('out', { jsonrpc: '2.0', id: 2, result: { action: 'decline' } }));
    expect(tracker.list()).toEqual([{ dir: 'out', id: 2, method: 'ping', since: 1600 }]);
  });

  it('drops a request its sender cancelled, whichever side sent it', () => {
    const tracker = new OutstandingTracker();
    tracker.observe(wire('out', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }));
    tracker.observe(wire('in', { jsonrpc: '2.0', id: 1, method: 'sampling/createMessage', params: {} }));
    tracker.observe(wire('out', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }));
    expect(tracker.list().map((o) => o.dir)).toEqual(['in']);
    tracker.observe(wire('in', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }));
    expect(tracker.list()).toEqual([]);
  });

  it('forgets everything with a new session, whose ids start again', () => {
    const tracker = new OutstandingTracker();
    tracker.observe(wire('out', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }));
    tracker.newSession();
    expect(tracker.list()).toEqual([]);
  });

  it('lets go of requests whose POST failed (4xx, 5xx, no answer), though no answer could be paired', () => {
    const tracker = new OutstandingTracker();
    const probe = wire('out', { jsonrpc: '2.0', id: 'server-discover-probe-1', method: 'server/discover', params: {} }, 900);
    tracker.observe(probe);
    // A legacy server's 400 to the probe: its body's error has id null.
    tracker.observe(post(probe.seq, { status: 400, statusText: 'Bad Request' }));
    tracker.observe(wire('in', { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: Server not initialized' } }));
    const refused = wire('out', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }, 950);
    const unanswered = wire('out', { jsonrpc: '2.0', id: 2, method: 'resources/read', params: {} }, 960);
    const broken = wire('out', { jsonrpc: '2.0', id: 3, method: 'prompts/get', params: {} }, 970);
    const answered = wire('out', { jsonrpc: '2.0', id: 4, method: 'tools/list', params: {} }, 980);
    for (const record of [refused, unanswered, broken, answered]) tracker.observe(record);
    tracker.observe(post(refused.seq, { status: 403, statusText: 'Forbidden' }));
    tracker.observe(post(unanswered.seq, undefined, 'ECONNRESET: socket hang up'));
    tracker.observe(post(broken.seq, { status: 502 }));
    tracker.observe(post(answered.seq, { status: 200 }));
    expect(tracker.list()).toEqual([{ dir: 'out', id: 4, method: 'tools/list', since: 980 }]);
  });

  it('keeps a request whose POST was redirected (the SDK posts it again) or that another POST carried', () => {
    const tracker = new OutstandingTracker();
    const call = wire('out', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }, 1000);
    const note = wire('out', { jsonrpc: '2.0', method: 'notifications/initialized' });
    tracker.observe(call);
    tracker.observe(note);
    tracker.observe(post(call.seq, { status: 307 }));
    tracker.observe(post(note.seq, { status: 400 }));
    expect(tracker.list()).toEqual([{ dir: 'out', id: 1, method: 'tools/call', since: 1000 }]);
  });
});

/** The `http` record of the POST that carried record `carried`: its answer, or the error it met. */
function post(carried: number, response?: { status: number; statusText?: string }, error?: string): HttpRecord {
  return {
    seq: ++seq,
    kind: 'http',
    t: 1000 + seq,
    conn: 'c1',
    request: { method: 'POST', url: 'http://127.0.0.1/mcp', headers: {} },
    ...(response ? { response: { ...response, headers: {} } } : {}),
    ...(error ? { error } : {}),
    about: [carried],
  };
}
