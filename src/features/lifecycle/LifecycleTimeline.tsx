import type { LifecycleState } from '../../core/wire';
import type { TimelineStep } from './timeline';

function ms(value: number): string {
  return value < 1000 ? `${value} ms` : `${(value / 1000).toFixed(2)} s`;
}

/**
 * The handshake's steps with how long each took (since the step before it, not since the start: a
 * "+648 ms" then "+440 ms" read as times out of order); the slow step is easy to spot by its bar.
 */
export function LifecycleTimeline({ steps, state, endedAfterMs }: { steps: readonly TimelineStep[]; state: LifecycleState; endedAfterMs?: number }) {
  const longest = Math.max(1, ...steps.map((s) => s.durationMs ?? 0));
  return (
    <ol className="space-y-1 text-xs" data-testid="lifecycle-timeline">
      {steps.map((step) => (
        <li key={step.label} className="grid grid-cols-[16rem_5rem_1fr] items-center gap-2" data-status={step.status}>
          <span className={step.status === 'done' ? '' : 'text-zinc-400'}>
            {step.status === 'done' ? '●' : step.status === 'waiting' ? '◌' : '○'} <span className="font-mono">{step.label}</span>
          </span>
          <span
            className="text-right font-mono tabular-nums text-zinc-600 dark:text-zinc-400"
            data-testid="lifecycle-step-duration"
            title={step.at !== undefined && step.durationMs !== undefined ? `took ${ms(step.durationMs)}; done ${ms(step.at)} after the connection started` : undefined}
          >
            {step.durationMs !== undefined ? ms(step.durationMs) : step.status === 'waiting' ? 'waiting…' : '—'}
          </span>
          <span className="h-1.5 rounded bg-zinc-100 dark:bg-zinc-900">
            {step.durationMs !== undefined && (
              <span className="block h-full rounded bg-indigo-400 dark:bg-indigo-600" style={{ width: `${Math.max(2, (step.durationMs / longest) * 100)}%` }} />
            )}
          </span>
        </li>
      ))}
      {endedAfterMs !== undefined && (state === 'closed' || state === 'failed') && (
        <li className="text-zinc-500">
          {state === 'failed' ? 'Failed' : 'Closed'} {ms(endedAfterMs)} after the connection started.
        </li>
      )}
    </ol>
  );
}
