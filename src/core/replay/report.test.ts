import { describe, expect, it } from 'vitest';
import { planReplay } from './plan';
import { buildReplayReport, replayMatched, type LiveSession } from './report';
import { SESSION } from './test-session';

describe('buildReplayReport', () => {
  const plan = planReplay(SESSION);
  const live: LiveSession = {
    initialize: { answer: { result: { protocolVersion: '2025-06-18' } } },
    answers: [{ none: 'cancelled' }, { answer: { result: { content: [] } } }, undefined, { none: 'timed out' }],
    serverRequests: [{ method: 'sampling/createMessage', params: { messages: [] } }, { method: 'elicitation/create', params: {} }],
    serverNotifications: { 'notifications/progress': 3 },
  };
  const report = buildReplayReport(plan, live, []);

  it('makes a step of every request and every server request, each with its status', () => {
    expect(report.steps.map((step) => [step.index, step.label, step.status])).toEqual([
      [1, 'initialize', 'same'],
      [2, 'tools/call slow', 'same'],
      [3, 'tools/call ask', 'same'],
      [4, 'ping', 'missing'],
      [5, 'sampling/createMessage', 'same'],
      [6, 'elicitation/create', 'extra'],
    ]);
    expect(report.steps[3]).toMatchObject({ detail: 'timed out', traceSeq: 12 });
    expect(report.summary).toEqual({ steps: 6, same: 4, changed: 0, missing: 1, extra: 1, breaking: 0, additive: 0 });
    expect(replayMatched(report)).toBe(false);
  });

  it('counts notifications without making steps of them', () => {
    expect(report.notifications).toEqual([{ method: 'notifications/progress', recorded: 1, live: 3 }]);
  });

  it('calls an answer the trace does not have extra', () => {
    const answered = buildReplayReport(plan, { ...live, answers: [{ answer: { result: {} } }, ...live.answers.slice(1)] }, []);
    expect(answered.steps[1]).toMatchObject({ status: 'extra', detail: 'answered live; the trace has no answer' });
  });
});

describe('initialize', () => {
  it('does not compare protocolVersion when the connection asked for another one, and says so', () => {
    const plan = planReplay(SESSION);
    const live: LiveSession = { initialize: { answer: { result: { protocolVersion: '2025-11-25' } } }, requestedProtocolVersion: '2025-11-25', answers: [], serverRequests: [], serverNotifications: {} };
    const report = buildReplayReport(plan, live, []);
    expect(report.steps[0]).toMatchObject({ label: 'initialize', status: 'same' });
    expect(report.warnings).toContain("the trace's client asked for protocol version 2025-06-18, this connection for 2025-11-25: initialize's protocolVersion is not compared");
  });
});
