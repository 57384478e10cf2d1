import { describe, expect, it } from 'vitest';
import { DEFAULT_CALL_OPTIONS, type CallRecord } from './bridge-api/calls';
import { upsertCallRecord } from './call-records';

function call(overrides: Partial<CallRecord>): CallRecord {
  return { id: 'c1', conn: 'k', tool: 'echo', arguments: {}, options: DEFAULT_CALL_OPTIONS, status: 'running', startedAt: 1, ...overrides };
}

describe('upsertCallRecord', () => {
  it('appends new calls in start order', () => {
    const list = upsertCallRecord([call({ id: 'b', startedAt: 2 })], call({ id: 'a', startedAt: 1 }));
    expect(list.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('replaces a running call with its result', () => {
    const list = upsertCallRecord([call({})], call({ status: 'ok', endedAt: 5 }));
    expect(list[0]?.status).toBe('ok');
  });

  it('does not let a stale running snapshot overwrite a finished call', () => {
    const finished = [call({ status: 'ok', endedAt: 5 })];
    expect(upsertCallRecord(finished, call({}))).toBe(finished);
  });

  it('does not let older progress overwrite newer progress', () => {
    const newer = [call({ progress: { progress: 3, at: 3, count: 3 } })];
    expect(upsertCallRecord(newer, call({ progress: { progress: 1, at: 1, count: 1 } }))).toBe(newer);
  });

  it('does not let a snapshot from before the task was created overwrite the task', () => {
    const task = { taskId: 't', status: 'working' as const, history: [{ at: 2, status: 'working' as const }] };
    const following = [call({ task })];
    expect(upsertCallRecord(following, call({}))).toBe(following);
  });

  it('accepts a late response on a cancelled call', () => {
    const cancelled = [call({ status: 'cancelled' })];
    const list = upsertCallRecord(cancelled, call({ status: 'cancelled', lateResponse: { at: 9, result: {} } }));
    expect(list[0]?.lateResponse).toBeDefined();
  });
});
