import { useMemo } from 'react';
import type { LogSnapshot } from '../../api/message-store';
import { skeletonRecord } from '../../core/body-window';
import { useLogSnapshot } from '../../api/MessageStoreContext';
import { TimelineBuilder } from '../../core/timeline/timeline-builder';
import type { ConnectionId, WireRecord } from '../../core/wire';

function* recordsBetween(snapshot: LogSnapshot, from: number, to: number): Generator<WireRecord> {
  // A message whose body the page dropped (issue 24) is placed and paired from its header.
  for (let i = from; i < to; i++) yield skeletonRecord(snapshot.entries[i]!);
}

/**
 * Feeds the message store's records into one timeline layout, each record once: the store's
 * entries only grow, so every frame adds just what arrived since the last one (the layout of a
 * 200k-record trace is built in the store's ingest chunks, never rebuilt).
 */
class TimelineFeed {
  readonly layout: TimelineBuilder;
  private fed = 0;

  constructor(only: ConnectionId | undefined) {
    this.layout = new TimelineBuilder(only);
  }

  sync(snapshot: LogSnapshot): number {
    if (snapshot.count > this.fed) {
      this.layout.add(recordsBetween(snapshot, this.fed, snapshot.count));
      this.fed = snapshot.count;
    }
    return this.layout.version;
  }
}

/** The timeline of one connection, or of every connection when `only` is undefined; live as the log grows. */
export function useTimeline(only: ConnectionId | undefined): { layout: TimelineBuilder; version: number } {
  const snapshot = useLogSnapshot();
  const feed = useMemo(() => new TimelineFeed(only), [only]);
  const version = feed.sync(snapshot);
  return { layout: feed.layout, version };
}
