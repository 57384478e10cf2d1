import type { ConnectionSummary } from '../../core/bridge-api';
import { ConnectionStateBadge } from './ConnectionStateBadge';
import { targetLine, transportLabel } from './describe';

export function ConnectionList({
  connections,
  selectedId,
  onSelect,
}: {
  connections: readonly ConnectionSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul aria-label="Connections" className="space-y-0.5 p-1.5">
      {connections.map((connection) => {
        const selected = connection.id === selectedId;
        const line = targetLine(connection.target);
        return (
          <li key={connection.id}>
            <button
              type="button"
              data-testid="connection-item"
              data-connection-id={connection.id}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(connection.id)}
              className={`flex w-full flex-col gap-0.5 rounded px-2 py-1.5 text-left ${
                selected
                  ? 'bg-indigo-50 ring-1 ring-indigo-300 dark:bg-indigo-950/60 dark:ring-indigo-800'
                  : 'hover:bg-zinc-100 dark:hover:bg-zinc-900'
              }`}
            >
              <span className="flex items-center gap-1.5">
                <span className="min-w-0 flex-1 truncate text-xs font-medium" title={connection.name}>
                  {connection.name}
                </span>
                <ConnectionStateBadge state={connection.state} />
              </span>
              <span className="flex items-center gap-1.5 text-[11px] text-zinc-500 dark:text-zinc-400">
                <span className="shrink-0">{transportLabel(connection)}</span>
                <span className="min-w-0 flex-1 truncate font-mono" title={line}>
                  {line}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
