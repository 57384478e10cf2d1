import type { ConnectionSummary } from '../../core/bridge-api';
import { EmptyState } from '../../ui/EmptyState';

/** Per-connection settings: request timeouts and sampling auto-reply rules. */
export function SettingsScreen({ connection }: { connection: ConnectionSummary }) {
  return <EmptyState title={`Settings of ${connection.name}`} testId="settings-empty" />;
}
