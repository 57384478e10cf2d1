/**
 * The logging screen's data: this connection's notifications/message entries from the message
 * store (collected incrementally, see ServerLogCollector), and logging/setLevel as a mutation
 * whose state is turned into one union here.
 */
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import { useLogSnapshot } from '../../api/MessageStoreContext';
import type { RpcOutcome } from '../../core/bridge-api';
import { ServerLogCollector, type LogLevel, type ServerLogFilter, type ServerLogView } from '../../core/server-log';

export function useServerLog(connectionId: string, filter: ServerLogFilter): ServerLogView {
  const snapshot = useLogSnapshot();
  const collector = useMemo(() => new ServerLogCollector(connectionId), [connectionId]);
  return useMemo(() => collector.run(snapshot.entries, snapshot.count, filter), [collector, snapshot, filter]);
}

export type SetLevelState =
  | { status: 'idle' }
  | { status: 'pending'; level: LogLevel }
  | { status: 'done'; level: LogLevel; outcome: RpcOutcome }
  | { status: 'error'; level: LogLevel; message: string };

export function useSetLogLevel(connectionId: string) {
  const client = useBridgeClient();
  const mutation = useMutation({
    mutationFn: (level: LogLevel) => client.rpc(connectionId, { method: 'logging/setLevel', params: { level } }),
  });
  const state: SetLevelState =
    mutation.status === 'pending'
      ? { status: 'pending', level: mutation.variables }
      : mutation.status === 'error'
        ? { status: 'error', level: mutation.variables, message: mutation.error.message }
        : mutation.status === 'success'
          ? { status: 'done', level: mutation.variables, outcome: mutation.data }
          : { status: 'idle' };
  return { state, setLevel: mutation.mutate };
}
