/**
 * What the SPA re-fetches whenever the event stream (re)opens: events may have been missed while
 * it was down, so the snapshots are re-read and the log is backfilled from the last seq we hold.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BridgeClient } from './bridge-client';
import type { MessageStore } from './message-store';
import { queryKeys } from './query-keys';

const LOG_PAGE_SIZE = 2000;

/** Pages through `/api/log` from the store's newest seq until the bridge says there is no more. */
export async function backfillLog(client: BridgeClient, store: MessageStore): Promise<void> {
  let after = store.lastSeq;
  for (;;) {
    const page = await client.log({ after, limit: LOG_PAGE_SIZE });
    store.append(page.records);
    // The second test guards against a bridge that says `more` without advancing: never spin.
    if (!page.more || page.lastSeq <= after) return;
    after = page.lastSeq;
  }
}

export async function resync(client: BridgeClient, queryClient: QueryClient, store: MessageStore): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.connections }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allCalls }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allClientRequests }),
    backfillLog(client, store),
  ]);
}
