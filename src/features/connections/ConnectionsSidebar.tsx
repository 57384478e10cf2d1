import { useState } from 'react';
import { useConnect } from '../../api/connections';
import { useCommandLineStyle } from '../../api/session';
import type { ConnectionSummary } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ConfigExport, ConfigImport } from './ConfigImportExport';
import { ConnectionList } from './ConnectionList';
import { NewConnectionForm } from './NewConnectionForm';
import { SavedConnectionsSection } from './SavedConnectionsSection';

type SidebarPanel = 'none' | 'new' | 'import' | 'export';

const PANEL_FRAME = 'mx-1.5 max-h-[75%] shrink-0 overflow-y-auto rounded-md border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40';

/** The left column: every connection of this bridge, the form to add one, and mcp.json in and out. */
export function ConnectionsSidebar({
  connections,
  selectedId,
  onSelect,
  readOnly = false,
}: {
  connections: readonly ConnectionSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A recorded trace: nothing to add, save, import or export. */
  readOnly?: boolean;
}) {
  const [panel, setPanel] = useState<SidebarPanel>('none');
  const formOpen = panel === 'new';
  const setFormOpen = (open: boolean) => setPanel(open ? 'new' : 'none');
  const connect = useConnect();
  const commandLines = useCommandLineStyle();

  return (
    <aside aria-label="Connections sidebar" className="flex w-64 shrink-0 flex-col border-r border-zinc-200 bg-zinc-50/60 dark:border-zinc-800 dark:bg-zinc-950">
      <div className="flex items-center justify-between px-3 pt-2.5 pb-1">
        <h2 className="text-[11px] font-semibold tracking-wide text-zinc-500 uppercase">Connections</h2>
        {panel === 'none' && !readOnly && (
          <Button variant="ghost" onClick={() => setFormOpen(true)} aria-label="New connection">
            + New
          </Button>
        )}
      </div>
      {panel === 'import' && (
        <div className={PANEL_FRAME}>
          <ConfigImport
            onClose={() => setPanel('none')}
            onConnected={(connected) => {
              setPanel('none');
              if (connected[0]) onSelect(connected[0].id);
            }}
          />
        </div>
      )}
      {panel === 'export' && (
        <div className={PANEL_FRAME}>
          <ConfigExport onClose={() => setPanel('none')} connectionCount={connections.length} />
        </div>
      )}
      {formOpen && (
        <div className={PANEL_FRAME}>
          <NewConnectionForm
            pending={connect.isPending}
            error={connect.error?.message ?? null}
            commandLines={commandLines}
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
        {connections.length === 0 && panel === 'none' ? (
          <EmptyState title="No connections" testId="no-connections">
            <p>Start mcpscope with --stdio, --url or --config, add a server with “+ New”, or import an mcp.json.</p>
          </EmptyState>
        ) : (
          <ConnectionList connections={connections} selectedId={selectedId} onSelect={onSelect} />
        )}
      </div>
      {!readOnly && <SavedConnectionsSection selected={connections.find((c) => c.id === selectedId)} onConnected={(connection) => onSelect(connection.id)} />}
      <div className={`flex border-t border-zinc-200 p-1 dark:border-zinc-800 ${readOnly ? 'hidden' : ''}`}>
        <Button
          variant="ghost"
          className={`flex-1 justify-center ${panel === 'import' ? 'bg-zinc-100 dark:bg-zinc-800' : ''}`}
          onClick={() => setPanel(panel === 'import' ? 'none' : 'import')}
          aria-pressed={panel === 'import'}
          data-testid="config-import"
          title="Import an mcp.json (Claude Desktop, Cursor, VS Code)"
        >
          Import mcp.json
        </Button>
        <Button
          variant="ghost"
          className={`flex-1 justify-center ${panel === 'export' ? 'bg-zinc-100 dark:bg-zinc-800' : ''}`}
          onClick={() => setPanel(panel === 'export' ? 'none' : 'export')}
          aria-pressed={panel === 'export'}
          data-testid="config-export"
          title="Export these connections as mcp.json"
        >
          Export
        </Button>
      </div>
    </aside>
  );
}
