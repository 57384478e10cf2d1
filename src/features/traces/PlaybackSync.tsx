/**
 * Keeps the screens of an opened trace at the playback position: when it moves forward, the new
 * records go into the message log and every query is read again from the trace client (which
 * answers as of the new position), so progress bars fill and results appear as they did live.
 * Moving back starts the page's caches over (`onRewind`): the log only ever grows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import { useMessageStore } from '../../api/MessageStoreContext';
import { backfillLog } from '../../api/resync';
import type { Playback } from '../../api/trace/playback';

export function PlaybackSync({ playback, onRewind }: { playback: Playback; onRewind: () => void }) {
  const queryClient = useQueryClient();
  const store = useMessageStore();
  const client = useBridgeClient();
  useEffect(() => {
    let shown = playback.getState().position;
    return playback.subscribe(() => {
      const { position } = playback.getState();
      if (position === shown) return;
      const rewound = position < shown;
      shown = position;
      if (rewound) return onRewind();
      void backfillLog(client, store);
      void queryClient.invalidateQueries();
    });
  }, [playback, onRewind, client, store, queryClient]);
  return null;
}
