/**
 * react-query keys, in one place so the event stream (which writes live updates into the cache)
 * and the hooks (which read it) cannot drift apart.
 */
export const queryKeys = {
  session: ['session'] as const,
  /** The bridge's own session info, on a page whose client may answer from a trace. */
  liveSession: ['live-session'] as const,
  connections: ['connections'] as const,
  /** connections.json as the bridge answers it (secrets masked). */
  savedConnections: ['saved-connections'] as const,
  /** Prefix of everything listed about a connection's tools: a new listing refetches or drops it all. */
  tools: (connectionId: string) => ['tools', connectionId] as const,
  toolSummaries: (connectionId: string) => ['tools', connectionId, 'summaries'] as const,
  tool: (connectionId: string, name: string) => ['tools', connectionId, 'tool', name] as const,
  toolTokens: (connectionId: string) => ['tools', connectionId, 'tokens'] as const,
  list: (connectionId: string, kind: string) => ['list', connectionId, kind] as const,
  calls: (connectionId: string) => ['calls', connectionId] as const,
  clientRequests: (connectionId: string) => ['client-requests', connectionId] as const,
  /** Prefix of every connection's client-requests key. */
  allClientRequests: ['client-requests'] as const,
  roots: (connectionId: string) => ['roots', connectionId] as const,
  listChanges: (connectionId: string) => ['list-changes', connectionId] as const,
  /** Every connection's live findings, in one list (the Findings panel spans connections). */
  findings: ['findings'] as const,
  drift: (connectionId: string) => ['drift', connectionId] as const,
  /** The connection's OAuth flow (issue 7), kept current by 'auth' events. */
  auth: (connectionId: string) => ['auth', connectionId] as const,
  flowPolicy: ['flow-policy'] as const,
  /** The trace library: past sessions in the traces directory. */
  traces: ['traces'] as const,
  /** Prefix of every connection's calls key, to invalidate them all at once. */
  allCalls: ['calls'] as const,
};
