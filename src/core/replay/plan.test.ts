import { describe, expect, it } from 'vitest';
import { answeredBefore, planReplay } from './plan';
import { recordedClient } from './recorded-client';
import { out, SESSION, trace } from './test-session';

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
