import { defaultScheduler, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CALL_OPTIONS, DEFAULT_CLIENT_FEATURES, DEFAULT_CONNECTION_SETTINGS, type CallRecord, type ClientRequestRecord, type ConnectionSummary, type ListChange } from '../core/bridge-api';
import { idleFlow, type AuthFlowState } from '../core/auth/types';
import { createBridgeEventSink, upsertConnection } from './apply-bridge-event';
import { createFrameQueue } from './frame-queue';
import { MessageStore } from './message-store';
import { queryKeys } from './query-keys';

function frames() {
  const pending: (() => void)[] = [];
  return { schedule: (flush: () => void) => void pending.push(flush), run: () => pending.splice(0).forEach((f) => f()) };
}

/**
 * As in the page (main.tsx): react-query's notifications, and with them the sink's writes, wait
 * for the next frame, which the test draws with `frame.run()`. The message store gets the same
 * frames. Restored after each test: the unit project shares modules between files.
 */
let frame = frames();
beforeEach(() => {
  frame = frames();
  notifyManager.setScheduler(createFrameQueue(frame.schedule));
});
afterEach(() => notifyManager.setScheduler(defaultScheduler));

function call(id: string, status: CallRecord['status']): CallRecord {
  return { id, conn: 'c1', tool: 'echo', arguments: {}, options: DEFAULT_CALL_OPTIONS, status, startedAt: 1 };
}

function connection(state: ConnectionSummary['state'], revision = 1): ConnectionSummary {
  return {
    revision,
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
    settings: DEFAULT_CONNECTION_SETTINGS,
    clientFeatures: DEFAULT_CLIENT_FEATURES,
  };
}

function clientRequest(id: string, status: ClientRequestRecord['status']): ClientRequestRecord {
  return { id, conn: 'c1', method: 'sampling/createMessage', requestId: 1, params: {}, receivedAt: 1, status };
}

/**
 * A running call 'a', watched the way useQuery watches it: through notifyManager.batchCalls, so
 * `seen` grows when react-query tells its observers, as a component's re-render would.
 */
function watchRunningCall(): { queryClient: QueryClient; seen: (CallRecord['status'] | undefined)[]; unsubscribe: () => void } {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.calls('c1'), [call('a', 'running')]);
  frame.run();
  const seen: (CallRecord['status'] | undefined)[] = [];
  const observer = new QueryObserver<CallRecord[]>(queryClient, { queryKey: queryKeys.calls('c1'), enabled: false });
  const unsubscribe = observer.subscribe(notifyManager.batchCalls((result) => void seen.push(result.data?.[0]?.status)));
  return { queryClient, seen, unsubscribe };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createBridgeEventSink', () => {
  it('keeps the auth debugger current: an auth event replaces the connection\'s flow (issue 7)', () => {
    const queryClient = new QueryClient();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
    const flow = idleFlow('c1', 'http://127.0.0.1:9/mcp');
    sink({ type: 'auth', flow });
    sink({ type: 'auth', flow: { ...flow, status: 'awaiting-user', authorizationUrl: 'http://127.0.0.1:9/authorize' } });
    frame.run();
    expect(queryClient.getQueryData<AuthFlowState>(queryKeys.auth('c1'))).toMatchObject({ status: 'awaiting-user', authorizationUrl: 'http://127.0.0.1:9/authorize' });
  });

  it('tells the calls\' observers within the frame that wrote them, so that frame paints the result (issue 24, B8)', async () => {
    const { queryClient, seen, unsubscribe } = watchRunningCall();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
    sink({ type: 'call', call: call('a', 'ok') });
    await nextTask();
    // Nothing before the frame: no render of its own between the event and the frame.
    expect(seen).toEqual([]);
    frame.run();
    // Told inside the frame's callback, with no timer run since.
    expect(seen).toEqual(['ok']);
    unsubscribe();
  });

  it('holds react-query\'s own writes (the start request\'s answer) for the same frame as the call\'s end', async () => {
    const { queryClient, seen, unsubscribe } = watchRunningCall();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
    // The answer to POST /calls, merged by useStartCall, then the end from the event stream.
    queryClient.setQueryData(queryKeys.calls('c1'), [{ ...call('a', 'running'), requestId: 7 }]);
    sink({ type: 'call', call: call('a', 'ok') });
    await nextTask();
    expect(seen).toEqual([]);
    frame.run();
    // Both reach the observers in that one frame, the end last: React renders it once, finished.
    expect(seen.at(-1)).toBe('ok');
    await nextTask();
    expect(seen.at(-1)).toBe('ok');
    unsubscribe();
  });

  it('merges a frame of call updates into the calls cache, oldest first', () => {
    const queryClient = new QueryClient();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
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
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
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

  it('keeps a newer connection summary when an older one arrives after it (a connect answer behind its ready event)', () => {
    const queryClient = new QueryClient();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
    queryClient.setQueryData(queryKeys.connections, []);
    sink({ type: 'connection', connection: connection('ready', 4) });
    frame.run();
    upsertConnection(queryClient, connection('connecting', 1));
    expect(queryClient.getQueryData<ConnectionSummary[]>(queryKeys.connections)?.map((c) => c.state)).toEqual(['ready']);
    upsertConnection(queryClient, connection('closed', 5));
    expect(queryClient.getQueryData<ConnectionSummary[]>(queryKeys.connections)?.map((c) => c.state)).toEqual(['closed']);
  });

  it('leaves caches alone that were never fetched', () => {
    const queryClient = new QueryClient();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
    sink({ type: 'call', call: call('a', 'ok') });
    frame.run();
    expect(queryClient.getQueryData(queryKeys.calls('c1'))).toBeUndefined();
  });

  it('upserts client requests by id, oldest first, next to call updates', () => {
    const queryClient = new QueryClient();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
    queryClient.setQueryData(queryKeys.clientRequests('c1'), [clientRequest('req-1', 'answered')]);
    queryClient.setQueryData(queryKeys.calls('c1'), []);
    sink({ type: 'client-request', request: clientRequest('req-2', 'pending') });
    sink({ type: 'call', call: call('a', 'running') });
    sink({ type: 'client-request', request: clientRequest('req-2', 'withdrawn') });
    sink({ type: 'client-request', request: clientRequest('req-3', 'pending') });
    frame.run();
    expect(queryClient.getQueryData<ClientRequestRecord[]>(queryKeys.clientRequests('c1'))?.map((r) => [r.id, r.status])).toEqual([
      ['req-1', 'answered'],
      ['req-2', 'withdrawn'],
      ['req-3', 'pending'],
    ]);
    expect(queryClient.getQueryData<CallRecord[]>(queryKeys.calls('c1'))?.length).toBe(1);
  });

  it('drops client requests and roots with their connection', () => {
    const queryClient = new QueryClient();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
    queryClient.setQueryData(queryKeys.clientRequests('c1'), [clientRequest('req-1', 'pending')]);
    queryClient.setQueryData(queryKeys.roots('c1'), { roots: [] });
    sink({ type: 'connection-removed', id: 'c1' });
    frame.run();
    expect(queryClient.getQueryData(queryKeys.clientRequests('c1'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.roots('c1'))).toBeUndefined();
  });

  it('appends a list change and marks that listing stale, so the screens show the new list', () => {
    const queryClient = new QueryClient();
    const sink = createBridgeEventSink(queryClient, new MessageStore(frame.schedule));
    queryClient.setQueryData(queryKeys.listChanges('c1'), []);
    queryClient.setQueryData(queryKeys.tools('c1'), { tools: [], pages: 1, fetchedAt: 1 });
    queryClient.setQueryData(queryKeys.list('c1', 'prompts'), { kind: 'prompts', items: [], pages: 1, fetchedAt: 1 });
    const change: ListChange = { id: 'change-1', conn: 'c1', kind: 'tools', at: 2, trigger: 'notification', added: [{ name: 'new' }], removed: [], changed: [], unchanged: 0 };
    sink({ type: 'list-change', change });
    frame.run();
    expect(queryClient.getQueryData(queryKeys.listChanges('c1'))).toEqual([change]);
    expect(queryClient.getQueryState(queryKeys.tools('c1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.list('c1', 'prompts'))?.isInvalidated).toBe(false);
  });
});
