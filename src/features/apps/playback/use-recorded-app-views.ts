/** The app views of the recording the page shows (issue 21, item 4), from the message log's records. */
import { useMemo } from 'react';
import { useLogSelector, useMessageStore } from '../../../api/MessageStoreContext';
import { findAppViews, type RecordedAppView } from '../../../core/apps/playback-views';

const NO_VIEWS: readonly RecordedAppView[] = [];

export function useRecordedAppViews(): readonly RecordedAppView[] {
  const store = useMessageStore();
  // Recomputed only when app records arrive: the scan over the whole log is skipped for sessions without apps.
  const appRecords = useLogSelector((snapshot) => snapshot.countByKind.app);
  return useMemo(() => (appRecords > 0 ? findAppViews(store.getSnapshot().entries.map((entry) => entry.record)) : NO_VIEWS), [store, appRecords]);
}
