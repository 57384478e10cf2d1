/**
 * The Traces screen (issue 5, "Format"): every session mcpscope recorded, newest first, with its
 * server, start, size, message and error counts. Open shows it read-only; a finished trace can be
 * renamed or deleted. The hooks own the data; the rows only take props.
 */
import { useState } from 'react';
import type { TraceSummary } from '../../core/traces-api';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ExportTraceButton } from '../export/ExportTraceButton';
import { targetLine } from '../connections/describe';
import { formatBytes } from '../tools/call-format';
import type { TraceLoader } from './read-trace-file';
import { RecordCommandHint } from './RecordCommandHint';
import { useTraceActions, useTraces } from './use-traces';
import { ReplayButton } from '../replay/ReplayButton';

export function TracesScreen({ loader, tracesDir }: { loader: TraceLoader; tracesDir: string | undefined }) {
  const traces = useTraces();
  const actions = useTraceActions(loader);
  const failed = [actions.open.state, actions.rename.state, actions.remove.state].find((state) => state.status === 'error');
  return (
    <div data-testid="traces-screen" className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4 text-xs">
      <div>
        <h2 className="text-sm font-semibold">Recorded sessions</h2>
        <p className="text-zinc-500">
          Every session is recorded{tracesDir ? <> in <span className="font-mono break-all">{tracesDir}</span></> : ''}. Open one to see it as it happened, read-only.
        </p>
      </div>
      {tracesDir && <RecordCommandHint tracesDir={tracesDir} />}
      {failed?.status === 'error' && (
        <p role="alert" data-testid="traces-error" className="break-words text-red-700 dark:text-red-400">
          {failed.message}
        </p>
      )}
      {traces.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">Could not list the traces: {traces.error.message}</p>
      ) : !traces.data ? (
        <p className="text-zinc-500">Listing…</p>
      ) : traces.data.length === 0 ? (
        <EmptyState title="No recorded sessions yet" testId="traces-empty">
          <p>Connect to a server: its session is recorded here as it happens.</p>
        </EmptyState>
      ) : (
        <ul className="space-y-1.5">
          {traces.data.map((trace) => (
            <TraceRow
              key={trace.name}
              trace={trace}
              busy={actions.open.state.status === 'pending' || actions.rename.state.status === 'pending' || actions.remove.state.status === 'pending'}
              onOpen={() => actions.open.run(trace.name)}
              onRename={(newName) => actions.rename.run(trace.name, newName)}
              onDelete={() => actions.remove.run(trace.name)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface TraceRowProps {
  trace: TraceSummary;
  busy: boolean;
  onOpen: () => void;
  onRename: (newName: string) => void;
  onDelete: () => void;
}

function TraceRow({ trace, busy, onOpen, onRename, onDelete }: TraceRowProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const started = trace.createdAt ? new Date(trace.createdAt).toLocaleString() : new Date(trace.modifiedAt).toLocaleString();
  return (
    <li data-testid="trace-row" data-name={trace.name} className="space-y-1 rounded border border-zinc-200 p-2 dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2">
        {renaming === null ? (
          <span className="min-w-0 flex-1 truncate font-mono font-medium" title={trace.name}>
            {trace.name}
          </span>
        ) : (
          <input
            autoFocus
            aria-label="New name"
            data-testid="trace-rename-input"
            value={renaming}
            onChange={(event) => setRenaming(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && renaming.trim()) {
                onRename(renaming.trim());
                setRenaming(null);
              } else if (event.key === 'Escape') setRenaming(null);
            }}
            className="min-w-0 flex-1 rounded border border-zinc-300 bg-white px-2 py-0.5 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
          />
        )}
        {trace.live && (
          <span data-testid="trace-recording">
            <Badge tone="danger">Recording</Badge>
          </span>
        )}
        {trace.interrupted && (
          <Badge tone="warning" title="mcpscope record stopped without writing the end of the session (killed?)">
            recorder stopped
          </Badge>
        )}
        {trace.errors > 0 && <Badge tone="danger">{trace.errors} error{trace.errors === 1 ? '' : 's'}</Badge>}
        {trace.notes > 0 && <Badge tone="neutral">{trace.notes} note{trace.notes === 1 ? '' : 's'}</Badge>}
        <Button data-testid="trace-open" disabled={busy || trace.problem !== undefined} onClick={onOpen} variant="primary">
          Open
        </Button>
        <ExportTraceButton source={{ kind: 'library', name: trace.name }} disabled={busy || trace.problem !== undefined} />
        <ReplayButton source={{ library: trace.name }} name={trace.name} recordedTarget={trace.target} disabled={busy || trace.problem !== undefined} />
        <Button data-testid="trace-rename" disabled={busy || trace.live} title={trace.live ? 'Still being recorded' : undefined} onClick={() => setRenaming(trace.name.replace(/\.jsonl$/, ''))}>
          Rename
        </Button>
        {confirmDelete ? (
          <Button data-testid="trace-delete-confirm" variant="danger" disabled={busy} onClick={onDelete}>
            Delete for good
          </Button>
        ) : (
          <Button data-testid="trace-delete" variant="ghost" disabled={busy || trace.live} title={trace.live ? 'Still being recorded' : undefined} onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
      </div>
      <p className="flex flex-wrap gap-x-3 text-[11px] text-zinc-500 dark:text-zinc-400">
        <span data-testid="trace-server">{trace.serverName ?? 'server unknown'}</span>
        <span>{started}</span>
        <span>{formatBytes(trace.size)}</span>
        <span data-testid="trace-messages">{trace.messages} messages</span>
        {trace.target && <span className="min-w-0 truncate font-mono" title={targetLine(trace.target)}>{targetLine(trace.target)}</span>}
      </p>
      {trace.problem && <p className="text-amber-700 dark:text-amber-400">Cannot be opened: {trace.problem}</p>}
    </li>
  );
}
