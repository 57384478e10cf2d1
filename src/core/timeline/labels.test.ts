import { describe, expect, it } from 'vitest';
import { classifyMessage } from '../jsonrpc';
import { cancelledLabel, notificationLabel, progressLabel, requestLabel, responseLabel, titledLabel } from './labels';

describe('timeline labels', () => {
  it('says what a progress or cancelled notification carries, with or without its optional fields', () => {
    expect(progressLabel({ progressToken: 1, progress: 3, total: 10 })).toBe('progress 3/10');
    expect(progressLabel({ progressToken: 1, progress: 0.5, message: 'halfway' })).toBe('progress 0.5 · halfway');
    expect(progressLabel(undefined)).toBe('progress ?');
    expect(cancelledLabel({ requestId: 'abc', reason: 'timed out' })).toBe('cancelled #abc: timed out');
    expect(cancelledLabel({})).toBe('cancelled');
  });

  it('names a request’s target and a log message’s level', () => {
    expect(requestLabel('tools/call', { name: 'echo', arguments: {} })).toBe('tools/call echo');
    expect(requestLabel('resources/read', { uri: 'demo://resource/static/1' })).toBe('resources/read demo://resource/static/1');
    expect(requestLabel('ping', undefined)).toBe('ping');
    expect(notificationLabel('notifications/message', { level: 'warning', data: 'disk  almost full' })).toBe('log warning: disk almost full');
    expect(notificationLabel('notifications/tools/list_changed', undefined)).toBe('notifications/tools/list_changed');
  });

  it('puts a tool’s title before its name on a tools/call, and leaves the label alone without one', () => {
    const label = requestLabel('tools/call', { name: 'echo', arguments: {}, inputResponses: { confirm: {} } });
    expect(titledLabel({ label, tool: 'echo' }, 'Echo a message')).toBe(label.replace('tools/call echo', 'tools/call Echo a message (echo)'));
    expect(titledLabel({ label: 'tools/call echo', tool: 'echo' }, undefined)).toBe('tools/call echo');
    expect(titledLabel({ label: 'tools/call echo', tool: 'echo' }, 'echo')).toBe('tools/call echo');
    expect(titledLabel({ label: 'ping' }, 'Ping')).toBe('ping');
  });

  it('tells a tool error apart from a JSON-RPC error', () => {
    const toolError = classifyMessage({ jsonrpc: '2.0', id: 1, result: { content: [], isError: true } });
    const rpcError = classifyMessage({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unknown tool: nope' } });
    if (toolError.type !== 'result' || rpcError.type !== 'error') throw new Error('fixture');
    expect(responseLabel(toolError, 'tools/call')).toBe('tool error tools/call');
    expect(responseLabel(rpcError, 'tools/call')).toBe('error -32602 Invalid params: Unknown tool: nope');
  });

  it('tells each MRTR round apart: what the server asks for, and what the retry carries', () => {
    const asked = classifyMessage({
      jsonrpc: '2.0',
      id: 4,
      result: { resultType: 'input_required', inputRequests: { itinerary: { method: 'sampling/createMessage', params: {} } }, requestState: 'v1.x.y' },
    });
    if (asked.type !== 'result') throw new Error('fixture');
    expect(responseLabel(asked, 'tools/call')).toBe('input required tools/call: itinerary (sampling) + state');
    expect(requestLabel('tools/call', { name: 'plan_trip', inputResponses: { dates: { action: 'accept' } } })).toBe('tools/call plan_trip · retry with dates');
    expect(requestLabel('tools/call', { name: 'plan_trip', inputResponses: { itinerary: {} }, requestState: 'v1.x.y' })).toBe('tools/call plan_trip · retry with itinerary + state');
  });
});
