/**
 * The sidebar's "Saved" section (issue 3, section 12): connections.json under the user's config
 * directory, with secrets masked. Saving the selected connection happens bridge-side, so its real
 * target (secrets included) is what gets saved, not the masked copy the SPA holds.
 */
import { useConnectSaved, useSavedConnectionEdit, useSavedConnections } from '../../api/saved-connections';
import type { ConnectionSummary } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { SavedConnectionItem } from './SavedConnectionItem';

export function SavedConnectionsSection({
  selected,
  onConnected,
}: {
  /** The connection "Save current" saves; none when nothing is selected. */
  selected: ConnectionSummary | undefined;
  onConnected: (connection: ConnectionSummary) => void;
}) {
  const saved = useSavedConnections();
  const edit = useSavedConnectionEdit();
  const connect = useConnectSaved();
  const connections = saved.data?.connections ?? [];
  const error = saved.error ?? edit.error ?? connect.error;
  const replaces = selected && connections.some((c) => c.name === selected.name);

  return (
    <section aria-label="Saved connections" data-testid="saved-connections" className="flex max-h-[45%] shrink-0 flex-col border-t border-zinc-200 dark:border-zinc-800">
      <div className="flex items-center justify-between px-3 pt-2 pb-1">
        <h2 className="text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">
          Saved{connections.length > 0 && <span className="ml-1 font-normal">({connections.length})</span>}
        </h2>
        {selected && (
          <Button
            variant="ghost"
            data-testid="save-current"
            disabled={edit.isPending}
            title={`Save “${selected.name}” (with its secrets) to connections.json${replaces ? ', replacing the saved one of that name' : ''}`}
            onClick={() => edit.mutate({ kind: 'save', request: { connectionId: selected.id } })}
          >
            + Save current
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" data-testid="saved-error" className="mx-3 mb-1 text-[11px] break-words text-red-700 dark:text-red-300">
          {error.message}
        </p>
      )}
      {saved.data?.warnings.map((warning) => (
        <p key={warning} className="mx-3 mb-1 rounded bg-amber-50 px-1.5 py-0.5 text-[11px] break-words text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
          {warning}
        </p>
      ))}
      <div className="min-h-0 overflow-y-auto">
        {saved.isSuccess && connections.length === 0 ? (
          <p data-testid="no-saved-connections" className="px-3 pb-2 text-[11px] text-zinc-500 dark:text-zinc-400">
            Nothing saved yet. Select a connection and press “+ Save current”.
          </p>
        ) : (
          <ul aria-label="Saved connections list" className="space-y-0.5 px-1.5 pb-1.5">
            {connections.map((entry) => (
              <SavedConnectionItem
                key={entry.name}
                saved={entry}
                busy={edit.isPending || connect.isPending}
                onConnect={() => connect.mutate(entry.name, { onSuccess: onConnected })}
                onRename={(newName) => edit.mutate({ kind: 'rename', name: entry.name, newName })}
                onDelete={() => edit.mutate({ kind: 'delete', name: entry.name })}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
