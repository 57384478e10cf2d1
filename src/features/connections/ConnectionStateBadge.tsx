import type { LifecycleState } from '../../core/wire';
import { Badge, type BadgeTone } from '../../ui/Badge';

const STATE_TONES: Record<LifecycleState, BadgeTone> = {
  connecting: 'info',
  initializing: 'info',
  ready: 'success',
  closed: 'neutral',
  failed: 'danger',
};

const DOT_CLASSES: Record<LifecycleState, string> = {
  connecting: 'bg-indigo-400 animate-pulse',
  initializing: 'bg-indigo-400 animate-pulse',
  ready: 'bg-emerald-500',
  closed: 'bg-zinc-400',
  failed: 'bg-red-500',
};

export function ConnectionStateBadge({ state }: { state: LifecycleState }) {
  return (
    <span data-testid="connection-state" data-state={state}>
      <Badge tone={STATE_TONES[state]}>{state}</Badge>
    </span>
  );
}

/** A coloured dot for tight places; the state is also given as text to screen readers and on hover. */
export function ConnectionStateDot({ state }: { state: LifecycleState }) {
  return (
    <span
      role="img"
      aria-label={`Connection ${state}`}
      title={state}
      className={`inline-block size-2 shrink-0 rounded-full ${DOT_CLASSES[state]}`}
    />
  );
}
