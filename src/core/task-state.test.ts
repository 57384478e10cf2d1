import { describe, expect, it } from 'vitest';
import { advanceTask, isTerminalTaskStatus, readCreatedTask, readTaskSnapshot } from './task-state';

describe('reading tasks from the wire', () => {
  it('reads a tasks/get result, keeping the known fields and a null ttl', () => {
    const raw = { taskId: 't1', status: 'working', statusMessage: 'Gathering sources...', ttl: null, pollInterval: 1000, createdAt: '2025-11-25T00:00:00Z', extra: 1 };
    expect(readTaskSnapshot(raw)).toEqual({ taskId: 't1', status: 'working', statusMessage: 'Gathering sources...', ttl: null, pollInterval: 1000, createdAt: '2025-11-25T00:00:00Z' });
  });

  it('refuses something that is not a task', () => {
    expect(readTaskSnapshot({ taskId: 't1', status: 'sleeping' })).toBeUndefined();
    expect(readTaskSnapshot({ status: 'working' })).toBeUndefined();
    expect(readCreatedTask({ content: [] })).toBeUndefined();
  });

  it('reads the task of a CreateTaskResult', () => {
    expect(readCreatedTask({ task: { taskId: 'abc', status: 'working', ttl: 300000 } })).toEqual({ taskId: 'abc', status: 'working', ttl: 300000 });
  });
});

describe('advancing a task', () => {
  const working = { taskId: 't', status: 'working' as const, statusMessage: 'Gathering sources...' };

  it('records each status change once, not every poll that repeats it', () => {
    let state = advanceTask(undefined, working, 1);
    state = advanceTask(state, working, 2);
    state = advanceTask(state, { ...working, status: 'input_required', statusMessage: 'Which one?' }, 3);
    state = advanceTask(state, { taskId: 't', status: 'completed' }, 4);
    expect(state.history).toEqual([
      { at: 1, status: 'working', statusMessage: 'Gathering sources...' },
      { at: 3, status: 'input_required', statusMessage: 'Which one?' },
      { at: 4, status: 'completed' },
    ]);
    expect(state.status).toBe('completed');
    expect(state.statusMessage).toBeUndefined();
  });

  it('records a new message within the same status', () => {
    const state = advanceTask(advanceTask(undefined, working, 1), { ...working, statusMessage: 'Analyzing content...' }, 2);
    expect(state.history.map((h) => h.statusMessage)).toEqual(['Gathering sources...', 'Analyzing content...']);
  });

  it('never leaves a terminal status when a late poll answer arrives', () => {
    const cancelled = advanceTask(advanceTask(undefined, working, 1), { taskId: 't', status: 'cancelled' }, 2);
    expect(advanceTask(cancelled, working, 3)).toBe(cancelled);
    expect(isTerminalTaskStatus(cancelled.status)).toBe(true);
    expect(isTerminalTaskStatus('input_required')).toBe(false);
  });
});
