/** This connection's calls, newest first. Selecting one shows it; Re-run loads or repeats it. */
import type { CallRecord } from '../../core/bridge-api';
import { Badge } from '../../ui/Badge';
import { callLatency, formatClock, formatDuration, STATUS_DISPLAY } from './call-format';

export interface CallHistoryProps {
  /** Oldest first, as cached. */
  calls: CallRecord[];
  selectedId: string | undefined;
  onSelect: (call: CallRecord) => void;
  /** Puts the call's tool and arguments in the editor. */
  onLoad: (call: CallRecord) => void;
  /** Sends the same tool, arguments and options again. */
  onRerun: (call: CallRecord) => void;
}

const SMALL_BUTTON =
  'rounded border border-zinc-300 px-1.5 py-px text-[11px] hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800';

export function CallHistory({ calls, selectedId, onSelect, onLoad, onRerun }: CallHistoryProps) {
  if (calls.length === 0) {
    return <p className="text-xs text-zinc-500">No calls yet on this connection.</p>;
  }
  return (
    <ol aria-label="Call history" data-testid="call-history" className="divide-y divide-zinc-100 dark:divide-zinc-900">
      {[...calls].reverse().map((call) => {
        const latency = callLatency(call);
        const status = STATUS_DISPLAY[call.status];
        const selected = call.id === selectedId;
        return (
          <li
            key={call.id}
            data-testid="history-row"
            data-call-id={call.id}
            data-status={call.status}
            className={`flex items-center gap-2 px-2 py-1.5 text-xs ${selected ? 'bg-indigo-50 dark:bg-indigo-950/40' : ''}`}
          >
            <button
              type="button"
              onClick={() => onSelect(call)}
              aria-current={selected}
              className="flex min-w-0 flex-1 items-center gap-2 text-left"
            >
              <span className="w-16 shrink-0 font-mono text-zinc-500">{formatClock(call.startedAt)}</span>
              <span className="min-w-0 truncate font-mono" title={call.tool}>
                {call.tool}
              </span>
              <Badge tone={status.tone}>{status.label}</Badge>
              <span className="ml-auto shrink-0 font-mono text-zinc-500">
                {latency === undefined ? '…' : formatDuration(latency)}
              </span>
            </button>
            <button type="button" className={SMALL_BUTTON} onClick={() => onLoad(call)} title="Load this call's arguments into the editor">
              Load
            </button>
            <button type="button" className={SMALL_BUTTON} data-testid="rerun-call" onClick={() => onRerun(call)} title="Run again with the same arguments">
              Re-run
            </button>
          </li>
        );
      })}
    </ol>
  );
}
