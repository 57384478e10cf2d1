import { useLayoutEffect, useRef } from 'react';
import type { LogEntry } from '../../core/log-entry';
import { EmptyState } from '../../ui/EmptyState';
import { formatTime } from '../../core/wall-time';

/** Rendering every line of a chatty server would stall the page; older lines stay in the message log. */
const MAX_LINES = 2000;

/** The server's stderr, newest at the bottom; stays pinned to the bottom unless the user scrolled up. */
export function StderrConsole({ lines, count }: { lines: readonly LogEntry[]; count: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [count]);

  if (count === 0) {
    return (
      <EmptyState title="No stderr output" testId="stderr-empty">
        <p>Lines the server writes to stderr appear here as they arrive.</p>
      </EmptyState>
    );
  }
  const start = Math.max(0, count - MAX_LINES);
  return (
    <div
      ref={scroller}
      data-testid="stderr-console"
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
      }}
      className="h-full overflow-auto bg-zinc-950 p-2 font-mono text-[11px] leading-4 text-zinc-200"
    >
      {start > 0 && <p className="text-zinc-500">… {start} earlier lines are in the message log</p>}
      {lines.slice(start, count).map((entry) => (
        <div key={entry.record.seq} className="whitespace-pre-wrap break-all">
          <span className="mr-2 text-zinc-500 select-none">{formatTime(entry.record.t, (date) => date.toLocaleTimeString())}</span>
          {entry.text}
        </div>
      ))}
    </div>
  );
}
