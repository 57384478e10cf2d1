import { describe, expect, it } from 'vitest';
import type { ClientRequestRecord } from '../../src/core/bridge-api';
import type { Direction, MessageRecord, WireMessage } from '../../src/core/wire';
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

  it('lets go of the era probe once connect is over, though its HTTP 400 answer had no id to pair', () => {
    const tracker = new OutstandingTracker();
    tracker.observe(wire('out', { jsonrpc: '2.0', id: 'server-discover-probe-1', method: 'server/discover', params: {} }, 900));
    tracker.observe(wire('in', { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: Server not initialized' } }));
    tracker.observe(wire('out', { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} }, 950));
    tracker.settled('server/discover');
    expect(tracker.list()).toEqual([{ dir: 'out', id: 0, method: 'initialize', since: 950 }]);
  });
});
