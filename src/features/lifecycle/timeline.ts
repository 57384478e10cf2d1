/** The handshake's steps and how long each took (issue 2 §4), from the bridge's LifecycleTimings. */
import type { LifecycleTimings } from '../../core/bridge-api';
import type { LifecycleState } from '../../core/wire';

export interface TimelineStep {
  label: string;
  /** ms since connectStartedAt at which the step finished. */
  at?: number;
  /** ms the step itself took. */
  durationMs?: number;
  status: 'done' | 'waiting' | 'not-reached';
}

const STEPS: readonly { label: string; key: Exclude<keyof LifecycleTimings, 'connectStartedAt' | 'endedAt'> }[] = [
  { label: 'Transport started', key: 'transportStartedAt' },
  { label: 'initialize sent', key: 'initializeSentAt' },
  { label: 'initialize answered', key: 'initializeAnsweredAt' },
  { label: 'notifications/initialized sent', key: 'initializedSentAt' },
];

export function timelineSteps(timings: LifecycleTimings, state: LifecycleState): TimelineStep[] {
  let previous: number | undefined = timings.connectStartedAt;
  const inProgress = state === 'connecting' || state === 'initializing';
  let waitingShown = false;
  return STEPS.map(({ label, key }) => {
    const time = timings[key];
    if (time !== undefined) {
      const step: TimelineStep = {
        label,
        at: time - timings.connectStartedAt,
        durationMs: previous === undefined ? undefined : time - previous,
        status: 'done',
      };
      previous = time;
      return step;
    }
    previous = undefined;
    // Only the first missing step of a handshake in progress is being waited for.
    const status = inProgress && !waitingShown ? 'waiting' : 'not-reached';
    if (status === 'waiting') waitingShown = true;
    return { label, status };
  });
}
