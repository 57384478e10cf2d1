/**
 * Keeps the latest listing of each kind for one connection's session, re-lists on
 * notifications/{tools,prompts,resources}/list_changed, and reports what changed between two
 * listings as a ListChange (issue 3, item 8).
 *
 * Listings of one kind run one after another, and requests that arrive while one runs are merged
 * into a single follow-up: a server that sends ten list_changed notifications in a burst costs two
 * listings, and the last one always reflects the server's state after the last notification.
 */
import type { ConnectionId } from '../../src/core/wire';
import type { ListChange, ListKind, Listing } from '../../src/core/bridge-api';
import { diffListItems, isEmptyDiff } from '../../src/core/list-diff';
import { ok, type Result } from '../../src/core/result';

/** Why a listing is fetched; only a listing that follows an earlier one can report a change. */
export type ListCause =
  | { type: 'baseline' }
  | { type: 'notification'; seq: number }
  /** The user asked for a fresh listing. */
  | { type: 'refetch' };

export interface ListWatcherDeps {
  conn: ConnectionId;
  fetch(kind: ListKind): Promise<Result<Listing>>;
  emit(change: ListChange): void;
}

/** The notification that invalidates each kind; resource templates move with resources. */
export const LIST_CHANGED_KINDS: Readonly<Record<string, readonly ListKind[]>> = {
  'notifications/tools/list_changed': ['tools'],
  'notifications/prompts/list_changed': ['prompts'],
  'notifications/resources/list_changed': ['resources', 'resourceTemplates'],
};

interface QueuedListing {
  request: { cause: ListCause };
  result: Promise<Result<Listing>>;
}

/** A baseline joins whatever is queued; a notification or refetch is the stronger reason. */
function mergeCauses(queued: ListCause, incoming: ListCause): ListCause {
  return incoming.type === 'baseline' ? queued : incoming;
}

export class ListWatcher {
  private snapshots = new Map<ListKind, Listing>();
  /** The newest listing started or queued per kind; the next one chains after it. */
  private tails = new Map<ListKind, Promise<unknown>>();
  /** A listing waiting for the running one to finish; more requests merge into it. */
  private queued = new Map<ListKind, QueuedListing>();
  /** The newest listing started or queued per kind, until it ends: what current() awaits before a snapshot exists. */
  private latest = new Map<ListKind, Promise<Result<Listing>>>();
  /** Bumped per session, so a listing of an ended session neither stores nor reports anything. */
  private generation = 0;
  /** Every change of the connection, across its sessions, oldest first. */
  private readonly changes: ListChange[] = [];
  private nextChangeId = 1;

  constructor(private readonly deps: ListWatcherDeps) {}

  newSession(): void {
    this.generation++;
    this.snapshots = new Map();
    this.tails = new Map();
    this.queued = new Map();
    this.latest = new Map();
  }

  history(): ListChange[] {
    return [...this.changes];
  }

  /** The session's latest listing; fetched (or awaited, when one is on its way) if there is none. */
  current(kind: ListKind): Promise<Result<Listing>> {
    const snapshot = this.snapshots.get(kind);
    if (snapshot) return Promise.resolve(ok(snapshot));
    // Two asking at connect (the list pane and the analysis) must not list a 5,000-tool server twice.
    return this.latest.get(kind) ?? this.refresh(kind, { type: 'baseline' });
  }

  refresh(kind: ListKind, cause: ListCause): Promise<Result<Listing>> {
    const queued = this.queued.get(kind);
    if (queued) {
      queued.request.cause = mergeCauses(queued.request.cause, cause);
      return queued.result;
    }
    const generation = this.generation;
    const previous = this.tails.get(kind) ?? Promise.resolve();
    // The cause is read when the listing starts, so requests merged in meanwhile are honoured.
    const request = { cause };
    const result = previous.then(() => {
      if (this.queued.get(kind)?.request === request) this.queued.delete(kind);
      return this.fetch(kind, request.cause, generation);
    });
    this.queued.set(kind, { request, result });
    this.latest.set(kind, result);
    const forget = () => {
      if (this.latest.get(kind) === result) this.latest.delete(kind);
    };
    result.then(forget, forget);
    // A listing that threw (a bug, not a server failure: those are Results) must not stall the queue.
    this.tails.set(kind, result.catch(() => undefined));
    return result;
  }

  private async fetch(kind: ListKind, cause: ListCause, generation: number): Promise<Result<Listing>> {
    const result = await this.deps.fetch(kind);
    if (!result.ok || generation !== this.generation) return result;
    const before = this.snapshots.get(kind);
    this.snapshots.set(kind, result.value);
    if (before && cause.type !== 'baseline') this.report(kind, cause, before, result.value);
    return result;
  }

  private report(kind: ListKind, cause: Exclude<ListCause, { type: 'baseline' }>, before: Listing, after: Listing): void {
    const diff = diffListItems(kind, before.items, after.items);
    // A notification is worth showing even when nothing differs (the server said something
    // changed); a refetch that finds the same list is not news.
    if (cause.type === 'refetch' && isEmptyDiff(diff)) return;
    const change: ListChange = {
      id: `change-${this.nextChangeId++}`,
      conn: this.deps.conn,
      kind,
      at: after.fetchedAt,
      trigger: cause.type,
      ...(cause.type === 'notification' ? { notificationSeq: cause.seq } : {}),
      ...diff,
    };
    this.changes.push(change);
    this.deps.emit(change);
  }
}
