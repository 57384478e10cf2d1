import { describe, expect, it } from 'vitest';
import type { CallRecord } from './bridge-api/calls';
import { answerOfCall, answerOfMessage, answerOfRpc, compareAnswers } from './answer-compare';

const CALL: CallRecord = {
  id: 'call-1',
  conn: 'c1',
  tool: 'echo',
  arguments: { message: 'b' },
  options: { timeoutMs: 1000, resetTimeoutOnProgress: true },
  status: 'ok',
  startedAt: 0,
  result: { content: [{ type: 'text', text: 'b' }] },
};

describe('comparing the old and the new answer', () => {
  it('compares what the responses carry, not their ids', () => {
    const old = answerOfMessage({ jsonrpc: '2.0', id: 3, result: { content: [{ type: 'text', text: 'b' }] } });
    const fresh = answerOfCall(CALL);
    expect(fresh).toMatchObject({ status: 'answer' });
    if (fresh?.status !== 'answer') return;
    expect(compareAnswers(old, fresh.body).same).toBe(true);
    const changed = compareAnswers(answerOfMessage({ jsonrpc: '2.0', id: 3, result: { content: [{ type: 'text', text: 'a' }] } }), fresh.body);
    expect(changed.same).toBe(false);
    expect(changed.before).toContain('"text": "a"');
    expect(changed.after).toContain('"text": "b"');
  });

  it('waits for a running call and says why a call ended without an answer', () => {
    expect(answerOfCall({ ...CALL, status: 'running', result: undefined })).toBeUndefined();
    expect(answerOfCall({ ...CALL, status: 'failed', result: undefined, failure: { code: 'connection_closed', message: 'gone' } })).toEqual({
      status: 'no-answer',
      message: 'No answer (failed): gone',
    });
  });

  it('keeps an error answer comparable with an error response', () => {
    const error = { code: -32602, message: 'bad' };
    expect(answerOfMessage({ jsonrpc: '2.0', id: 1, error })).toEqual({ error });
    expect(answerOfRpc({ status: 'rpc-error', error, latencyMs: 1 })).toEqual({ status: 'answer', body: { error } });
  });
});
