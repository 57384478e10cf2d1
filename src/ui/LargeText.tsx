/**
 * Text too large to put in the page at once (issue 6, B4): the part loaded so far, drawn as a
 * virtualised list of fixed-height rows, under a notice saying how much of it is shown, with the
 * actions that fetch the rest. A 20 MB string in one DOM text node froze the page for seconds.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { Button } from './Button';

const ROW_HEIGHT = 20;
/** Longer lines are cut into rows of this many characters, so no row holds megabytes either. */
const ROW_CHARS = 2000;
const rowHeight = () => ROW_HEIGHT;

/** What fetching the rest is doing; `done` says which action finished, for a moment's confirmation. */
export type LargeTextFetch =
  | { status: 'idle' }
  | { status: 'pending'; action: LargeTextAction }
  | { status: 'done'; action: LargeTextAction }
  | { status: 'error'; action: LargeTextAction; message: string };

export type LargeTextAction = 'more' | 'all' | 'copy' | 'download';

export interface LargeTextNoticeProps {
  shownChars: number;
  totalChars: number;
  /** How the caller writes a size (its feature's formatter). */
  formatSize: (chars: number) => string;
  fetch: LargeTextFetch;
  onAction: (action: LargeTextAction) => void;
}

const PENDING_LABELS: Record<LargeTextAction, string> = { more: 'Loading…', all: 'Loading all…', copy: 'Copying…', download: 'Preparing…' };
const DONE_LABELS: Partial<Record<LargeTextAction, string>> = { copy: 'Copied the full text.', download: 'Downloaded the full text.' };

/** "Showing 64.0 KB of 20.0 MB" and the buttons; sizes count characters, which is bytes for ASCII text. */
export function LargeTextNotice({ shownChars, totalChars, formatSize, fetch, onAction }: LargeTextNoticeProps) {
  const complete = shownChars >= totalChars;
  const busy = fetch.status === 'pending';
  const button = (action: LargeTextAction, label: string) => (
    <Button data-testid={`large-text-${action}`} disabled={busy} onClick={() => onAction(action)}>
      {label}
    </Button>
  );
  return (
    <div data-testid="large-text-notice" className="flex flex-wrap items-center gap-2 border-b border-zinc-200 pb-1.5 text-[11px] dark:border-zinc-800">
      <span className="text-zinc-600 dark:text-zinc-400" title={`${shownChars.toLocaleString()} of ${totalChars.toLocaleString()} characters`}>
        {complete ? `All ${formatSize(totalChars)} loaded` : `Showing ${formatSize(shownChars)} of ${formatSize(totalChars)}`}
      </span>
      {!complete && button('more', 'Load more')}
      {!complete && button('all', 'Load all')}
      {button('copy', 'Copy full')}
      {button('download', 'Download')}
      {fetch.status === 'pending' && <span className="text-zinc-500">{PENDING_LABELS[fetch.action]}</span>}
      {fetch.status === 'done' && DONE_LABELS[fetch.action] && <span className="text-emerald-700 dark:text-emerald-400">{DONE_LABELS[fetch.action]}</span>}
      {fetch.status === 'error' && (
        <span role="alert" className="text-red-700 dark:text-red-400">
          Could not fetch the rest: {fetch.message}
        </span>
      )}
    </div>
  );
}

/** The loaded text, one virtual row per line (or per ROW_CHARS of a longer line). */
export function LargeTextLines({ text }: { text: string }) {
  const rows = useMemo(() => toRows(text), [text]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render, as intended
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: rowHeight, overscan: 10 });
  return (
    <div ref={scroller} data-testid="large-text" className="max-h-[32rem] overflow-auto font-mono text-xs">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-testid="large-text-row"
            className="absolute left-0 w-full whitespace-pre leading-5"
            style={{ top: row.start, height: ROW_HEIGHT }}
          >
            {rows[row.index]}
          </div>
        ))}
      </div>
    </div>
  );
}

function toRows(text: string): string[] {
  const rows: string[] = [];
  for (const line of text.split('\n')) {
    if (line.length <= ROW_CHARS) rows.push(line);
    else for (let start = 0; start < line.length; start += ROW_CHARS) rows.push(line.slice(start, start + ROW_CHARS));
  }
  return rows;
}
