/**
 * This connection's calls, newest first. Selecting one shows it; Re-run loads or repeats it.
 *
 * A connection can collect thousands of calls, so the list is virtualised (only rows on screen are
 * rendered) and rows are memoised: a progress update replaces one CallRecord in the cached list,
 * and only that row renders again.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { CallRecord } from '../../core/bridge-api';
import { Badge } from '../../ui/Badge';
import { callLatency, formatClock, formatDuration, STATUS_DISPLAY } from './call-format';
import { TitledName } from '../../ui/TitledName';

export interface CallHistoryProps {
  /** Oldest first, as cached. */
  calls: CallRecord[];
  selectedId: string | undefined;
  /** Keep these three stable (useCallback), or every visible row renders on each update. */
  onSelect: (call: CallRecord) => void;
  /** Puts the call's tool and arguments in the editor; absent where nothing can be run (a recording). */
  onLoad?: (call: CallRecord) => void;
  /** Sends the same tool, arguments and options again; absent where nothing can be run. */
  onRerun?: (call: CallRecord) => void;
  /** Tool titles by name, shown before the name where the server gave one. */
  toolTitles: ReadonlyMap<string, string>;
}

/** Fixed, so rows need no measuring; the row's own styles must fit in it. */
const ROW_HEIGHT = 30;
/** About twelve rows; beyond that the list scrolls inside itself. */
const MAX_HEIGHT = 12 * ROW_HEIGHT;

const SMALL_BUTTON =
  'shrink-0 rounded border border-zinc-300 px-1.5 py-px text-[11px] hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800';

export function CallHistory({ calls, selectedId, onSelect, onLoad, onRerun, toolTitles }: CallHistoryProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = calls.length;
  // Position 0 is the newest call, the last in the cached list.
  const callAt = (position: number) => calls[count - 1 - position]!;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render, as intended
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (position) => callAt(position).id,
  });

  if (count === 0) {
    return <p className="text-xs text-zinc-500">No calls yet on this connection.</p>;
  }
  return (
    <div ref={scroller} className="@container overflow-y-auto rounded border border-zinc-100 dark:border-zinc-900" style={{ maxHeight: MAX_HEIGHT }}>
      <ol aria-label="Call history" data-testid="call-history" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const call = callAt(item.index);
          return (
            <HistoryRow
              key={item.key}
              call={call}
              toolTitle={toolTitles.get(call.tool)}
              position={item.index}
              setSize={count}
              top={item.start}
              selected={call.id === selectedId}
              onSelect={onSelect}
              onLoad={onLoad}
              onRerun={onRerun}
            />
          );
        })}
      </ol>
    </div>
  );
}

interface HistoryRowProps {
  call: CallRecord;
  toolTitle: string | undefined;
  /** 0 for the newest call. */
  position: number;
  setSize: number;
  /** Offset in pixels from the top of the list. */
  top: number;
  selected: boolean;
  onSelect: (call: CallRecord) => void;
  onLoad: ((call: CallRecord) => void) | undefined;
  onRerun: ((call: CallRecord) => void) | undefined;
}

const HistoryRow = memo(function HistoryRow({ call, toolTitle, position, setSize, top, selected, onSelect, onLoad, onRerun }: HistoryRowProps) {
  const latency = callLatency(call);
  const status = STATUS_DISPLAY[call.status];
  return (
    <li
      data-testid="history-row"
      data-call-id={call.id}
      data-status={call.status}
      // Only the rows on screen exist, so tell assistive tech where this one sits.
      aria-setsize={setSize}
      aria-posinset={position + 1}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
      className={`absolute top-0 left-0 flex w-full items-center gap-2 border-b border-zinc-100 px-2 text-xs dark:border-zinc-900 ${
        selected ? 'bg-indigo-50 dark:bg-indigo-950/40' : ''
      }`}
    >
      {/* Clipped, so a row too narrow for all it says never runs under Load and Re-run; a column
          narrower than a whole row (the history beside the form at 1280 px) leaves out the clock,
          which the tooltip still gives. */}
      <button
        type="button"
        onClick={() => onSelect(call)}
        aria-current={selected}
        title={`Started ${formatClock(call.startedAt)}`}
        className="flex min-w-0 flex-1 items-center gap-2 overflow-hidden text-left"
      >
        <span className="hidden w-16 shrink-0 font-mono text-zinc-500 @[26rem]:inline">{formatClock(call.startedAt)}</span>
        <TitledName name={call.tool} title={toolTitle} layout="inline" />
        <Badge tone={status.tone}>{status.label}</Badge>
        <span data-testid="history-latency" className="ml-auto shrink-0 font-mono text-zinc-500">
          {latency === undefined ? '…' : formatDuration(latency)}
        </span>
      </button>
      {onLoad && (
        <button type="button" data-testid="load-call" className={SMALL_BUTTON} onClick={() => onLoad(call)} title="Load this call's arguments into the editor">
          Load
        </button>
      )}
      {onRerun && (
        <button type="button" className={SMALL_BUTTON} data-testid="rerun-call" onClick={() => onRerun(call)} title="Run again with the same arguments">
          Re-run
        </button>
      )}
    </li>
  );
});
