/**
 * How a server's change notifications (list_changed, resources/updated) reach mcpscope on one
 * connection, and the health of the stream that carries them (issue 18, item 4). The era decides:
 *
 * - 2026-07-28: nothing arrives unless the client opens `subscriptions/listen` with a filter; the
 *   server acknowledges the subset it will honour, and every notification on the stream carries
 *   the listen request's id in `_meta` (spec 2026-07-28, basic/patterns/subscriptions).
 * - 2025 over stdio: notifications arrive unsolicited on the one channel.
 * - 2025 over Streamable HTTP: only on the standalone GET stream, which a stateless server does
 *   not offer (GET answers 405): then nothing can arrive, and the person must be told so.
 * - 2025 over the legacy HTTP+SSE transport: on its event stream.
 */
/** The `notifications` filter of subscriptions/listen and of its acknowledgement. */
export interface ListenFilter {
  toolsListChanged?: boolean;
  promptsListChanged?: boolean;
  resourcesListChanged?: boolean;
  /** notifications/resources/updated for these URIs (what resources/subscribe did in 2025). */
  resourceSubscriptions?: string[];
}

/** Who or what ended a stream. */
export type StreamCloser =
  /** mcpscope closed it (the person disconnected, or the filter changed and it was re-opened). */
  | 'us'
  /** The server ended it deliberately: the empty subscriptions/listen response. */
  | 'server'
  /** The stream dropped without a response, and re-opening it gave up. */
  | 'transport'
  /** The server answered subscriptions/listen with an error before acknowledging. */
  | 'refused'
  /** The connection itself ended. */
  | 'session';

export type StreamHealth =
  | { state: 'opening'; since: number }
  | { state: 'open'; since: number }
  /** The stream dropped; mcpscope is opening it again (attempt counts from 1). */
  | { state: 'reconnecting'; since: number; attempt: number; reason: string }
  | { state: 'closed'; since: number; by: StreamCloser; reason: string };

/** One subscriptions/listen stream: what was asked, what the server agreed to, and how it is. */
export interface ListenSubscription {
  /** The listen request's JSON-RPC id: the `subscriptionId` its notifications carry. Once sent. */
  id?: string;
  requested: ListenFilter;
  /** From notifications/subscriptions/acknowledged; absent until the server acknowledged. */
  acknowledged?: ListenFilter;
  health: StreamHealth;
  /** Change notifications that arrived on this stream (the acknowledgement not counted). */
  delivered: number;
}

export type ChangeDelivery =
  | { mode: 'listen'; subscription: ListenSubscription }
  | { mode: 'unsolicited' }
  /** 2025 Streamable HTTP: the standalone GET stream the SDK opens after initialize. */
  | { mode: 'get-stream'; health: StreamHealth }
  | { mode: 'sse-stream' }
  /** No stream exists, so no change notification can arrive; `reason` says why. */
  | { mode: 'none'; reason: string };

/** spec 2026-07-28: the `_meta` key naming the subscription a notification belongs to. */
export const SUBSCRIPTION_ID_KEY = 'io.modelcontextprotocol/subscriptionId';

/** The subscription a message arrived on (its `_meta` subscriptionId), as text; undefined if none. */
export function subscriptionIdOf(msg: { params?: unknown; result?: unknown } | undefined): string | undefined {
  const carrier = msg?.params ?? msg?.result;
  if (typeof carrier !== 'object' || carrier === null) return undefined;
  const meta = (carrier as { _meta?: unknown })._meta;
  if (typeof meta !== 'object' || meta === null) return undefined;
  const id = (meta as Record<string, unknown>)[SUBSCRIPTION_ID_KEY];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * The filter to ask for: every list change the server's capabilities say it announces, and
 * updates for the `resourceUris` the person watches. Those are asked for even when the server does
 * not declare resources.subscribe: the person asked, and the acknowledgement then shows the
 * server narrowed them away, where leaving them out would hide that.
 */
export function listenFilterFor(capabilities: Record<string, unknown> | undefined, resourceUris: readonly string[] = []): ListenFilter {
  const announces = (name: string): boolean => {
    const capability = capabilities?.[name];
    return typeof capability === 'object' && capability !== null && (capability as Record<string, unknown>).listChanged === true;
  };
  return {
    ...(announces('tools') ? { toolsListChanged: true } : {}),
    ...(announces('prompts') ? { promptsListChanged: true } : {}),
    ...(announces('resources') ? { resourcesListChanged: true } : {}),
    ...(resourceUris.length > 0 ? { resourceSubscriptions: [...resourceUris] } : {}),
  };
}

/** Whether a filter asks for nothing: then no stream is worth opening. */
export function isEmptyFilter(filter: ListenFilter): boolean {
  return !filter.toolsListChanged && !filter.promptsListChanged && !filter.resourcesListChanged && !filter.resourceSubscriptions?.length;
}

/** One line of the requested-versus-acknowledged table. */
export interface FilterRow {
  label: string;
  requested: string;
  acknowledged: string;
  /** The server honours less than was asked. */
  narrowed: boolean;
}

const LIST_FIELDS: readonly { field: 'toolsListChanged' | 'promptsListChanged' | 'resourcesListChanged'; label: string }[] = [
  { field: 'toolsListChanged', label: 'Tools list changes' },
  { field: 'promptsListChanged', label: 'Prompts list changes' },
  { field: 'resourcesListChanged', label: 'Resources list changes' },
];

/** The filters side by side, a row per field either side names; `acknowledged` undefined: not yet. */
export function filterRows(requested: ListenFilter, acknowledged: ListenFilter | undefined): FilterRow[] {
  const shown = (value: boolean | undefined, known: boolean): string => (!known ? 'awaiting' : value ? 'yes' : 'no');
  const rows: FilterRow[] = LIST_FIELDS.filter(({ field }) => requested[field] || acknowledged?.[field]).map(({ field, label }) => ({
    label,
    requested: shown(requested[field], true),
    acknowledged: shown(acknowledged?.[field], acknowledged !== undefined),
    narrowed: acknowledged !== undefined && requested[field] === true && acknowledged[field] !== true,
  }));
  const asked = requested.resourceSubscriptions ?? [];
  const honoured = new Set(acknowledged?.resourceSubscriptions ?? []);
  for (const uri of new Set([...asked, ...honoured])) {
    rows.push({
      label: `Updates to ${uri}`,
      requested: asked.includes(uri) ? 'yes' : 'no',
      acknowledged: shown(honoured.has(uri), acknowledged !== undefined),
      narrowed: acknowledged !== undefined && asked.includes(uri) && !honoured.has(uri),
    });
  }
  return rows;
}

/** A health in a few words, for a badge and a screen reader. */
export function describeHealth(health: StreamHealth): string {
  switch (health.state) {
    case 'opening':
      return 'opening';
    case 'open':
      return 'open';
    case 'reconnecting':
      return `reconnecting (attempt ${health.attempt}): ${health.reason}`;
    case 'closed':
      return `closed: ${health.reason}`;
  }
}
