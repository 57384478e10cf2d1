import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALL_OPTIONS, type CallRecord, type ConnectionSummary } from '../core/bridge-api';
import { createBridgeEventSink } from './apply-bridge-event';
import { MessageStore } from './message-store';
import { queryKeys } from './query-keys';

function frames() {
  const pending: (() => void)[] = [];
  return { schedule: (flush: () => void) => void pending.push(flush), run: () => pending.splice(0).forEach((f) => f()) };
}

function call(id: string, status: CallRecord['status']): CallRecord {
  return { id, conn: 'c1', tool: 'echo', arguments: {}, options: DEFAULT_CALL_OPTIONS, status, startedAt: 1 };
}

function connection(state: ConnectionSummary['state']): ConnectionSummary {
  return {
    id: 'c1',
    name: 'demo',
    target: { transport: 'stdio', command: 'node', args: [] },
    state,
    lifecycle: {
      state,
      requestedProtocolVersion: '2025-11-25',
      clientInfo: { name: 'mcpscope', version: '0' },
      clientCapabilities: {},
      timings: { connectStartedAt: 0 },
    },
    stderrTail: [],
  };
}

describe('createBridgeEventSink', () => {
  it('merges a frame of call updates into the calls cache, oldest first', () => {
    const queryClient = new QueryClient();
    const frame = frames();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule), frame.schedule);
    queryClient.setQueryData(queryKeys.calls('c1'), [call('a', 'ok')]);
    sink({ type: 'call', call: call('b', 'running') });
    sink({ type: 'call', call: call('b', 'ok') });
    sink({ type: 'call', call: call('a', 'cancelled') });
    expect(queryClient.getQueryData<CallRecord[]>(queryKeys.calls('c1'))?.length).toBe(1);
    frame.run();
    expect(queryClient.getQueryData<CallRecord[]>(queryKeys.calls('c1'))?.map((c) => [c.id, c.status])).toEqual([
      ['a', 'cancelled'],
      ['b', 'ok'],
    ]);
  });

  it('upserts connections, refreshes tools when one becomes ready, and removes', () => {
    const queryClient = new QueryClient();
    const frame = frames();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule), frame.schedule);
    queryClient.setQueryData(queryKeys.connections, [connection('initializing')]);
    queryClient.setQueryData(queryKeys.tools('c1'), { tools: [], pages: 1, fetchedAt: 0 });
    sink({ type: 'connection', connection: connection('ready') });
    frame.run();
    expect(queryClient.getQueryData<ConnectionSummary[]>(queryKeys.connections)?.[0]?.state).toBe('ready');
    expect(queryClient.getQueryState(queryKeys.tools('c1'))?.isInvalidated).toBe(true);
    sink({ type: 'connection-removed', id: 'c1' });
    frame.run();
    expect(queryClient.getQueryData(queryKeys.connections)).toEqual([]);
  });

  it('leaves caches alone that were never fetched', () => {
    const queryClient = new QueryClient();
    const frame = frames();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule), frame.schedule);
    sink({ type: 'call', call: call('a', 'ok') });
    frame.run();
    expect(queryClient.getQueryData(queryKeys.calls('c1'))).toBeUndefined();
  });
});
