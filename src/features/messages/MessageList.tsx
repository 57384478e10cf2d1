import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LogSnapshot } from '../../api/message-store';
import { positionOf, type FilterResult } from '../../core/log-filter';
import { EmptyState } from '../../ui/EmptyState';
import { useFollowTail } from '../../ui/use-follow-tail';
import { formatClock, formatElapsed } from './format';
import { MessageDetail } from './MessageDetail';
import type { AddNote } from './NoteForm';
import { MessageRow, ROW_GRID } from './MessageRow';
import { isoTime } from '../../core/wall-time';
import type { LogEntry } from '../../core/log-entry';
import { pinnedSeqs } from '../../core/pins';
import { PinnedMessages } from './PinnedMessages';
import { usePins } from './use-pins';

const ROW_HEIGHT = 22;
const rowHeight = () => ROW_HEIGHT;

type TimeMode = 'clock' | 'elapsed';

/**
 * The virtualised rows: only what is on screen is rendered, so 10k+ messages scroll smoothly.
 * Rows have a fixed height until expanded; only expanded rows are measured. Measuring every row
 * forced a layout per row as follow-tail scrolled (B2's flood), and on a jump through a 200k-row
 * trace (B5) (issue 6, docs/performance.md).
 */
export function MessageList({
  snapshot,
  result,
  connectionNames,
  expanded,
  onToggle,
  onJump,
  scrollTarget,
  followTail,
  onFollowTailChange,
  onAddNote,
}: {
  snapshot: LogSnapshot;
  result: FilterResult;
  connectionNames: ReadonlyMap<string, string>;
  expanded: ReadonlySet<number>;
  onToggle: (seq: number) => void;
  onJump: (seq: number) => void;
  /** Scrolls to this record whenever a new target object arrives. */
  scrollTarget: { seq: number } | null;
  followTail: boolean;
  onFollowTailChange: (follow: boolean) => void;
  /** Set when the log shows a trace from the bridge's library, which can take notes. */
  onAddNote?: AddNote;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [timeMode, setTimeMode] = useState<TimeMode>('clock');
  const { entries, indexBySeq } = snapshot;
  const { indices, count } = result;
  const { pins, toggle: togglePin } = usePins();
  const pinned = useMemo(() => pinnedSeqs(pins), [pins]);
  const pinnedSet = useMemo(() => new Set(pinned), [pinned]);

  // An expanded row has its own key, so its measured height is cached under that key alone:
  // collapsed again, the row is back to ROW_HEIGHT without a stale measurement. Kept stable: the
  // virtualizer recomputes every row's offset whenever this function changes, which on every
  // render of a 200k-row log made each scroll frame cost the whole log (issue 6, B5).
  const getItemKey = useCallback(
    (position: number) => {
      const seq = entries[indices[position]!]!.record.seq;
      return expanded.has(seq) ? `${seq}+` : seq;
    },
    [entries, indices, expanded],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render, as intended
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: rowHeight,
    overscan: 20,
    getItemKey,
  });

  const followTailHandlers = useFollowTail({ virtualizer, count, rowHeight: ROW_HEIGHT, followTail, onFollowTailChange });

  const targetIndex = scrollTarget ? indexBySeq.get(scrollTarget.seq) : undefined;
  const targetPosition = targetIndex === undefined ? -1 : positionOf(result, targetIndex);
  const targetShown = targetPosition !== -1;
  useEffect(() => {
    if (targetShown) virtualizer.scrollToIndex(targetPosition, { align: 'center' });
    // Only a new target, or one that has just arrived (a trace still being read in), scrolls;
    // later frames of traffic must not pull the view back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollTarget, targetShown]);

  if (snapshot.count === 0) {
    return (
      <EmptyState title="No messages yet" testId="messages-empty">
        <p>Every JSON-RPC message in either direction appears here as it crosses the wire.</p>
      </EmptyState>
    );
  }

  const firstT = entries[0]?.record.t ?? 0;
  const timeOf = (entry: LogEntry) => (timeMode === 'clock' ? formatClock(entry.record.t) : formatElapsed(entry.record.t - firstT));
  return (
    <>
      <PinnedMessages seqs={pinned} snapshot={snapshot} connectionNames={connectionNames} timeOf={timeOf} onOpen={onJump} onTogglePin={togglePin} />
      <div role="grid" aria-label="Messages" aria-rowcount={count + 1} className="flex min-h-0 flex-1 flex-col">
        <div role="row" aria-rowindex={1} className={`${ROW_GRID} border-b border-zinc-200 px-3 py-0.5 text-[10px] font-medium tracking-wide text-zinc-500 uppercase dark:border-zinc-800`}>
          <span role="columnheader" aria-label="pinned" />
          <span role="columnheader">
            <button type="button" className="uppercase hover:text-indigo-600" title="Switch between clock time and time since the first record" onClick={() => setTimeMode(timeMode === 'clock' ? 'elapsed' : 'clock')}>
              {timeMode === 'clock' ? 'time' : 'elapsed'} ⇄
            </button>
          </span>
          <span role="columnheader">connection</span>
          <span role="columnheader" aria-label="direction" />
          <span role="columnheader">kind</span>
          <span role="columnheader">method</span>
          <span role="columnheader">id</span>
          <span role="columnheader" className="text-right">latency</span>
          <span role="columnheader" className="text-right">size</span>
        </div>
        {count === 0 ? (
          <EmptyState title="No messages match the filters" testId="messages-filtered-out" />
        ) : (
          <div
            ref={scroller}
            role="rowgroup"
            data-testid="message-list"
            className="min-h-0 flex-1 overflow-auto"
            {...followTailHandlers}
          >
            <div style={{ height: virtualizer.getTotalSize() }} className="relative w-full">
              {virtualizer.getVirtualItems().map((item) => {
                const entry = entries[indices[item.index]!]!;
                const seq = entry.record.seq;
                const isExpanded = expanded.has(seq);
                return (
                  <div
                    key={seq}
                    data-index={item.index}
                    ref={isExpanded ? virtualizer.measureElement : undefined}
                    className="absolute top-0 left-0 w-full"
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    <MessageRow
                      entry={entry}
                      position={item.index + 2}
                      time={timeOf(entry)}
                      timeTitle={isoTime(entry.record.t)}
                      connectionName={connectionNames.get(entry.record.conn) ?? entry.record.conn}
                      expanded={isExpanded}
                      onToggle={onToggle}
                      pinned={pinnedSet.has(seq)}
                      onTogglePin={togglePin}
                    />
                    {isExpanded && <MessageDetail entry={entry} onJump={onJump} onAddNote={onAddNote} />}
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
