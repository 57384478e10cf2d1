import { describe, expect, it } from 'vitest';
import { planReplay, type PlannedRequest } from './plan';
import { buildReplayReport, replayMatched, type LiveRound, type LiveSession } from './report';
import { formatReplayText } from './report-text';
import { MODERN_SESSION, SESSION } from './test-session';

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

describe('a 2026-07-28 session', () => {
  const plan = planReplay(MODERN_SESSION);
  const trip = plan.messages[0] as PlannedRequest;
  /** The live call asked what the trace did, and was answered with the trace's answers. */
  const recordedRounds: LiveRound[] = (trip.rounds ?? []).map(({ round, inputRequests, inputResponses }) => ({ round, inputRequests, ...(inputResponses ? { inputResponses } : {}) }));
  const DATES_ANSWER = { action: 'accept', content: { dates: 'May 4-9' } };
  const ITINERARY_ANSWER = { role: 'assistant', content: { type: 'text', text: 'Forum' } };
  const live = (rounds: LiveRound[], text = 'Trip to Rome on May 4-9: Forum'): LiveSession => ({
    initialize: null,
    discover: { answer: plan.discover!.recorded },
    answers: [{ answer: { result: { content: [{ type: 'text', text }] } }, rounds }, { answer: { result: { tools: [] } } }],
    serverRequests: [],
    serverNotifications: { 'notifications/tools/list_changed': 1 },
  });

  it('compares server/discover like initialize, and an MRTR call as one step with its rounds', () => {
    const report = buildReplayReport(plan, live(recordedRounds), []);
    expect(report.steps.map((step) => [step.label, step.status])).toEqual([
      ['server/discover', 'same'],
      ['tools/call plan_trip', 'same'],
      ['tools/list', 'same'],
    ]);
    // Each round with what it asked in words (when it has words) and how the trace answered it.
    expect(report.steps[1]?.rounds).toEqual([
      { round: 1, inputs: { dates: 'elicitation/create' }, questions: { dates: 'When are you going to Rome?' }, answers: { dates: DATES_ANSWER }, status: 'same' },
      { round: 2, inputs: { itinerary: 'sampling/createMessage' }, answers: { itinerary: ITINERARY_ANSWER }, status: 'same' },
    ]);
    expect(replayMatched(report)).toBe(true);
    const text = formatReplayText(report, 'Replay');
    expect(text).toContain('tools/call plan_trip (2 rounds)  same');
    expect(text).toContain('round 2: itinerary (sampling/createMessage)  same');
  });

  it('names the round whose input the live server asks differently', () => {
    const asked = [{ round: 1, inputRequests: { dates: { method: 'elicitation/create', params: { message: 'Which dates?' } } } }, recordedRounds[1]!];
    const step = buildReplayReport(plan, live(asked), []).steps[1];
    expect(step).toMatchObject({ status: 'changed', changes: [{ op: 'changed', path: '/rounds/1/inputRequests/dates/params/message', recorded: 'When are you going to Rome?', live: 'Which dates?' }] });
    expect(step?.rounds?.map((round) => round.status)).toEqual(['changed', 'same']);
    // The round shows the question the live server asked.
    expect(step?.rounds?.[0]?.questions).toEqual({ dates: 'Which dates?' });
    // An ignore rule reaches into the rounds like into the result.
    expect(buildReplayReport(plan, live(asked), [['rounds', '*', 'inputRequests', 'dates', 'params', 'message']]).steps[1]?.status).toBe('same');
  });

  it('calls a round the live server does not ask for missing, and the answer that came sooner changed', () => {
    const step = buildReplayReport(plan, live(recordedRounds.slice(0, 1), 'Trip to Rome'), []).steps[1];
    expect(step?.status).toBe('changed');
    expect(step?.changes?.map((change) => [change.op, change.path])).toEqual([
      ['removed', '/rounds/2'],
      ['changed', '/result/content/0/text'],
    ]);
    expect(step?.rounds?.map((round) => round.status)).toEqual(['same', 'missing']);
    // A round only the trace has keeps the trace's answer.
    expect(step?.rounds?.[1]?.answers).toEqual({ itinerary: ITINERARY_ANSWER });
  });

  it('shows the rounds of a live call that ended without an answer, with why', () => {
    const cancelled = live([]);
    cancelled.answers[0] = { none: 'cancelled (the trace has no answer)', rounds: [...recordedRounds, { round: 3, inputRequests: { more: { method: 'elicitation/create', params: {} } } }] };
    const step = buildReplayReport(plan, cancelled, []).steps[1];
    expect(step).toMatchObject({ status: 'changed', detail: 'cancelled (the trace has no answer)', changes: [{ op: 'added', path: '/rounds/3' }] });
    expect(step?.rounds?.map((round) => round.status)).toEqual(['same', 'same', 'extra']);
    // The round the trace had no answer for went unanswered.
    expect(step?.rounds?.[2]).not.toHaveProperty('answers');
  });
});
