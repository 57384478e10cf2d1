import { useConnections } from '../../api/connections';
import type { ConnectionSummary } from '../../core/bridge-api';

/** The connection a log record belongs to, from the connections the page already holds; undefined once it was removed. */
export function useEntryConnection(conn: string): ConnectionSummary | undefined {
  return useConnections().data?.find((connection) => connection.id === conn);
}
