/**
 * What the wire log says about one connection's resources: which URIs are subscribed (a
 * successful resources/subscribe not yet undone), when each URI last got
 * notifications/resources/updated, and when it was last read. (list_changed re-listing is the
 * bridge's: see server/connections/list-watcher.ts.)
 * Derived from the log, not from UI state, so it survives tab switches and is exactly what the
 * server was told; a new session (lifecycle "connecting") starts it afresh, since subscriptions
 * do not outlive a session (spec 2025-06-18 server/resources, "Subscriptions").
 */
import type { LogEntry } from './log-entry';
import type { ConnectionId } from './wire';

export interface ResourceWatch {
  readonly subscribed: ReadonlySet<string>;
  /** uri -> time of the latest notifications/resources/updated. */
  readonly updatedAt: ReadonlyMap<string, number>;
  /** uri -> when the latest successfully answered resources/read was sent. */
  readonly readAt: ReadonlyMap<string, number>;
}

export const EMPTY_WATCH: ResourceWatch = {
  subscribed: new Set(),
  updatedAt: new Map(),
  readAt: new Map(),
};

function uriParam(msg: Record<string, unknown> | undefined): string | undefined {
  const params = msg?.params;
  if (typeof params !== 'object' || params === null) return undefined;
  const uri = (params as { uri?: unknown }).uri;
  return typeof uri === 'string' ? uri : undefined;
}

function messageOf(entry: LogEntry | undefined): Record<string, unknown> | undefined {
  return entry?.record.kind === 'message' ? entry.record.msg : undefined;
}

/**
 * Folds one log entry into the watch. Returns `watch` itself when nothing changed, so callers can
 * compare by identity. `requestOf` finds a response's request by seq (the store's index).
 */
export function watchStep(
  watch: ResourceWatch,
  conn: ConnectionId,
  entry: LogEntry,
  requestOf: (seq: number) => LogEntry | undefined,
): ResourceWatch {
  const record = entry.record;
  if (record.conn !== conn) return watch;
  if (record.kind === 'lifecycle') return record.state === 'connecting' ? EMPTY_WATCH : watch;
  if (entry.kind === 'notification' && entry.dir === 'in') {
    if (entry.method === 'notifications/resources/updated') {
      const uri = uriParam(messageOf(entry));
      if (uri === undefined) return watch;
      return { ...watch, updatedAt: new Map(watch.updatedAt).set(uri, record.t) };
    }
    return watch;
  }
  // Only answered requests count: a failed subscribe leaves the resource unsubscribed.
  if (entry.kind !== 'response' || entry.dir !== 'in' || entry.pairSeq === undefined) return watch;
  const method = entry.method;
  if (method !== 'resources/subscribe' && method !== 'resources/unsubscribe' && method !== 'resources/read') return watch;
  const request = requestOf(entry.pairSeq);
  const uri = uriParam(messageOf(request));
  if (request === undefined || uri === undefined) return watch;
  // The request's time: an update that lands while the read is in flight may not be in it.
  if (method === 'resources/read') return { ...watch, readAt: new Map(watch.readAt).set(uri, request.record.t) };
  const subscribed = new Set(watch.subscribed);
  if (method === 'resources/subscribe') subscribed.add(uri);
  else subscribed.delete(uri);
  return { ...watch, subscribed };
}

/** The time of an update the user has not re-read yet, if any. */
export function pendingUpdate(watch: ResourceWatch, uri: string): number | undefined {
  const updated = watch.updatedAt.get(uri);
  if (updated === undefined) return undefined;
  const read = watch.readAt.get(uri);
  return read !== undefined && read >= updated ? undefined : updated;
}
