/**
 * Which of a connection's list changes the person has not seen: everything after the last time
 * they looked at the Changes tab (or dismissed the notice). Kept per connection for the page's
 * lifetime, so switching between connections keeps each one's notice.
 */
import { useState } from 'react';
import type { ListChange } from '../../core/bridge-api';
import { useListChanges } from './use-list-changes';

export function useUnseenListChanges(connectionId: string, viewing: boolean) {
  const changes = useListChanges(connectionId).data ?? [];
  const [seenCounts, setSeenCounts] = useState<ReadonlyMap<string, number>>(() => new Map());
  const seen = viewing ? changes.length : (seenCounts.get(connectionId) ?? 0);
  // Looking at the tab marks everything seen; adjusting state while rendering is React's
  // recommended way to derive it from props, and settles in the same render pass.
  if (viewing && seenCounts.get(connectionId) !== changes.length) setSeenCounts(new Map(seenCounts).set(connectionId, changes.length));
  const unseen: readonly ListChange[] = changes.slice(seen);
  return {
    count: changes.length,
    unseen,
    markSeen: () => setSeenCounts(new Map(seenCounts).set(connectionId, changes.length)),
  };
}
