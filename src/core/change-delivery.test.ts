import { describe, expect, it } from 'vitest';
import { describeHealth, filterRows, isEmptyFilter, listenFilterFor, subscriptionIdOf } from './change-delivery';

describe('change delivery', () => {
  it('asks for the list changes the capabilities announce, and updates for the watched resources', () => {
    const capabilities = { tools: { listChanged: true }, prompts: {}, resources: { listChanged: true } };
    expect(listenFilterFor(capabilities)).toEqual({ toolsListChanged: true, resourcesListChanged: true });
    expect(listenFilterFor({ resources: {} }, ['note://1'])).toEqual({ resourceSubscriptions: ['note://1'] });
    expect(isEmptyFilter(listenFilterFor({ tools: {} }))).toBe(true);
    expect(isEmptyFilter(listenFilterFor(undefined))).toBe(true);
  });

  it('puts the requested and acknowledged filters side by side, marking what the server narrowed away', () => {
    const requested = { toolsListChanged: true, resourcesListChanged: true, resourceSubscriptions: ['a://x', 'a://y'] };
    expect(filterRows(requested, undefined).map((row) => [row.label, row.requested, row.acknowledged])).toEqual([
      ['Tools list changes', 'yes', 'awaiting'],
      ['Resources list changes', 'yes', 'awaiting'],
      ['Updates to a://x', 'yes', 'awaiting'],
      ['Updates to a://y', 'yes', 'awaiting'],
    ]);
    const rows = filterRows(requested, { toolsListChanged: true, resourceSubscriptions: ['a://x'] });
    expect(rows.filter((row) => row.narrowed).map((row) => row.label)).toEqual(['Resources list changes', 'Updates to a://y']);
  });

  it('reads the subscription id a message carries in _meta, as text', () => {
    expect(subscriptionIdOf({ params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 'listen:1' } } })).toBe('listen:1');
    expect(subscriptionIdOf({ result: { _meta: { 'io.modelcontextprotocol/subscriptionId': 7 } } })).toBe('7');
    expect(subscriptionIdOf({ params: { uri: 'x' } })).toBeUndefined();
    expect(subscriptionIdOf(undefined)).toBeUndefined();
  });

  it('says a health in words', () => {
    expect(describeHealth({ state: 'reconnecting', since: 0, attempt: 2, reason: 'dropped' })).toBe('reconnecting (attempt 2): dropped');
    expect(describeHealth({ state: 'closed', since: 0, by: 'server', reason: 'ended' })).toBe('closed: ended');
  });
});
