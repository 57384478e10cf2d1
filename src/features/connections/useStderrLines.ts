import { useLogSelector } from '../../api/MessageStoreContext';
import type { LogEntry } from '../../core/log-entry';

const NO_LINES: readonly LogEntry[] = [];

/**
 * A connection's stderr lines from the message store. Re-renders only when a line arrives for
 * this connection, not on every frame of log traffic.
 */
export function useStderrLines(connectionId: string): { lines: readonly LogEntry[]; count: number } {
  const count = useLogSelector((snapshot) => snapshot.stderrByConn.get(connectionId)?.length ?? 0);
  const lines = useLogSelector((snapshot) => snapshot.stderrByConn.get(connectionId) ?? NO_LINES);
  return { lines, count };
}
