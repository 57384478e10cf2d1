/**
 * Which of a connection's list changes are news the person has not seen: changes that differ
 * (a list_changed after which the list is the same is kept in the Changes tab, quietly), of the
 * connection's current session (a reconnect starts a fresh view; issue 20, item 3), after the last
 * time they looked at the Changes tab or dismissed the notice. Kept per connection for the page's
 * lifetime, so switching between connections keeps each one's notice.
 */
import { useState } from 'react';
import type { ConnectionSummary, ListChange } from '../../core/bridge-api';
import { isEmptyDiff } from '../../core/list-diff';
import { useListChanges } from './use-list-changes';

export function useUnseenListChanges(connection: Pick<ConnectionSummary, 'id' | 'lifecycle'>, viewing: boolean) {
  const changes = (useListChanges(connection.id).data ?? []).filter((change) => !isEmptyDiff(change));
  const [seenCounts, setSeenCounts] = useState<ReadonlyMap<string, number>>(() => new Map());
  const seen = viewing ? changes.length : (seenCounts.get(connection.id) ?? 0);
  // Looking at the tab marks everything seen; adjusting state while rendering is React's
  // recommended way to derive it from props, and settles in the same render pass.
  if (viewing && seenCounts.get(connection.id) !== changes.length) setSeenCounts(new Map(seenCounts).set(connection.id, changes.length));
  const sessionStart = connection.lifecycle.timings.connectStartedAt;
  const unseen: readonly ListChange[] = changes.slice(seen).filter((change) => change.at >= sessionStart);
  return {
    /** Changes that differ, across the connection's sessions. */
    count: changes.length,
    unseen,
    markSeen: () => setSeenCounts(new Map(seenCounts).set(connection.id, changes.length)),
  };
}
