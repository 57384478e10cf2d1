import { describe, expect, it } from 'vitest';
import { answeredBefore, planReplay, type PlannedRequest } from './plan';
import { recordedInput } from './plan-rounds';
import { recordedClient, recordedProtocol } from './recorded-client';
import { inn, MODERN_SESSION, out, SESSION, trace } from './test-session';

describe('planReplay', () => {
  const plan = planReplay(SESSION);

  it('keeps initialize apart, drops notifications/initialized, and replays only the first session', () => {
    expect(plan.initialize).toMatchObject({ method: 'initialize', recorded: { result: { protocolVersion: '2025-06-18' } } });
    expect(plan.messages.map((message) => message.method)).toEqual(['tools/call', 'tools/call', 'notifications/cancelled', 'ping']);
    expect(plan.warnings).toEqual(['the trace holds more than one session; only the first is replayed']);
  });

  it('pairs each request with its recorded answer, none for the cancelled one, and links the cancel to it', () => {
    expect(plan.messages[0]).toMatchObject({ kind: 'request', recordedId: 1, recorded: null });
    expect(plan.messages[1]).toMatchObject({ kind: 'request', recorded: { result: { content: [] } } });
    expect(plan.messages[2]).toMatchObject({ kind: 'notification', cancels: 0, params: { reason: 'enough' } });
  });

  it('waits before a message for the answers the trace shows before it, and only those', () => {
    expect(answeredBefore(plan, 1)).toEqual([]);
    expect(answeredBefore(plan, 2)).toEqual([1]);
    expect(answeredBefore(plan, 3)).toEqual([1]);
  });

  it("keeps the server's requests with the client's answers, and counts its notifications", () => {
    expect(plan.serverRequests).toEqual([{ seq: 8, method: 'sampling/createMessage', params: { messages: [] }, answer: { result: { model: 'person' } } }]);
    expect(plan.serverNotifications).toEqual({ 'notifications/progress': 1 });
  });
});

describe('recordedClient', () => {
  it('connects as the recorded client, with its capabilities', () => {
    const plan = planReplay(trace([out({ id: 0, method: 'initialize', params: { clientInfo: { name: 'claude-ai', version: '0.1.0' }, capabilities: { roots: {}, elicitation: {} } } })]));
    expect(recordedClient(plan)).toEqual({
      clientInfo: { name: 'claude-ai', version: '0.1.0' },
      clientFeatures: { sampling: false, elicitationForm: true, elicitationUrl: false, roots: true, tasks: false },
    });
  });

  it('keeps mcpscope defaults when the trace has no initialize', () => {
    expect(recordedClient(planReplay(trace([out({ id: 1, method: 'ping' })])))).toEqual({});
  });
});

describe('planReplay of a 2026-07-28 session', () => {
  const plan = planReplay(MODERN_SESSION);

  it('keeps the era and the server/discover answer of the ready record, and re-sends neither the probe nor the stream', () => {
    expect(plan).toMatchObject({ era: 'modern', initialize: null, discover: { seq: 2, recorded: { result: { supportedVersions: ['2026-07-28'] } } }, warnings: [] });
    expect(plan.messages.map((message) => message.method)).toEqual(['tools/call', 'tools/list']);
  });

  it('makes one request of an MRTR call, with each round asked and answered, and the final answer', () => {
    const [trip] = plan.messages;
    expect(trip).toMatchObject({ kind: 'request', seq: 6, recordedId: 0, answerSeq: 14, recorded: { result: { content: [{ text: 'Trip to Rome on May 4-9: Forum' }] } } });
    expect(trip?.kind === 'request' && trip.rounds).toEqual([
      { round: 1, seq: 7, inputRequests: { dates: { method: 'elicitation/create', params: { message: 'When are you going to Rome?' } } }, inputResponses: { dates: { action: 'accept', content: { dates: 'May 4-9' } } } },
      { round: 2, seq: 9, inputRequests: { itinerary: { method: 'sampling/createMessage', params: { messages: [], maxTokens: 100 } } }, inputResponses: { itinerary: { role: 'assistant', content: { type: 'text', text: 'Forum' } } } },
    ]);
  });

  it('sends the re-listing once the live change notification came, and counts the stream notifications', () => {
    expect(plan.messages[1]).toMatchObject({ method: 'tools/list', changesBefore: { 'notifications/tools/list_changed': 1 } });
    expect(plan.messages[0]).not.toHaveProperty('changesBefore');
    expect(plan.serverNotifications).toEqual({ 'notifications/tools/list_changed': 1 });
    // The tools/list was answered before the call's last retry: the call does not wait for it, nor it for the call.
    expect(answeredBefore(plan, 1)).toEqual([]);
  });

  it('connects as the client the first request declared, in the recorded era', () => {
    expect(recordedClient(plan)).toEqual({
      clientInfo: { name: 'claude-ai', version: '0.2.0' },
      clientFeatures: { sampling: true, elicitationForm: true, elicitationUrl: false, roots: false, tasks: false },
    });
    expect(recordedProtocol(plan)).toBe('modern');
    expect(recordedProtocol(planReplay(SESSION))).toBe('auto');
  });
});

describe('recordedInput', () => {
  const rounds = (planReplay(MODERN_SESSION).messages[0] as PlannedRequest).rounds ?? [];

  it("answers a live input with the same round's answer to the same key, else the call's answer to that method in order", () => {
    expect(recordedInput(rounds, { round: 1, key: 'dates', method: 'elicitation/create', nth: 0 })).toEqual({ action: 'accept', content: { dates: 'May 4-9' } });
    expect(recordedInput(rounds, { round: 1, key: 'when', method: 'elicitation/create', nth: 0 })).toEqual({ action: 'accept', content: { dates: 'May 4-9' } });
    expect(recordedInput(rounds, { round: 3, key: 'itinerary', method: 'sampling/createMessage', nth: 1 })).toBeUndefined();
    expect(recordedInput(rounds, { round: 1, key: 'roots', method: 'roots/list', nth: 0 })).toBeUndefined();
  });
});

describe('server/discover', () => {
  it('is re-sent like any request when no era decision tells the probe apart (an import, a proxy recording)', () => {
    const discover = [out({ id: 1, method: 'server/discover' }), inn({ id: 1, result: { supportedVersions: ['2026-07-28'] } })];
    for (const records of [discover, [...discover, { kind: 'lifecycle' as const, conn: 'c1', t: 0, state: 'ready' as const }]]) {
      const plan = planReplay(trace(records));
      expect(plan).toMatchObject({ discover: null, messages: [{ method: 'server/discover', recorded: { result: { supportedVersions: ['2026-07-28'] } } }] });
      expect(plan.era).toBeUndefined();
    }
  });
});
