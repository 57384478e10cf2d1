import type { ConnectionSummary } from '../../core/bridge-api';
import { EmptyState } from '../../ui/EmptyState';

/** What changed in the connection's tools, prompts and resources mid-session (list_changed). */
export function ChangesScreen({ connection }: { connection: ConnectionSummary }) {
  return <EmptyState title={`No list changes on ${connection.name} yet`} testId="changes-empty" />;
}
