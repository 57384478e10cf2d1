/**
 * In the trace bar while an opened trace is still being recorded (issue 5, item 7): that it is
 * live and how many records it has so far, then that the recording ended. Playback has nothing to
 * play while the page follows the end, so its controls come back only when the recording is over.
 */
import type { FollowState, TraceFollow } from '../../api/trace/follow-trace';
import type { Playback } from '../../api/trace/playback';
import { Badge } from '../../ui/Badge';
import { PlaybackControls } from './PlaybackControls';
import { useFollowState } from './use-follow-trace';

const ENDINGS: Record<Extract<FollowState, { status: 'ended' }>['reason'], string> = {
  ended: 'Recording ended',
  interrupted: 'Recording ended: the recorder stopped without closing the session',
  truncated: 'Recording ended: the file was replaced (mcpscope record started again with the same --out)',
};

export function LiveTraceStatus({ follow, playback }: { follow: TraceFollow; playback: Playback }) {
  const state = useFollowState(follow);
  const count = `${state.records} record${state.records === 1 ? '' : 's'}`;
  if (state.status === 'ended') {
    return (
      <>
        <span data-testid="trace-live" data-state="ended" className="font-medium">
          {ENDINGS[state.reason]} · {count}
        </span>
        <PlaybackControls playback={playback} />
      </>
    );
  }
  return (
    <span data-testid="trace-live" data-state={state.status} className="flex items-center gap-1.5">
      <Badge tone="danger">
        <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-red-600 dark:bg-red-400" />
        Live · recording
      </Badge>
      <span className="font-mono tabular-nums" data-testid="trace-live-count">
        {count}
      </span>
      {state.status === 'retrying' && <span className="text-amber-800 dark:text-amber-300" title={state.error}>reconnecting…</span>}
    </span>
  );
}
