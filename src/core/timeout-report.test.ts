import { describe, expect, it } from 'vitest';
import type { OutstandingRequest } from './bridge-api/calls';
import { buildTimeoutReport, formatSpan, type TimeoutFacts } from './timeout-report';

const T0 = 1_000_000;
const call = { label: 'tools/call trigger-elicitation-request', id: 7, method: 'tools/call', startedAt: T0 };
const elicitation: OutstandingRequest = { dir: 'in', id: 2, method: 'elicitation/create', since: T0 + 100, clientRequestId: 'req-2' };

function facts(overrides: Partial<TimeoutFacts>): TimeoutFacts {
  return { request: call, limit: 'timeout', limitMs: 5000, resetOnProgress: true, progressCount: 0, outstanding: [], now: T0 + 5100, ...overrides };
}

describe('buildTimeoutReport', () => {
  it('names the timed-out request and the elicitation waiting for a person', () => {
    const report = buildTimeoutReport(facts({ outstanding: [elicitation] }));
    expect(report.summary).toBe(
      'No answer to tools/call trigger-elicitation-request (id 7) within 5 s. Still outstanding: elicitation/create from the server (req-2), waiting for you for 5 s.',
    );
    expect(report).toMatchObject({ limit: 'timeout', limitMs: 5000, elapsedMs: 5100, progressCount: 0 });
  });

  it('puts the timed-out request first in the outstanding list even when the tracker already let go of it', () => {
    const report = buildTimeoutReport(facts({ outstanding: [elicitation] }));
    expect(report.outstanding).toEqual([{ dir: 'out', id: 7, method: 'tools/call', since: T0 }, elicitation]);
  });

  it('keeps the tracked entry for the timed-out request instead of adding a second one', () => {
    const tracked: OutstandingRequest = { dir: 'out', id: 7, method: 'tools/call', since: T0 + 1 };
    const ping: OutstandingRequest = { dir: 'out', id: 9, method: 'ping', since: T0 + 3100 };
    const report = buildTimeoutReport(facts({ outstanding: [ping, tracked] }));
    expect(report.outstanding).toEqual([tracked, ping]);
    expect(report.summary).toContain('Still outstanding: ping to the server (id 9), sent 2 s ago.');
  });

  it('says when nothing else was outstanding', () => {
    expect(buildTimeoutReport(facts({})).summary).toBe('No answer to tools/call trigger-elicitation-request (id 7) within 5 s. Nothing else was outstanding.');
  });

  it('explains progress that resets the timer, and progress that does not', () => {
    const progressed = { progressCount: 3, lastProgressAt: T0 + 100 };
    expect(buildTimeoutReport(facts({ ...progressed })).summary).toContain('within 5 s of its last progress notification (3 progress notifications, the last 5 s before it fired)');
    expect(buildTimeoutReport(facts({ ...progressed, resetOnProgress: false })).summary).toContain('within 5 s (3 progress notifications, the last 5 s before it fired; progress does not reset the timeout)');
    expect(buildTimeoutReport(facts({ ...progressed })).lastProgressAt).toBe(T0 + 100);
  });

  it('tells the maximum total time apart from the request timeout', () => {
    const report = buildTimeoutReport(facts({ limit: 'max-total', limitMs: 3000, progressCount: 1, lastProgressAt: T0 + 4600, now: T0 + 5100 }));
    expect(report.limit).toBe('max-total');
    expect(report.summary).toMatch(/^tools\/call trigger-elicitation-request \(id 7\) ran past its maximum total time of 3 s, 1 progress notification, the last 500 ms before it fired\./);
  });

  it('describes a server request nobody is waiting on by its JSON-RPC id', () => {
    const roots: OutstandingRequest = { dir: 'in', id: 'r1', method: 'roots/list', since: T0 + 5000 };
    expect(buildTimeoutReport(facts({ outstanding: [roots] })).summary).toContain('roots/list from the server (id r1), unanswered for 100 ms');
  });
});

describe('formatSpan', () => {
  it('reads like prose', () => {
    expect([formatSpan(450), formatSpan(5000), formatSpan(1540), formatSpan(125_000), formatSpan(120_000), formatSpan(-3)]).toEqual([
      '450 ms',
      '5 s',
      '1.5 s',
      '2 min 5 s',
      '2 min',
      '0 ms',
    ]);
  });
});
