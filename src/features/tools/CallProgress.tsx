/**
 * A running call: progress bar (indeterminate without a total), message, elapsed time, Cancel. A
 * recording cannot cancel, and its elapsed time would count up to now: it says that no answer is
 * recorded instead.
 */
import { LiveOnly, useReadOnlyView } from '../../api/BridgeContext';
import type { CallRecord } from '../../core/bridge-api';
import { formatDuration } from './call-format';
import { useNow } from './use-now';

export interface CallProgressProps {
  call: CallRecord;
  onCancel: () => void;
  cancelling: boolean;
}

export function CallProgress({ call, onCancel, cancelling }: CallProgressProps) {
  // A recording's unanswered call is not working on anything: its bar stands still.
  const recorded = useReadOnlyView();
  const now = useNow(!recorded);
  const progress = call.progress;
  const total = progress?.total;
  const determinate = progress !== undefined && total !== undefined && total > 0;
  const percent = determinate ? Math.min(100, (progress.progress / total) * 100) : undefined;

  return (
    <div className="space-y-2" data-testid="call-progress">
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={`Progress of ${call.tool}`}
          aria-valuemin={0}
          aria-valuenow={progress?.progress}
          aria-valuemax={determinate ? total : undefined}
          aria-valuetext={progress ? `${progress.progress}${total !== undefined ? ` of ${total}` : ''}` : 'waiting'}
          className="relative h-2 flex-1 overflow-hidden rounded bg-zinc-200 dark:bg-zinc-800"
        >
          {determinate ? (
            <div className="h-full bg-indigo-500 transition-[width] duration-200" style={{ width: `${percent}%` }} />
          ) : (
            <div data-testid="call-progress-waiting" className={`absolute inset-y-0 w-1/3 rounded bg-indigo-500/70 ${recorded ? '' : 'animate-pulse'}`} />
          )}
        </div>
        <LiveOnly recorded={<span data-testid="call-unanswered" className="text-xs text-zinc-500 dark:text-zinc-400">no answer recorded up to here</span>}>
          <button
            type="button"
            data-testid="cancel-call"
            onClick={onCancel}
            disabled={cancelling}
            className="rounded border border-red-300 px-2 py-0.5 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
          >
            {cancelling ? 'Cancelling…' : 'Cancel'}
          </button>
        </LiveOnly>
      </div>
      <div className="flex flex-wrap gap-x-4 text-xs text-zinc-600 dark:text-zinc-400">
        <span data-testid="progress-value" className="font-mono">
          {progress ? `${progress.progress}${total !== undefined ? `/${total}` : ''}` : 'no progress yet'}
        </span>
        <LiveOnly>
          <span data-testid="elapsed" className="font-mono">
            {formatDuration(Math.max(0, now - call.startedAt))} elapsed
          </span>
        </LiveOnly>
        {progress && <span className="text-zinc-500">{progress.count} notifications</span>}
      </div>
      {progress?.message && (
        <p data-testid="progress-message" className="text-xs break-words text-zinc-700 dark:text-zinc-300">
          {progress.message}
        </p>
      )}
    </div>
  );
}
