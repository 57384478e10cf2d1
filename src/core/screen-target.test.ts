import { describe, expect, it } from 'vitest';
import { screenTargetOf } from './screen-target';
import type { WireRecord } from './wire';

const record: WireRecord = { kind: 'message', seq: 9, t: 0, conn: 'c1', dir: 'in', msg: {} };

describe('the screen a logged message belongs to', () => {
  it('opens a tool call by its id, prompts, resources and server requests on their screens, the rest on the timeline', () => {
    expect(screenTargetOf({ kind: 'response', method: 'tools/call', id: 4, record })).toEqual({ conn: 'c1', tab: 'tools', seq: 9, requestId: 4 });
    expect(screenTargetOf({ kind: 'error', method: 'prompts/get', id: 5, record })?.tab).toBe('prompts');
    expect(screenTargetOf({ kind: 'request', method: 'resources/read', id: 6, record })?.tab).toBe('resources');
    expect(screenTargetOf({ kind: 'request', method: 'elicitation/create', id: 1, record })?.tab).toBe('requests');
    expect(screenTargetOf({ kind: 'response', method: 'ping', id: 7, record })?.tab).toBe('timeline');
  });

  it('names the prompt or resource its request asked for, from the request an answer pairs with', () => {
    const get: WireRecord = { ...record, dir: 'out', msg: { jsonrpc: '2.0', id: 5, method: 'prompts/get', params: { name: 'args-prompt' } } };
    const read: WireRecord = { ...record, dir: 'out', msg: { jsonrpc: '2.0', id: 6, method: 'resources/read', params: { uri: 'demo://a' } } };
    expect(screenTargetOf({ kind: 'response', method: 'prompts/get', id: 5, record }, get)?.item).toBe('args-prompt');
    expect(screenTargetOf({ kind: 'request', method: 'resources/read', id: 6, record: read })?.item).toBe('demo://a');
    expect(screenTargetOf({ kind: 'response', method: 'resources/read', id: 6, record })?.item).toBeUndefined();
  });

  it('has nothing to open for notifications, unpaired answers and other records', () => {
    expect(screenTargetOf({ kind: 'notification', method: 'notifications/progress', record })).toBeUndefined();
    expect(screenTargetOf({ kind: 'response', id: 3, record })).toBeUndefined();
    expect(screenTargetOf({ kind: 'stderr', record })).toBeUndefined();
  });
});
