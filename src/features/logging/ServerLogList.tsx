/**
 * The received log messages, virtualised (servers can flood), newest at the bottom. While
 * following the tail, new messages scroll into view; scrolling up stops that, and scrolling back
 * to the bottom resumes it.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { ServerLogMessage } from '../../core/server-log';
import { formatClock } from '../messages/format';
import { LevelBadge } from './LevelBadge';
import { isoTime } from '../../core/wall-time';
import { useFollowTail } from '../../ui/use-follow-tail';

const ROW_HEIGHT = 22;

export function ServerLogList({
  messages,
  count,
  followTail,
  onFollowTailChange,
}: {
  /** Read up to `count`: the array is shared and grows in place. */
  messages: readonly ServerLogMessage[];
  count: number;
  followTail: boolean;
  onFollowTailChange: (follow: boolean) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render, as intended
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
    getItemKey: (index) => messages[index]!.seq,
  });

  const followTailHandlers = useFollowTail({ virtualizer, count, rowHeight: ROW_HEIGHT, followTail, onFollowTailChange });

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Server log messages"
      data-testid="log-list"
      className="min-h-0 flex-1 overflow-auto font-mono text-xs"
      {...followTailHandlers}
    >
      <div style={{ height: virtualizer.getTotalSize() }} className="relative w-full">
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <LogRow message={messages[item.index]!} />
          </div>
        ))}
      </div>
    </div>
  );
}

const LogRow = memo(function LogRow({ message }: { message: ServerLogMessage }) {
  const multiline = typeof message.data !== 'string' || message.text.includes('\n');
  const pretty = typeof message.data === 'string' ? message.data : (JSON.stringify(message.data, null, 2) ?? String(message.data));
  return (
    <div
      data-testid="log-entry"
      data-level={message.level}
      data-logger={message.logger ?? ''}
      className="flex items-start gap-2 border-b border-zinc-100 px-3 py-0.5 leading-5 hover:bg-zinc-50 dark:border-zinc-900 dark:hover:bg-zinc-900"
    >
      <span className="w-[5.5rem] shrink-0 whitespace-nowrap text-zinc-500" title={isoTime(message.t)}>
        {formatClock(message.t)}
      </span>
      <span className="flex h-5 items-center">
        <LevelBadge level={message.level} />
      </span>
      <span className="w-28 shrink-0 truncate text-zinc-600 dark:text-zinc-400" title={message.logger}>
        {message.logger ?? '—'}
      </span>
      {multiline ? (
        <details className="min-w-0 flex-1">
          <summary className="cursor-pointer truncate">{message.text}</summary>
          <pre className="my-1 max-h-80 overflow-auto rounded bg-zinc-50 p-1.5 whitespace-pre-wrap dark:bg-zinc-900">{pretty}</pre>
        </details>
      ) : (
        <span className="min-w-0 flex-1 break-words whitespace-pre-wrap">{message.text}</span>
      )}
      {message.problem && (
        <span className="shrink-0 text-amber-700 dark:text-amber-400" title={message.problem}>
          ⚠
        </span>
      )}
    </div>
  );
});
