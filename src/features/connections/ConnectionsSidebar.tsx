import { useState } from 'react';
import { useConnect } from '../../api/connections';
import type { ConnectionSummary } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ConnectionList } from './ConnectionList';
import { NewConnectionForm } from './NewConnectionForm';

/** The left column: every connection of this bridge, and the form to add one. */
export function ConnectionsSidebar({
  connections,
  selectedId,
  onSelect,
}: {
  connections: readonly ConnectionSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [formOpen, setFormOpen] = useState(false);
  const connect = useConnect();

  return (
    <aside aria-label="Connections sidebar" className="flex w-64 shrink-0 flex-col border-r border-zinc-200 bg-zinc-50/60 dark:border-zinc-800 dark:bg-zinc-950">
      <div className="flex items-center justify-between px-3 pt-2.5 pb-1">
        <h2 className="text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">Connections</h2>
        {!formOpen && (
          <Button variant="ghost" onClick={() => setFormOpen(true)} aria-label="New connection">
            + New
          </Button>
        )}
      </div>
      {formOpen && (
        <div className="mx-1.5 rounded-md border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40">
          <NewConnectionForm
            pending={connect.isPending}
            error={connect.error?.message ?? null}
            onCancel={() => {
              setFormOpen(false);
              connect.reset();
            }}
            onSubmit={(request) =>
              connect.mutate(request, {
                onSuccess: (connection) => {
                  setFormOpen(false);
                  onSelect(connection.id);
                },
              })
            }
          />
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {connections.length === 0 && !formOpen ? (
          <EmptyState title="No connections" testId="no-connections">
            <p>Start mcpscope with --stdio or --url, or add a server with “+ New”.</p>
          </EmptyState>
        ) : (
          <ConnectionList connections={connections} selectedId={selectedId} onSelect={onSelect} />
        )}
      </div>
    </aside>
  );
}
