/**
 * The Requests tab: requests the server sent to mcpscope that wait for a person (sampling,
 * elicitation), and the roots mcpscope answers roots/list with. Wires hooks to components.
 */
import { useMemo, useState } from 'react';
import { LiveOnly, useReadOnlyView } from '../../api/BridgeContext';
import type { ClientRequestRecord, ConnectionSummary } from '../../core/bridge-api';
import { orderClientRequests } from '../../core/client-requests';
import { findingsOfClientRequest } from '../../core/findings-view';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { useConnectionFindings } from '../findings/use-findings';
import { AnswerableDetail } from './AnswerableRequest';
import { ClientRequestList } from './ClientRequestList';
import { RootsEditor } from './RootsEditor';
import { useClientRequests, useRoots, useSaveRoots } from './use-client-requests';

export function RequestsScreen({ connection }: { connection: ConnectionSummary }) {
  const query = useClientRequests(connection.id);
  const findings = useConnectionFindings(connection.id);
  const readOnly = useReadOnlyView();
  const ordered = useMemo(() => orderClientRequests(query.data ?? []), [query.data]);
  const [selection, setSelection] = useState<{ id: string; at: number } | null>(null);
  const selected = pickShown(ordered, selection);
  const select = (id: string) => setSelection({ id, at: Date.now() });

  return (
    <div className="space-y-3 p-3">
      {/* Not a <Panel>: its overflow-hidden would stop the elicitation action bar from sticking. */}
      <section data-testid="client-requests" className="rounded-md border border-zinc-200 dark:border-zinc-800">
        <h2 className="rounded-t-md border-b border-zinc-200 bg-zinc-50 px-3 py-1.5 text-xs font-semibold text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300">
          Requests from the server
        </h2>
        {query.isPending ? (
          <EmptyState title="Loading requests…" />
        ) : query.isError && !query.data ? (
          <EmptyState title="Could not load requests">
            <p className="font-mono">{query.error.message}</p>
          </EmptyState>
        ) : ordered.length === 0 ? (
          <EmptyState title={readOnly ? 'No requests recorded' : 'No requests yet'} testId="client-requests-empty">
            <p>
              {readOnly
                ? `The trace holds no sampling or elicitation request from ${connection.name} up to this point.`
                : `Sampling and elicitation requests from ${connection.name} appear here and wait for you.`}
            </p>
          </EmptyState>
        ) : (
          <div className="flex min-h-64">
            <div className="w-64 shrink-0 border-r border-zinc-200 dark:border-zinc-800">
              <ClientRequestList records={ordered} serverName={connection.name} selectedId={selected?.id ?? null} onSelect={select} findings={findings} />
            </div>
            <div className="min-w-0 flex-1">
              {selected && (
                // Answering pins the selection, so the view stays on what was just sent instead of jumping to the next one.
                <AnswerableDetail
                  key={selected.id}
                  record={selected}
                  serverName={connection.name}
                  onAnswer={() => select(selected.id)}
                  findings={findingsOfClientRequest(findings, selected.id)}
                />
              )}
            </div>
          </div>
        )}
      </section>
      {/* Roots are what a live client offers the server; a recording has none to edit. */}
      <LiveOnly>
        <Panel title="Roots">
          <RootsSection connection={connection} />
        </Panel>
      </LiveOnly>
    </div>
  );
}

/**
 * The request to show: the person's pick, unless it is settled and a request arrived after they
 * picked it (they are not busy with it, and the new one waits). Otherwise the newest pending one.
 */
function pickShown(ordered: readonly ClientRequestRecord[], selection: { id: string; at: number } | null): ClientRequestRecord | undefined {
  const picked = selection ? ordered.find((r) => r.id === selection.id) : undefined;
  const newestPending = ordered[0]?.status === 'pending' ? ordered[0] : undefined;
  if (picked && (picked.status === 'pending' || !newestPending || newestPending.receivedAt <= selection!.at)) return picked;
  return ordered[0];
}

function RootsSection({ connection }: { connection: ConnectionSummary }) {
  const query = useRoots(connection.id);
  const { state, save } = useSaveRoots(connection.id);
  if (query.isPending) return <p className="p-3 text-xs text-zinc-500">Loading roots…</p>;
  if (query.isError && !query.data) return <p className="p-3 text-xs text-red-700 dark:text-red-300">Could not load roots: {query.error.message}</p>;
  // Keyed by the saved list, so the editor restarts from what the bridge holds after each save.
  return (
    <RootsEditor
      key={JSON.stringify(query.data.roots)}
      saved={query.data.roots}
      declared={connection.clientFeatures?.roots !== false}
      state={state}
      onSave={save}
    />
  );
}
