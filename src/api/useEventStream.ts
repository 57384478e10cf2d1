import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBridgeEventSink } from './apply-bridge-event';
import { useBridgeClient } from './BridgeContext';
import { startEventStream, type StreamStatus } from './event-stream';
import { useMessageStore } from './MessageStoreContext';
import { resync } from './resync';

/**
 * Keeps the page live: reads the bridge's event stream for as long as the caller is mounted
 * (mount it once, at the top) and returns the stream's status for the indicator.
 */
export function useEventStream(): StreamStatus {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const store = useMessageStore();
  const [status, setStatus] = useState<StreamStatus>({ status: 'connecting' });

  useEffect(
    () =>
      startEventStream({
        client,
        onEvent: createBridgeEventSink(queryClient, store),
        onOpen: () => resync(client, queryClient, store),
        onStatus: setStatus,
      }),
    [client, queryClient, store],
  );

  return status;
}
