/**
 * Applies bridge events to the client-side state: wire records to the message store, connection,
 * call and list-change updates into the react-query cache. The one place where live events become cache
 * writes, so the hooks that read those caches never poll.
 *
 * Cache writes are coalesced per frame, like the message store's ingest: a burst of call updates
 * (progress, hundreds of quick calls) costs one cache write per connection and one render per
 * frame, not one per event. They are scheduled the way react-query delivers its notifications, which
 * in the page is once per animation frame (frame-queue.ts, set up in main.tsx): the write and the
 * notifications it causes run in the same frame callback, so React renders the change in that
 * callback's microtasks and the frame paints it. Told on a later task instead, the result came one
 * frame after it could (issue 24, B8: 33 ms, two frames, per call).
 */
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { isNewerSummary, type BridgeEvent, type CallRecord, type ClientRequestRecord, type ConnectionSummary, type ListChange } from '../core/bridge-api';
import type { LiveFinding } from '../core/findings-api';
import type { MessageStore } from './message-store';
import { queryKeys } from './query-keys';

export function createBridgeEventSink(queryClient: QueryClient, store: MessageStore): (event: BridgeEvent) => void {
  let pending: BridgeEvent[] = [];

  function flush() {
    const events = pending;
    pending = [];
    // One batch: every observer of the caches written here is told once, after all the writes.
    notifyManager.batch(() => applyCacheEvents(queryClient, events));
  }

  return (event) => {
    if (event.type === 'records') {
      store.append(event.records);
      return;
    }
    if (pending.length === 0) notifyManager.schedule(flush);
    pending.push(event);
  };
}

/**
 * Applies events in order; consecutive call and client-request updates are merged per connection
 * first (each kind has its own cache, so the two may share one run).
 */
function applyCacheEvents(queryClient: QueryClient, events: readonly BridgeEvent[]): void {
  let calls = new Map<string, CallRecord[]>();
  let requests = new Map<string, ClientRequestRecord[]>();
  const flushCalls = () => {
    for (const [conn, updates] of calls) upsertById(queryClient, queryKeys.calls(conn), updates);
    for (const [conn, updates] of requests) upsertById(queryClient, queryKeys.clientRequests(conn), updates);
    calls = new Map();
    requests = new Map();
  };
  for (const event of events) {
    if (event.type === 'call') {
      push(calls, event.call.conn, event.call);
      continue;
    }
    if (event.type === 'client-request') {
      push(requests, event.request.conn, event.request);
      continue;
    }
    flushCalls();
    if (event.type === 'connection') upsertConnection(queryClient, event.connection);
    else if (event.type === 'connection-removed') removeConnection(queryClient, event.id);
    else if (event.type === 'list-change') applyListChange(queryClient, event.change);
    else if (event.type === 'findings') replaceFindings(queryClient, event.conn, event.findings);
    // Each 'auth' event carries the whole flow (issue 7): the debugger follows it without polling.
    else if (event.type === 'auth') queryClient.setQueryData(queryKeys.auth(event.flow.connectionId), event.flow);
  }
  flushCalls();
}

export function upsertConnection(queryClient: QueryClient, connection: ConnectionSummary): void {
  let previous: ConnectionSummary | undefined;
  let applied = false;
  queryClient.setQueryData<ConnectionSummary[]>(queryKeys.connections, (old) => {
    // Before the first fetch there is no list to patch; that fetch will include this connection.
    if (!old) return old;
    const index = old.findIndex((c) => c.id === connection.id);
    previous = old[index];
    // An answer made before the events the cache already applied (a connect POST's 'connecting'
    // after its 'ready' event) must not take the connection back.
    if (!isNewerSummary(connection, previous)) return old;
    applied = true;
    return index === -1 ? [...old, connection] : old.map((c, i) => (i === index ? connection : c));
  });
  // A (re)established session may offer different tools: list them again.
  if (applied && connection.state === 'ready' && previous?.state !== 'ready') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.tools(connection.id) });
  }
}

/** The bridge re-listed: its new listing is what the list routes answer now. */
function applyListChange(queryClient: QueryClient, change: ListChange): void {
  upsertById(queryClient, queryKeys.listChanges(change.conn), [change]);
  void queryClient.invalidateQueries({ queryKey: queryKeys.list(change.conn, change.kind) });
  if (change.kind === 'tools') void queryClient.invalidateQueries({ queryKey: queryKeys.tools(change.conn) });
}

/** A findings event carries the connection's whole set: replace what the cache holds for it. */
function replaceFindings(queryClient: QueryClient, conn: string, findings: readonly LiveFinding[]): void {
  queryClient.setQueryData<LiveFinding[]>(queryKeys.findings, (old) => (old ? [...old.filter((finding) => finding.conn !== conn), ...findings] : old));
  // Drift findings come with their changes (the diff), which the bridge keeps beside them.
  void queryClient.invalidateQueries({ queryKey: queryKeys.drift(conn) });
}

export function removeConnection(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<ConnectionSummary[]>(queryKeys.connections, (old) => old?.filter((c) => c.id !== id));
  queryClient.removeQueries({ queryKey: queryKeys.tools(id) });
  queryClient.removeQueries({ queryKey: queryKeys.calls(id) });
  queryClient.removeQueries({ queryKey: queryKeys.clientRequests(id) });
  queryClient.removeQueries({ queryKey: queryKeys.roots(id) });
  queryClient.removeQueries({ queryKey: queryKeys.listChanges(id) });
  queryClient.removeQueries({ queryKey: queryKeys.auth(id) });
}

function push<T>(map: Map<string, T[]>, conn: string, item: T): void {
  const list = map.get(conn);
  if (list) list.push(item);
  else map.set(conn, [item]);
}

/**
 * Replaces records by id, appends new ones (oldest first); one copy of the list for all updates.
 * Used for calls and for server-to-client requests, which share the shape `{ id }`.
 */
function upsertById<T extends { id: string }>(queryClient: QueryClient, key: readonly unknown[], updates: readonly T[]): void {
  queryClient.setQueryData<T[]>(key, (old) => {
    // Not fetched yet: that fetch will return these records. Seeding the cache would hide the history.
    if (!old) return old;
    const next = [...old];
    const position = new Map(next.map((record, index) => [record.id, index]));
    for (const record of updates) {
      const index = position.get(record.id);
      if (index === undefined) {
        position.set(record.id, next.length);
        next.push(record);
      } else next[index] = record;
    }
    return next;
  });
}
