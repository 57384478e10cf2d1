/**
 * The logging screen's data: this connection's notifications/message entries from the message
 * store (collected incrementally, see ServerLogCollector), and logging/setLevel as a mutation
 * whose state is turned into one union here.
 */
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import { useLogSnapshot } from '../../api/MessageStoreContext';
import { mutationState } from '../../api/mutation-state';
import { ServerLogCollector, type LogLevel, type ServerLogFilter, type ServerLogView } from '../../core/server-log';

export function useServerLog(connectionId: string, filter: ServerLogFilter): ServerLogView {
  const snapshot = useLogSnapshot();
  const collector = useMemo(() => new ServerLogCollector(connectionId), [connectionId]);
  return useMemo(() => collector.run(snapshot.entries, snapshot.count, filter), [collector, snapshot, filter]);
}

export function useSetLogLevel(connectionId: string) {
  const client = useBridgeClient();
  const mutation = useMutation({
    mutationFn: (level: LogLevel) => client.rpc(connectionId, { method: 'logging/setLevel', params: { level } }),
  });
  return { state: mutationState(mutation), setLevel: mutation.mutate };
}
