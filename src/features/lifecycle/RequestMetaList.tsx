/**
 * One row per client request of a 2026-07-28 session: when, what, and only the `_meta` entries
 * that not every request carried, with a request whose envelope is wrong flagged in its row.
 *
 * A session can send thousands of requests, so the list is virtualised like the call history
 * (only the rows on screen exist) with a fixed row height; the full `_meta` of a row opens below
 * the list when it is selected, rather than inside it, so rows never need measuring.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { metaDifferences, metaKeyLabel, metaValueText, type MetaRequest, type RequestMetaView } from '../../core/request-meta';
import { Badge } from '../../ui/Badge';
import { formatClock } from '../tools/call-format';

const ROW_HEIGHT = 28;
/** About ten rows; beyond that the list scrolls inside itself. */
const MAX_HEIGHT = 10 * ROW_HEIGHT;

export interface RequestMetaListProps {
  view: RequestMetaView;
  selectedSeq: number | undefined;
  /** Keep stable (useCallback), or every visible row renders on each update. */
  onSelect: (seq: number) => void;
}

export function RequestMetaList({ view, selectedSeq, onSelect }: RequestMetaListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { requests } = view;
  const count = requests.length;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render, as intended
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => requests[index]!.seq,
  });
  return (
    <div ref={scroller} className="overflow-y-auto rounded border border-zinc-100 dark:border-zinc-900" style={{ maxHeight: MAX_HEIGHT }}>
      <ol aria-label="Client requests and their _meta" data-testid="request-meta-list" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const request = requests[item.index]!;
          return (
            <MetaRow
              key={item.key}
              request={request}
              differences={differencesText(request, view)}
              position={item.index}
              setSize={count}
              top={item.start}
              selected={request.seq === selectedSeq}
              onSelect={onSelect}
            />
          );
        })}
      </ol>
    </div>
  );
}

/** A string, so a memoised row compares it by value and renders again only when it changes. */
function differencesText(request: MetaRequest, view: RequestMetaView): string {
  return metaDifferences(request, view)
    .map(([key, value]) => `${metaKeyLabel(key)}: ${metaValueText(key, value)}`)
    .join(' · ');
}

interface MetaRowProps {
  request: MetaRequest;
  differences: string;
  position: number;
  setSize: number;
  top: number;
  selected: boolean;
  onSelect: (seq: number) => void;
}

const MetaRow = memo(function MetaRow({ request, differences, position, setSize, top, selected, onSelect }: MetaRowProps) {
  const problem = request.problems.join('; ');
  return (
    <li
      data-testid="request-meta-row"
      data-method={request.method}
      data-flagged={problem ? 'true' : 'false'}
      aria-setsize={setSize}
      aria-posinset={position + 1}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
      className={`absolute top-0 left-0 w-full border-b border-zinc-100 text-xs dark:border-zinc-900 ${selected ? 'bg-indigo-50 dark:bg-indigo-950/40' : ''}`}
    >
      <button type="button" onClick={() => onSelect(request.seq)} aria-current={selected} className="flex h-full w-full min-w-0 items-center gap-2 px-2 text-left">
        <span className="w-16 shrink-0 font-mono text-zinc-500">{formatClock(request.t)}</span>
        <span className="shrink-0 font-mono">{request.method}</span>
        {request.name !== undefined && (
          <span className="max-w-[12rem] min-w-0 shrink truncate font-mono text-zinc-600 dark:text-zinc-400" title={request.name}>
            {request.name}
          </span>
        )}
        {request.retryAnswers !== undefined && (
          <Badge tone="info" title="An MRTR retry: it carries inputResponses and the server's requestState">
            retry · {request.retryAnswers} {request.retryAnswers === 1 ? 'answer' : 'answers'}
          </Badge>
        )}
        {problem && (
          <Badge tone="danger" title={problem}>
            {request.meta ? 'envelope' : 'no _meta'}
          </Badge>
        )}
        <span data-testid="request-meta-differences" className="min-w-0 flex-1 truncate text-right font-mono text-zinc-600 dark:text-zinc-400" title={problem || differences}>
          {problem || differences || <span className="text-zinc-400 dark:text-zinc-600">nothing else</span>}
        </span>
      </button>
    </li>
  );
});
