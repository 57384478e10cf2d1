/**
 * Recorded MRTR retries paired with the call they continue, and Tasks-extension task calls
 * rebuilt with their rounds and status history, from crafted traces (issue 18, items 3 and 6).
 */
import { describe, expect, it } from 'vitest';
import type { WireRecord } from '../wire';
import { replayTraceSession } from './trace-session';

const SOURCE = { conn: 'c1', name: 'crafted.jsonl', target: { transport: 'http' as const, url: 'http://127.0.0.1:1/mcp' }, startedAt: 0 };
const ASK = { method: 'elicitation/create', params: { mode: 'form', message: 'Sure?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } };
const TASKS_META = { 'io.modelcontextprotocol/clientCapabilities': { extensions: { 'io.modelcontextprotocol/tasks': {} } } };

function records(messages: ReadonlyArray<readonly ['in' | 'out', Record<string, unknown>]>): WireRecord[] {
  return messages.map(([dir, msg], index) => ({ kind: 'message', seq: index + 1, t: (index + 1) * 100, conn: 'c1', dir, msg: { jsonrpc: '2.0', ...msg } }));
}

const call = (id: number, args: Record<string, unknown>, retry: Record<string, unknown> = {}) => ['out', { id, method: 'tools/call', params: { name: 'deploy', arguments: args, ...retry } }] as const;
const inputRequired = (id: number, requestState?: string) => ['in', { id, result: { resultType: 'input_required', inputRequests: { ok: ASK }, ...(requestState ? { requestState } : {}) } }] as const;
const done = (id: number, text: string) => ['in', { id, result: { content: [{ type: 'text', text }] } }] as const;
const answer = (ok: boolean) => ({ inputResponses: { ok: { action: 'accept', content: { ok } } } });

describe('a recorded retry of one of two overlapping calls of a tool', () => {
  it('continues the call whose round handed out the requestState it echoes, not the latest call of the tool', () => {
    // Same tool, same arguments: only the state tells them apart. The first call's retry goes first.
    const { calls } = replayTraceSession(SOURCE, records([
      call(1, { env: 'prod' }),
      call(2, { env: 'prod' }),
      inputRequired(1, 'state-of-call-1'),
      inputRequired(2, 'state-of-call-2'),
      call(3, { env: 'prod' }, { ...answer(true), requestState: 'state-of-call-1' }),
      done(3, 'first deployed'),
      call(4, { env: 'prod' }, { ...answer(false), requestState: 'state-of-call-2' }),
      done(4, 'second kept'),
    ]));
    expect(calls.map((c) => [c.requestId, c.status, (c.result?.content as Array<{ text: string }>)[0]?.text])).toEqual([
      [3, 'ok', 'first deployed'],
      [4, 'ok', 'second kept'],
    ]);
    expect(calls[0]?.rounds?.[0]).toMatchObject({ requestId: 1, retryRequestId: 3, requestState: 'state-of-call-1', inputResponses: answer(true).inputResponses });
    expect(calls[1]?.rounds?.[0]).toMatchObject({ requestId: 2, retryRequestId: 4, requestState: 'state-of-call-2', inputResponses: answer(false).inputResponses });
  });

  it('without a requestState, continues the waiting call of that tool with the same arguments', () => {
    const { calls } = replayTraceSession(SOURCE, records([
      call(1, { env: 'prod' }),
      call(2, { env: 'staging' }),
      inputRequired(1),
      inputRequired(2),
      call(3, { env: 'prod' }, answer(true)),
      done(3, 'prod deployed'),
    ]));
    expect(calls[0]).toMatchObject({ requestId: 3, status: 'ok', rounds: [{ requestId: 1, retryRequestId: 3 }] });
    expect(calls[1]).toMatchObject({ requestId: 2, status: 'running', rounds: [{ requestId: 2 }] });
    expect(calls[1]?.rounds?.[0]?.retriedAt).toBeUndefined();
  });
});

describe('a recorded call run as a task in the Tasks extension’s shape', () => {
  const task = (status: string, more: Record<string, unknown> = {}) => ({ taskId: 't-1', status, ttlMs: 60_000, pollIntervalMs: 100, ...more });
  const get = (id: number) => ['out', { id, method: 'tasks/get', params: { taskId: 't-1', _meta: TASKS_META } }] as const;

  it('has its status history, its input round answered by tasks/update, and its result', () => {
    const { calls, clientRequests } = replayTraceSession(SOURCE, records([
      ['out', { id: 1, method: 'tools/call', params: { name: 'build_report', arguments: {}, _meta: TASKS_META } }],
      ['in', { id: 1, result: { ...task('working'), resultType: 'task' } }],
      get(2),
      ['in', { id: 2, result: { ...task('input_required', { inputRequests: { approve: ASK } }), resultType: 'complete' } }],
      ['out', { id: 3, method: 'tasks/update', params: { taskId: 't-1', inputResponses: { approve: { action: 'accept', content: { ok: true } } }, _meta: TASKS_META } }],
      ['in', { id: 3, result: { resultType: 'complete' } }],
      // The extension's notification carries the task whole, as tasks/get does.
      ['in', { method: 'notifications/tasks', params: task('working', { statusMessage: 'publishing' }) }],
      get(4),
      ['in', { id: 4, result: { ...task('completed', { result: { content: [{ type: 'text', text: 'Published' }] } }), resultType: 'complete' } }],
    ]));
    expect(calls).toHaveLength(1);
    const [rebuilt] = calls;
    expect(rebuilt).toMatchObject({ status: 'ok', endedAt: 900, result: { content: [{ type: 'text', text: 'Published' }] } });
    expect(rebuilt?.task).toMatchObject({ taskId: 't-1', shape: 'extension', status: 'completed' });
    expect(rebuilt?.task?.history.map((entry) => [entry.at, entry.status, entry.statusMessage])).toEqual([
      [200, 'working', undefined],
      [400, 'input_required', undefined],
      [700, 'working', 'publishing'],
      [900, 'completed', undefined],
    ]);
    expect(rebuilt?.rounds).toEqual([
      expect.objectContaining({ round: 1, requestId: 2, sentAt: 300, askedAt: 400, retriedAt: 500, retryRequestId: 3, inputResponses: { approve: { action: 'accept', content: { ok: true } } } }),
    ]);
    expect(clientRequests.map((request) => [request.method, request.status, request.round?.key])).toEqual([['elicitation/create', 'answered', 'approve']]);
  });

  it('reads an input_required status that arrives as notifications/tasks, and a failure the task ends with', () => {
    const { calls } = replayTraceSession(SOURCE, records([
      ['out', { id: 1, method: 'tools/call', params: { name: 'build_report', arguments: {}, _meta: TASKS_META } }],
      ['in', { id: 1, result: { ...task('working'), resultType: 'task' } }],
      ['in', { method: 'notifications/tasks', params: task('input_required', { inputRequests: { approve: ASK } }) }],
      ['in', { method: 'notifications/tasks', params: task('failed', { statusMessage: 'no approver', error: { code: -32603, message: 'nobody approved' } }) }],
    ]));
    const [rebuilt] = calls;
    expect(rebuilt).toMatchObject({ status: 'failed', failure: { code: 'task_failed', message: 'The task failed: no approver' }, rpcError: { code: -32603, message: 'nobody approved' } });
    expect(rebuilt?.rounds).toEqual([expect.objectContaining({ round: 1, askedAt: 300 })]);
    expect(rebuilt?.task?.history.map((entry) => entry.status)).toEqual(['working', 'input_required', 'failed']);
  });
});
