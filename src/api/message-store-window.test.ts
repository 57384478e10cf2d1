import { describe, expect, it } from 'vitest';
import type { WireRecord } from '../core/wire';
import { entryBySeq, MessageStore } from './message-store';

function manualScheduler() {
  const pending: (() => void)[] = [];
  return { schedule: (flush: () => void) => void pending.push(flush), runFrame: () => pending.splice(0).forEach((flush) => flush()) };
}

let seq = 0;
function message(dir: 'in' | 'out', msg: Record<string, unknown>): WireRecord {
  seq += 1;
  return { seq, t: 1000 + seq, conn: 'a', kind: 'message', dir, msg: { jsonrpc: '2.0', ...msg } };
}

/** A log notification whose JSON text is 100 characters long. */
function logLine(n: number): WireRecord {
  const data = `line ${n}`.padEnd(14, '.');
  return message('in', { method: 'notifications/message', params: { level: 'info', data } });
}

describe('MessageStore recent window (issue 24)', () => {
  it('keeps every entry but only the newest bodies, by the size of their text', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule, { windowChars: 1000 });
    const lines = Array.from({ length: 25 }, (_, n) => logLine(n));
    store.append(lines);
    frames.runFrame();
    const snapshot = store.getSnapshot();
    expect(snapshot.count).toBe(25);
    // 1,000 characters hold the newest ten 100-character messages.
    expect(snapshot.evictedCount).toBe(15);
    const oldest = entryBySeq(snapshot, lines[0]!.seq)!;
    expect(oldest).toMatchObject({ evicted: true, text: '', kind: 'notification', method: 'notifications/message', dir: 'in', size: 100 });
    expect(oldest.record).toEqual({ kind: 'message', seq: lines[0]!.seq, t: lines[0]!.t, conn: 'a', dir: 'in' });
    const newest = entryBySeq(snapshot, lines[24]!.seq)!;
    expect(newest.evicted).toBeUndefined();
    expect(newest.record).toBe(lines[24]);
  });

  it('keeps what mcpscope sent, the handshake and pollution whatever their age', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule, { windowChars: 0 });
    const initialize = message('out', { id: 0, method: 'initialize', params: {} });
    const handshake = message('in', { id: 0, result: { protocolVersion: '2025-11-25' } });
    const call = message('out', { id: 1, method: 'tools/call', params: { name: 'echo' } });
    seq += 1;
    const pollution: WireRecord = { seq, t: 1, conn: 'a', kind: 'message', dir: 'in', raw: 'debug: hi', problem: 'not JSON' };
    const answer = message('in', { id: 1, result: { content: [] } });
    store.append([initialize, handshake, call, pollution, answer]);
    frames.runFrame();
    const snapshot = store.getSnapshot();
    for (const kept of [initialize, handshake, call, pollution]) expect(entryBySeq(snapshot, kept.seq)?.record).toBe(kept);
    expect(entryBySeq(snapshot, answer.seq)).toMatchObject({ evicted: true, method: 'tools/call', pairSeq: call.seq });
  });

  it('pairs an answer with a request whose body was already dropped', () => {
    const frames = manualScheduler();
    const store = new MessageStore(frames.schedule, { windowChars: 300 });
    const sampling = message('in', { id: 'r1', method: 'sampling/createMessage', params: { messages: [] } });
    store.append([sampling, ...Array.from({ length: 5 }, (_, n) => logLine(n))]);
    frames.runFrame();
    expect(entryBySeq(store.getSnapshot(), sampling.seq)?.evicted).toBe(true);
    const answer = message('out', { id: 'r1', result: { content: { type: 'text', text: 'ok' } } });
    store.append([answer]);
    frames.runFrame();
    const snapshot = store.getSnapshot();
    expect(entryBySeq(snapshot, answer.seq)).toMatchObject({ method: 'sampling/createMessage', pairSeq: sampling.seq });
    // The request keeps its header only, now with the link to its answer.
    expect(entryBySeq(snapshot, sampling.seq)).toMatchObject({ evicted: true, pairSeq: answer.seq, method: 'sampling/createMessage', id: 'r1' });
  });
});
