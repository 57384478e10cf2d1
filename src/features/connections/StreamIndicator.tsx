import type { StreamStatus } from '../../api/event-stream';

/** Whether the page is receiving live events from the bridge. */
export function StreamIndicator({ status }: { status: StreamStatus }) {
  const { dot, text, title } =
    status.status === 'open'
      ? { dot: 'bg-emerald-500', text: 'live', title: 'Receiving live events from the bridge' }
      : status.status === 'connecting'
        ? { dot: 'bg-indigo-400 animate-pulse', text: 'connecting', title: 'Connecting to the bridge' }
        : {
            dot: 'bg-amber-500 animate-pulse',
            text: 'reconnecting',
            title: `Lost the bridge (${status.error}); retry ${status.attempt} in ${Math.round(status.retryInMs / 100) / 10} s`,
          };
  return (
    <span data-testid="stream-status" data-status={status.status} title={title} className="flex items-center gap-1.5 text-[11px] text-zinc-500 dark:text-zinc-400">
      <span className={`size-2 rounded-full ${dot}`} aria-hidden />
      {text}
    </span>
  );
}
