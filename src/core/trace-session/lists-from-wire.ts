/**
 * Listings as a recorded session saw them (issue 5, offline viewer): every page of tools/list,
 * prompts/list, resources/list and resources/templates/list the client asked for, joined into
 * one Listing per kind, and each re-list compared with the one before, as the bridge's list
 * watcher does live (server/connections/list-watcher.ts).
 */
import { LIST_METHODS, type ListChange, type ListKind, type Listing } from '../bridge-api/lists';
import { classifyMessage, pairKey } from '../jsonrpc';
import { diffListItems, isEmptyDiff } from '../list-diff';
import type { ConnectionId, WireRecord } from '../wire';
import { isObject } from '../is-object';

const KIND_OF_METHOD = new Map(Object.entries(LIST_METHODS).map(([kind, method]) => [method, kind as ListKind]));
const KIND_OF_NOTIFICATION: Record<string, ListKind[]> = {
  'notifications/tools/list_changed': ['tools'],
  'notifications/prompts/list_changed': ['prompts'],
  'notifications/resources/list_changed': ['resources', 'resourceTemplates'],
};

export class ListsFromWire {
  private readonly latest = new Map<ListKind, Listing>();
  /** The session's first listing of each kind: what a later one may have drifted from. */
  private readonly first = new Map<ListKind, Listing>();
  private readonly changes: ListChange[] = [];
  /** Pages of a listing still being fetched (a nextCursor was given). */
  private readonly partial = new Map<ListKind, { items: Record<string, unknown>[]; pages: number }>();
  /** pairKey(id) -> kind, for list requests not answered yet. */
  private readonly requests = new Map<string, ListKind>();
  /** The seq of a list_changed notification the next listing of that kind answers. */
  private readonly notified = new Map<ListKind, number>();

  constructor(private readonly conn: ConnectionId) {}

  listing(kind: ListKind): Listing | undefined {
    return this.latest.get(kind);
  }

  firstListing(kind: ListKind): Listing | undefined {
    return this.first.get(kind);
  }

  listChanges(): ListChange[] {
    return [...this.changes];
  }

  observe(record: WireRecord): void {
    if (record.kind === 'lifecycle' && record.state === 'connecting') this.requests.clear();
    if (record.kind !== 'message' || !record.msg) return;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out' && shape.type === 'request') {
      const kind = KIND_OF_METHOD.get(shape.method);
      if (kind) this.requests.set(pairKey(shape.id), kind);
      // A first page starts a new listing, whatever an unfinished one had.
      if (kind && !(isObject(shape.params) && typeof shape.params.cursor === 'string')) this.partial.delete(kind);
    } else if (record.dir === 'in' && shape.type === 'notification') {
      for (const kind of KIND_OF_NOTIFICATION[shape.method] ?? []) this.notified.set(kind, record.seq);
    } else if (record.dir === 'in' && shape.type === 'result') {
      const kind = this.requests.get(pairKey(shape.id));
      if (kind === undefined) return;
      this.requests.delete(pairKey(shape.id));
      this.page(kind, shape.result, record.t);
    }
  }

  private page(kind: ListKind, result: unknown, at: number): void {
    const page = isObject(result) ? result : {};
    const items = Array.isArray(page[kind]) ? (page[kind] as unknown[]).filter(isObject) : [];
    const sofar = this.partial.get(kind) ?? { items: [], pages: 0 };
    const joined = { items: [...sofar.items, ...items], pages: sofar.pages + 1 };
    if (typeof page.nextCursor === 'string') {
      this.partial.set(kind, joined);
      return;
    }
    this.partial.delete(kind);
    const listing: Listing = { kind, items: joined.items, pages: joined.pages, fetchedAt: at };
    const before = this.latest.get(kind);
    this.latest.set(kind, listing);
    if (before) this.compare(kind, before, listing);
    else this.first.set(kind, listing);
  }

  private compare(kind: ListKind, before: Listing, after: Listing): void {
    const diff = diffListItems(kind, before.items, after.items);
    const notificationSeq = this.notified.get(kind);
    this.notified.delete(kind);
    if (notificationSeq === undefined && isEmptyDiff(diff)) return;
    this.changes.push({
      id: `change-${this.changes.length + 1}`,
      conn: this.conn,
      kind,
      at: after.fetchedAt,
      trigger: notificationSeq === undefined ? 'refetch' : 'notification',
      ...(notificationSeq === undefined ? {} : { notificationSeq }),
      ...diff,
    });
  }
}
