/**
 * Integration: what a recorded trace rebuilds equals what the live bridge showed (issue 18, items 3
 * and 6). Against the modern fixture, two plan_trip calls overlap and the person answers the first
 * call's inputs first in each round, so the latest call of the tool is never the one a retry
 * continues; then build_report runs as a Tasks-extension task. The trace file the connection
 * recorded is read back and replayed: every call has the live call's rounds, retries, answers,
 * requestStates, task history and result.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../src/core/bridge-api';
import { replayTraceSession } from '../../src/core/trace-session/trace-session';
import { readTraceJsonl } from '../../src/core/traces/read-jsonl';
import { useModernFixtureSession } from './modern-test-session';
import { pendingRoundInput, startCall, unwrap, waitForCall, type Harness } from './test-support';

const pendingInput = (harness: Harness, conn: string, callId: string, key: string) => pendingRoundInput(harness.manager, conn, (round) => round.callId === callId && round.key === key);

const accept = (content: Record<string, unknown>) => ({ result: { action: 'accept', content } });
const sampled = (text: string) => ({ result: { role: 'assistant', content: { type: 'text', text }, model: 'person', stopReason: 'endTurn' } });

/** What a call view shows of a call, without the clocks (the trace's times are the wire's). */
function shown(call: CallRecord | undefined) {
  return {
    tool: call?.tool,
    status: call?.status,
    requestId: call?.requestId,
    result: call?.result,
    rounds: call?.rounds?.map(({ round, requestId, requestState, inputRequests, inputResponses, retryRequestId }) => ({ round, requestId, requestState, inputRequests, inputResponses, retryRequestId })),
    task: call?.task && { shape: call.task.shape, status: call.task.status, history: call.task.history.map((entry) => [entry.status, entry.statusMessage]) },
  };
}

describe.each(['stdio', 'http'] as const)('a trace recorded over %s against the modern fixture', (transport) => {
  const session = useModernFixtureSession(transport);

  it('rebuilds two overlapping plan_trip calls and an extension task exactly as the bridge drove them', async () => {
    const { harness, conn } = session;
    const manager = harness.manager;
    const rome = startCall(manager, conn, { tool: 'plan_trip', arguments: { destination: 'Rome' } });
    const oslo = startCall(manager, conn, { tool: 'plan_trip', arguments: { destination: 'Oslo' } });
    const romeDates = await pendingInput(harness, conn, rome.id, 'dates');
    const osloDates = await pendingInput(harness, conn, oslo.id, 'dates');
    // The earlier call first, in each round: its retry is not the latest plan_trip's.
    unwrap(manager.answerClientRequest(conn, romeDates.id, accept({ dates: 'May 4-9' })));
    const romeItinerary = await pendingInput(harness, conn, rome.id, 'itinerary');
    unwrap(manager.answerClientRequest(conn, osloDates.id, accept({ dates: 'June 1-3' })));
    const osloItinerary = await pendingInput(harness, conn, oslo.id, 'itinerary');
    unwrap(manager.answerClientRequest(conn, romeItinerary.id, sampled('Forum at dawn')));
    const romeDone = await waitForCall(manager, conn, rome.id);
    unwrap(manager.answerClientRequest(conn, osloItinerary.id, sampled('Fjords by boat')));
    const osloDone = await waitForCall(manager, conn, oslo.id);
    expect([romeDone.status, osloDone.status]).toEqual(['ok', 'ok']);

    const report = startCall(manager, conn, { tool: 'build_report', arguments: { title: 'Q3' }, task: {} });
    unwrap(manager.answerClientRequest(conn, (await pendingInput(harness, conn, report.id, 'approve')).id, accept({ approve: true })));
    const reportDone = await waitForCall(manager, conn, report.id);
    expect(reportDone.task?.shape).toBe('extension');

    const live = [romeDone, osloDone, reportDone];
    const tracePath = unwrap(manager.get(conn)).tracePath!;
    // The recorder writes as the wire goes; read until the last answer is in the file.
    const rebuild = () => {
      const trace = readTraceJsonl(readFileSync(tracePath, 'utf8'));
      if (!trace.ok) throw new Error(trace.error.message);
      return replayTraceSession({ conn, name: 'recorded.jsonl', target: { transport: 'stdio', command: 'fixture', args: [] }, startedAt: 0 }, trace.value.records).calls;
    };
    const rebuiltFor = (call: CallRecord) => rebuild().find((candidate) => candidate.requestId === call.requestId);
    await expect.poll(() => live.map((call) => rebuiltFor(call)?.status), { timeout: 20_000 }).toEqual(live.map((call) => call.status));
    for (const call of live) expect(shown(rebuiltFor(call))).toEqual(shown(call));
    expect(shown(rebuiltFor(romeDone)).rounds?.map((round) => round.inputResponses)).toEqual([
      { dates: { action: 'accept', content: { dates: 'May 4-9' } } },
      { itinerary: sampled('Forum at dawn').result },
    ]);
  });
});
