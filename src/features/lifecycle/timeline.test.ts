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

  it('a session that opens with the era probe on its wire: a refused probe then the handshake, an answered one and no handshake', () => {
    const timings = { connectStartedAt: 0, transportStartedAt: 30, discoverSentAt: 31, discoverAnsweredAt: 90, initializeSentAt: 91, initializeAnsweredAt: 120, initializedSentAt: 121 };
    expect(timelineSteps(timings, 'ready', 'legacy').map((s) => [s.label, s.durationMs])).toEqual([
      ['Transport started', 30],
      ['server/discover sent (era probe)', 1],
      ['server/discover refused → initialize', 59],
      ['initialize sent', 1],
      ['initialize answered', 29],
      ['notifications/initialized sent', 1],
    ]);
    const modern = { connectStartedAt: 0, transportStartedAt: 30, discoverSentAt: 31, discoverAnsweredAt: 90 };
    expect(timelineSteps(modern, 'ready', 'modern').map((s) => [s.label, s.status])).toEqual([
      ['Transport started', 'done'],
      ['server/discover sent (era probe)', 'done'],
      ['server/discover answered', 'done'],
    ]);
  });

  it('no probe steps when the probe was not on the session\'s wire', () => {
    const steps = timelineSteps({ connectStartedAt: 0, transportStartedAt: 5, initializeSentAt: 6 }, 'initializing', 'legacy');
    expect(steps.map((s) => s.label)).toEqual(['Transport started', 'initialize sent', 'initialize answered', 'notifications/initialized sent']);
  });
});
