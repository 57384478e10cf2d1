/**
 * App-wide: some server waits for a person. Each entry jumps to that connection's Requests tab. In
 * a recording nobody can answer: the banner says which requests the trace leaves unanswered.
 */
import { useReadOnlyView } from '../../api/BridgeContext';
import type { PendingByConnection } from './use-client-requests';

export function PendingRequestsBanner({ pending, onOpen }: { pending: readonly PendingByConnection[]; onOpen: (connectionId: string) => void }) {
  const readOnly = useReadOnlyView();
  if (pending.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="pending-requests-banner"
      className="flex shrink-0 flex-wrap items-center gap-2 border-b border-amber-300 bg-amber-50 px-3 py-1 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200"
    >
      <span className="font-semibold">{readOnly ? 'Unanswered at this point of the trace:' : 'Waiting for you:'}</span>
      {pending.map(({ connection, count }) => (
        <button
          key={connection.id}
          type="button"
          data-connection={connection.id}
          onClick={() => onOpen(connection.id)}
          className="rounded border border-amber-400 bg-white px-1.5 py-px hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950 dark:hover:bg-amber-900"
        >
          {connection.name}: {count} request{count === 1 ? '' : 's'} →
        </button>
      ))}
    </div>
  );
}
