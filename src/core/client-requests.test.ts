import { describe, expect, it } from 'vitest';
import type { ClientRequestRecord } from './bridge-api/client-requests';
import { countPending, DEFAULT_SAMPLING_REPLY, elicitationAnswer, orderClientRequests, samplingAnswer, samplingRejection, upsertClientRequest } from './client-requests';

function record(id: string, status: ClientRequestRecord['status'], receivedAt: number): ClientRequestRecord {
  return { id, conn: 'c1', method: 'elicitation/create', requestId: id, params: {}, receivedAt, status };
}

describe('orderClientRequests', () => {
  it('puts pending first, newest first, then the history newest first', () => {
    const ordered = orderClientRequests([record('a', 'answered', 1), record('b', 'pending', 2), record('c', 'withdrawn', 3), record('d', 'pending', 4)]);
    expect(ordered.map((r) => r.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(countPending(ordered)).toBe(2);
    expect(countPending(undefined)).toBe(0);
  });
});

describe('answers', () => {
  it('builds a CreateMessageResult with one text block', () => {
    expect(samplingAnswer({ ...DEFAULT_SAMPLING_REPLY, text: 'hi', model: ' ' })).toEqual({
      result: { role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'mcpscope-human', stopReason: 'endTurn' },
    });
  });

  it('rejects sampling with code -1', () => {
    expect(samplingRejection('')).toEqual({ error: { code: -1, message: 'User rejected sampling request' } });
    expect(samplingRejection('no thanks')).toEqual({ error: { code: -1, message: 'no thanks' } });
  });

  it('sends content only with accept', () => {
    expect(elicitationAnswer('accept', { a: 1 })).toEqual({ result: { action: 'accept', content: { a: 1 } } });
    expect(elicitationAnswer('decline', { a: 1 })).toEqual({ result: { action: 'decline' } });
    expect(elicitationAnswer('accept')).toEqual({ result: { action: 'accept' } });
  });
});

describe('upsertClientRequest', () => {
  it('never lets a pending snapshot replace a settled one', () => {
    const settled = [record('a', 'answered', 1)];
    expect(upsertClientRequest(settled, record('a', 'pending', 1))).toBe(settled);
    expect(upsertClientRequest([record('a', 'pending', 1)], record('a', 'answered', 1))[0]?.status).toBe('answered');
    expect(upsertClientRequest(settled, record('b', 'pending', 0)).map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('keeps the hosted task that went further when the answer to "respond" arrives after the completion event', () => {
    const working = { at: 1, status: 'working' as const };
    const completedEvent = { ...record('a', 'answered', 1), task: { taskId: 't', status: 'completed' as const, history: [working, { at: 2, status: 'completed' as const }] } };
    const staleAnswer = { ...record('a', 'answered', 1), task: { taskId: 't', status: 'working' as const, history: [working] } };
    const list = [completedEvent];
    expect(upsertClientRequest(list, staleAnswer)).toBe(list);
  });
});
