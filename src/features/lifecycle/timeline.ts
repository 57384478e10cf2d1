/** The handshake's steps and how long each took (issue 2 §4), from the bridge's LifecycleTimings. */
import type { LifecycleTimings } from '../../core/bridge-api';
import type { ProtocolEra } from '../../core/protocol-era';
import type { LifecycleState } from '../../core/wire';

export interface TimelineStep {
  label: string;
  /** ms since connectStartedAt at which the step finished. */
  at?: number;
  /** ms the step itself took. */
  durationMs?: number;
  status: 'done' | 'waiting' | 'not-reached';
}

type StepKey = Exclude<keyof LifecycleTimings, 'connectStartedAt' | 'endedAt'>;

const TRANSPORT: StepKey[] = ['transportStartedAt'];
/** The era probe on the session's wire (issue 18; over stdio too since issue 24). */
const PROBE: StepKey[] = ['discoverSentAt', 'discoverAnsweredAt'];
const HANDSHAKE: StepKey[] = ['initializeSentAt', 'initializeAnsweredAt', 'initializedSentAt'];

/** A 2025 server's answer to the probe is a refusal, and the handshake follows: not a failure. */
function label(key: StepKey, era: ProtocolEra | undefined): string {
  switch (key) {
    case 'transportStartedAt':
      return 'Transport started';
    case 'discoverSentAt':
      return 'server/discover sent (era probe)';
    case 'discoverAnsweredAt':
      return era === 'legacy' ? 'server/discover refused → initialize' : 'server/discover answered';
    case 'initializeSentAt':
      return 'initialize sent';
    case 'initializeAnsweredAt':
      return 'initialize answered';
    case 'initializedSentAt':
      return 'notifications/initialized sent';
  }
}

/**
 * The steps of this session's opening: the probe's when it was on the session's wire, and the
 * initialize handshake unless the session speaks 2026-07-28, which has none.
 */
export function timelineSteps(timings: LifecycleTimings, state: LifecycleState, era?: ProtocolEra): TimelineStep[] {
  const keys = [...TRANSPORT, ...(timings.discoverSentAt === undefined ? [] : PROBE), ...(era === 'modern' ? [] : HANDSHAKE)];
  let previous: number | undefined = timings.connectStartedAt;
  const inProgress = state === 'connecting' || state === 'initializing';
  let waitingShown = false;
  return keys.map((key) => {
    const time = timings[key];
    if (time !== undefined) {
      const step: TimelineStep = {
        label: label(key, era),
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
    return { label: label(key, era), status };
  });
}
