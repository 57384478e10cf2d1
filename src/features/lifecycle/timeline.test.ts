import { describe, expect, it } from 'vitest';
import { timelineSteps } from './timeline';

describe('timelineSteps', () => {
  it('gives each step its own duration and its time since the start', () => {
    const steps = timelineSteps(
      { connectStartedAt: 1000, transportStartedAt: 1040, initializeSentAt: 1041, initializeAnsweredAt: 1101, initializedSentAt: 1102 },
      'ready',
    );
    expect(steps.map((s) => [s.durationMs, s.at, s.status])).toEqual([
      [40, 40, 'done'],
      [1, 41, 'done'],
      [60, 101, 'done'],
      [1, 102, 'done'],
    ]);
  });

  it('shows the step being waited for, and what a failure never reached', () => {
    expect(timelineSteps({ connectStartedAt: 0, transportStartedAt: 5 }, 'initializing').map((s) => s.status)).toEqual([
      'done',
      'waiting',
      'not-reached',
      'not-reached',
    ]);
    expect(timelineSteps({ connectStartedAt: 0 }, 'failed').every((s) => s.status === 'not-reached')).toBe(true);
  });
});
