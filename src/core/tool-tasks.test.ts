import { describe, expect, it } from 'vitest';
import { serverRunsToolsAsTasks, taskOffer, taskRequestFor, toolTaskSupport } from './tool-tasks';

const tool = (execution?: unknown) => ({ name: 't', inputSchema: { type: 'object' }, ...(execution === undefined ? {} : { execution }) });

describe('tools as tasks', () => {
  it('reads taskSupport, treating a missing or unknown value as forbidden', () => {
    expect(toolTaskSupport(tool({ taskSupport: 'required' }))).toBe('required');
    expect(toolTaskSupport(tool({ taskSupport: 'optional' }))).toBe('optional');
    expect(toolTaskSupport(tool())).toBe('forbidden');
    expect(toolTaskSupport(tool({ taskSupport: 'sometimes' }))).toBe('forbidden');
  });

  it('knows whether the server declared tasks for tools/call', () => {
    expect(serverRunsToolsAsTasks({ tasks: { requests: { tools: { call: {} } } } })).toBe(true);
    expect(serverRunsToolsAsTasks({ tasks: { list: {} } })).toBe(false);
    expect(serverRunsToolsAsTasks(undefined)).toBe(false);
  });

  it('uses the Tasks extension only on a 2026-07-28 session whose server declared it', () => {
    const extension = { extensions: { 'io.modelcontextprotocol/tasks': {} } };
    expect(taskOffer('modern', extension)).toBe('extension');
    expect(taskOffer('legacy', extension)).toBe('undeclared');
    expect(taskOffer('modern', { tasks: { requests: { tools: { call: {} } } } })).toBe('declared');
    expect(taskOffer('modern', {})).toBe('undeclared');
  });

  it('always runs a required tool as a task, and others only when the user asks', () => {
    expect(taskRequestFor('required', { asTask: false })).toEqual({});
    expect(taskRequestFor('optional', { asTask: false })).toBeUndefined();
    expect(taskRequestFor('optional', { asTask: true, ttlMs: 60_000 })).toEqual({ ttlMs: 60_000 });
    // Forcing a task on a tool that does not offer one is allowed: the server's answer is the point.
    expect(taskRequestFor('forbidden', { asTask: true })).toEqual({});
  });
});
