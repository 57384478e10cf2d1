/**
 * The paginated lists and how they change during a session.
 *
 *   GET    /api/connections/:id/lists/:kind?fresh=1  -> Listing             (kind: ListKind; every page; see ListChange)
 *   GET    /api/connections/:id/list-changes        -> ListChange[]     (oldest first)
 */
import type { ConnectionId } from '../wire';

/**
 * The paginated list methods (spec: "Pagination"): tools/list, resources/list,
 * resources/templates/list and prompts/list. The bridge follows nextCursor to the end.
 */
export type ListKind = 'tools' | 'resources' | 'resourceTemplates' | 'prompts';

export const LIST_METHODS: Record<ListKind, string> = {
  tools: 'tools/list',
  resources: 'resources/list',
  resourceTemplates: 'resources/templates/list',
  prompts: 'prompts/list',
};

export interface Listing {
  kind: ListKind;
  /** Items exactly as the server sent them, malformed ones included. */
  items: Record<string, unknown>[];
  pages: number;
  fetchedAt: number;
  /** Read from a trace that holds no answer to this list request (up to the position shown): unknown, not empty. */
  unrecorded?: true;
}

/**
 * The bridge lists tools, prompts, resources and templates when a session becomes ready, and lists
 * again on notifications/{tools,prompts,resources}/list_changed and on `?fresh=1`. The list routes
 * answer with the latest listing. Each re-list is compared with the one before: a first defence
 * against a definition changing mid-session ("rug pull", dynamic capability injection). A
 * notification always yields a ListChange (even an empty one: the server said something changed);
 * a refetch only when something differs.
 */
export interface ListChange {
  /** Unique per connection, e.g. "change-3". */
  id: string;
  conn: ConnectionId;
  kind: ListKind;
  at: number;
  trigger: 'notification' | 'refetch';
  /** seq of the list_changed notification in the wire log, when trigger is 'notification'. */
  notificationSeq?: number;
  added: Record<string, unknown>[];
  removed: Record<string, unknown>[];
  /** Items with the same key (name, uri or uriTemplate) whose definition differs. */
  changed: ListItemChange[];
  /** How many items are identical before and after. */
  unchanged: number;
}

export interface ListItemChange {
  key: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}
