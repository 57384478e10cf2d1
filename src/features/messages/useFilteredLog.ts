import { useMemo } from 'react';
import { useLogSnapshot } from '../../api/MessageStoreContext';
import type { LogSnapshot } from '../../api/message-store';
import { IncrementalFilter, type FilterResult, type LogFilter } from '../../core/log-filter';

/**
 * The log snapshot and the positions of the entries that pass `filter`. The filter object is
 * per component instance and only scans entries that arrived since the last frame.
 */
export function useFilteredLog(filter: LogFilter): { snapshot: LogSnapshot; result: FilterResult } {
  const snapshot = useLogSnapshot();
  const filterer = useMemo(() => new IncrementalFilter(), []);
  const result = useMemo(() => filterer.run(snapshot.entries, snapshot.count, filter), [filterer, snapshot, filter]);
  return { snapshot, result };
}
