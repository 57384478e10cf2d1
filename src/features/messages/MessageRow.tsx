import { memo } from 'react';
import { subscriptionIdOf } from '../../core/change-delivery';
import type { EntryKind, LogEntry } from '../../core/log-entry';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { httpStatusMark } from '../../core/http-facts';
import { formatLatency, formatSize, maskedRowText } from './format';

const KIND_TONES: Record<EntryKind, BadgeTone> = {
  request: 'info',
  response: 'success',
  error: 'danger',
  notification: 'neutral',
  pollution: 'warning',
  'client-error': 'danger',
  stderr: 'neutral',
  lifecycle: 'info',
  note: 'neutral',
  http: 'neutral',
  app: 'info',
  'app-csp': 'warning',
  span: 'info',
};

/** Column template shared by the header and the rows, so they line up. */
export const ROW_GRID = 'grid grid-cols-[1rem_6.5rem_7rem_1.25rem_6rem_minmax(0,1fr)_4.5rem_4.5rem_4.5rem] items-center gap-2';

function rowTint(entry: LogEntry, expanded: boolean): string {
  const { kind } = entry;
  if (kind === 'error' || entry.app?.shape === 'error') return 'bg-red-50/70 dark:bg-red-950/30';
  if (kind === 'pollution' || kind === 'client-error' || kind === 'app-csp' || entry.app?.shape === 'invalid') return 'bg-amber-50/70 dark:bg-amber-950/30';
  return expanded ? 'bg-zinc-50 dark:bg-zinc-900' : '';
}

/** The MCP arrows read client/server; an app message travels between mcpscope (the host) and the app. */
const APP_DIRECTIONS = {
  'to-app': { arrow: '⇢', label: 'host→app', title: 'host (mcpscope) → app' },
  'from-app': { arrow: '⇠', label: 'app→host', title: 'app → host (mcpscope)' },
} as const;

function DirectionCell({ entry }: { entry: LogEntry }) {
  if (entry.app) {
    const { arrow, title } = APP_DIRECTIONS[entry.app.dir];
    return (
      <span role="gridcell" className="text-fuchsia-600 dark:text-fuchsia-400" title={title}>
        {arrow}
      </span>
    );
  }
  return (
    <span
      role="gridcell"
      className={entry.dir === 'out' ? 'text-indigo-600 dark:text-indigo-400' : 'text-emerald-600 dark:text-emerald-400'}
      title={entry.dir === 'out' ? 'client → server' : entry.dir === 'in' ? 'server → client' : undefined}
    >
      {entry.dir === 'out' ? '→' : entry.dir === 'in' ? '←' : ''}
    </span>
  );
}

/** What the method column says for entries that have no method of their own. */
function methodText(entry: LogEntry): string {
  if (entry.method) return entry.method;
  const shape = entry.app?.shape ?? entry.kind;
  if (shape === 'response' || shape === 'error') return entry.id === null ? '(no id)' : '(unpaired)';
  if (shape === 'invalid') return maskedRowText(`${entry.problem ?? 'not JSON-RPC'}: ${entry.text}`);
  // The offending text itself is what a developer needs to find the stray print; the reason is in the detail.
  if (entry.kind === 'pollution') return maskedRowText(entry.text ? `${entry.problem ?? 'not JSON-RPC'}: ${entry.text}` : (entry.problem ?? 'not JSON-RPC'));
  return maskedRowText(entry.text);
}

export const MessageRow = memo(function MessageRow({
  entry,
  position,
  time,
  timeTitle,
  connectionName,
  expanded,
  onToggle,
  pinned,
  onTogglePin,
}: {
  entry: LogEntry;
  /** 1-based row number among the shown rows, for assistive tech (the list is virtualised). */
  position: number;
  time: string;
  timeTitle: string;
  connectionName: string;
  expanded: boolean;
  onToggle: (seq: number) => void;
  pinned: boolean;
  onTogglePin: (conn: string, seq: number) => void;
}) {
  const { record } = entry;
  const muted = entry.kind === 'stderr' || entry.kind === 'lifecycle' || entry.kind === 'note' || entry.kind === 'http';
  const text = methodText(entry);
  // A request the server refused at the HTTP level (401, 404, 503, no answer) says so on its row.
  const httpMark = entry.http ? httpStatusMark(entry.http) : undefined;
  // A notification on a subscriptions/listen stream names its subscription where a request shows its id (issue 18, item 4).
  const subscription = entry.kind === 'notification' && record.kind === 'message' ? subscriptionIdOf(record.msg) : undefined;
  return (
    <div
      role="row"
      aria-rowindex={position}
      tabIndex={0}
      aria-expanded={expanded}
      data-testid="message-row"
      data-seq={record.seq}
      data-kind={entry.kind}
      data-method={entry.method ?? ''}
      data-dir={entry.app?.dir ?? entry.dir ?? ''}
      data-app-shape={entry.app?.shape}
      onClick={() => onToggle(record.seq)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onToggle(record.seq);
        }
      }}
      className={`${ROW_GRID} h-[22px] cursor-pointer px-3 font-mono text-[11px] hover:bg-indigo-50/60 focus:outline-none focus-visible:ring-1 focus-visible:ring-indigo-400 dark:hover:bg-indigo-950/30 ${rowTint(entry, expanded)}`}
    >
      <span role="gridcell">
        <button
          type="button"
          data-testid="pin-message"
          aria-pressed={pinned}
          aria-label={pinned ? 'Unpin message' : 'Pin message to the top'}
          title={pinned ? 'Unpin' : 'Pin to the top of the log'}
          // The row toggles its detail on click and on Enter: the pin is a control of its own.
          onClick={(event) => {
            event.stopPropagation();
            onTogglePin(record.conn, record.seq);
          }}
          onKeyDown={(event) => event.stopPropagation()}
          className={pinned ? 'text-indigo-600 dark:text-indigo-400' : 'text-zinc-400 hover:text-zinc-700 dark:text-zinc-500 dark:hover:text-zinc-200'}
        >
          {pinned ? '★' : '☆'}
        </button>
      </span>
      <span role="gridcell" className="tabular-nums text-zinc-500" title={timeTitle}>
        {time}
      </span>
      <span role="gridcell" className="truncate text-zinc-500" title={connectionName}>
        {connectionName}
      </span>
      <DirectionCell entry={entry} />
      <span role="gridcell">
        <Badge tone={KIND_TONES[entry.kind]} title={entry.app ? `app ${entry.app.shape}` : undefined}>
          {entry.kind}
        </Badge>
      </span>
      <span role="gridcell" className={`truncate ${muted ? 'text-zinc-500' : ''}`} title={httpMark ? `HTTP ${httpMark} · ${text}` : text}>
        {httpMark && (
          <span data-testid="http-status-mark" className="mr-1.5 rounded bg-red-50 px-1 text-red-700 ring-1 ring-inset ring-red-200 dark:bg-red-950 dark:text-red-300 dark:ring-red-800">
            HTTP {httpMark}
          </span>
        )}
        {entry.app && (
          <span data-testid="app-direction" className="mr-1.5 text-fuchsia-700 dark:text-fuchsia-300">
            {APP_DIRECTIONS[entry.app.dir].label}
          </span>
        )}
        {text}
        {entry.notes && (
          <span data-testid="row-note-count" className="ml-1.5 text-indigo-600 dark:text-indigo-400" title={entry.notes.join('\n')}>
            ✎ {entry.notes.length}
          </span>
        )}
      </span>
      {subscription === undefined ? (
        <span role="gridcell" className="truncate text-zinc-500" title={entry.id == null ? undefined : `id ${String(entry.id)}`}>
          {entry.id == null ? '' : `#${String(entry.id)}`}
        </span>
      ) : (
        <span role="gridcell" data-testid="message-subscription" className="truncate text-teal-700 dark:text-teal-400" title={`On subscription ${subscription} (the subscriptions/listen request with that id)`}>
          ⤷{subscription}
        </span>
      )}
      <span role="gridcell" className="text-right tabular-nums" data-testid={entry.latencyMs === undefined ? undefined : 'message-latency'}>
        {entry.latencyMs === undefined ? '' : formatLatency(entry.latencyMs)}
      </span>
      <span role="gridcell" className="text-right tabular-nums text-zinc-500">{formatSize(entry.size)}</span>
    </div>
  );
});
