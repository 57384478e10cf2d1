/**
 * Integration: what a recorded trace rebuilds equals what the live bridge showed (issue 18, items 3
 * and 6). Against the modern fixture, two plan_trip calls overlap and the person answers the first
 * call's inputs first in each round, so the latest call of the tool is never the one a retry
 * continues; then build_report runs as a Tasks-extension task. The trace file the connection
 * recorded is read back and replayed: every call has the live call's rounds, retries, answers,
 * requestStates, task history and result. A trip_brief prompt and a locker read, driven through
 * their rounds as the Prompts and Resources screens drive them, are rebuilt as one read each with
 * the live outcome's rounds and result (issue 18, item 8).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CallRecord, CallRound, RpcOutcome } from '../../src/core/bridge-api';
import { TimelineBuilder } from '../../src/core/timeline/timeline-builder';
import { replayTraceSession } from '../../src/core/trace-session/trace-session';
import { readTraceJsonl } from '../../src/core/traces/read-jsonl';
import { useModernFixtureSession } from './modern-test-session';
import { pendingRoundInput, startCall, unwrap, waitForCall, type Harness } from './test-support';

/** The rounds as the round list shows them, without the clocks. */
const roundsShown = (rounds: readonly CallRound[] | undefined) =>
  rounds?.map(({ round, requestId, requestState, inputRequests, inputResponses, retryRequestId }) => ({ round, requestId, requestState, inputRequests, inputResponses, retryRequestId }));

/**
 * What the Prompts or Resources screen shows of a read's outcome, without the clocks, and without
 * the final answer's `resultType: "complete"`, which the trace keeps as the wire carried it and the
 * SDK's result schema drops from the live outcome.
 */
const outcomeShown = (outcome: RpcOutcome | undefined) => {
  if (!outcome) return undefined;
  const { resultType: _complete, ...result } = 'result' in outcome ? outcome.result : {};
  return { status: outcome.status, result, requestId: 'requestId' in outcome ? outcome.requestId : undefined, rounds: roundsShown(outcome.rounds) };
};

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
    rounds: roundsShown(call?.rounds),
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
    // The timeline groups each overlapping plan_trip's three attempts by the requestState its retries echo.
    const trace = readTraceJsonl(readFileSync(tracePath, 'utf8'));
    const records = trace.ok ? trace.value.records : [];
    const timeline = new TimelineBuilder();
    timeline.add(records);
    const idOf = (seq: number | undefined) => {
      const record = records.find((candidate) => candidate.seq === seq);
      return record?.kind === 'message' ? record.msg?.id : undefined;
    };
    const plans = timeline.visible(0, timeline.height).calls.filter((call) => call.target === 'plan_trip');
    expect(plans.map(({ attempts, rounds, outcome }) => ({ attempts, rounds, outcome }))).toEqual([
      { attempts: 3, rounds: 2, outcome: 'ok' },
      { attempts: 3, rounds: 2, outcome: 'ok' },
    ]);
    const lastAttempt = (callSeq: number) => idOf(timeline.items.filter((item) => item.callSeq === callSeq && item.kind === 'request').at(-1)?.seq);
    expect(plans.map((call) => lastAttempt(call.callSeq))).toEqual([romeDone.requestId, osloDone.requestId]);
    expect(shown(rebuiltFor(romeDone)).rounds?.map((round) => round.inputResponses)).toEqual([
      { dates: { action: 'accept', content: { dates: 'May 4-9' } } },
      { itinerary: sampled('Forum at dawn').result },
    ]);
  });
  it('rebuilds a prompt and a resource read driven through their rounds as the screens showed them', async () => {
    const { harness, conn } = session;
    const manager = harness.manager;
    const prompt = manager.rpc(conn, { method: 'prompts/get', params: { name: 'trip_brief', arguments: { destination: 'Rome' } }, rounds: true });
    const traveller = await pendingRoundInput(manager, conn, (round) => round.method === 'prompts/get' && round.key === 'traveller');
    unwrap(manager.answerClientRequest(conn, traveller.id, accept({ traveller: 'Ada' })));
    const promptDone = unwrap(await prompt);
    const read = manager.rpc(conn, { method: 'resources/read', params: { uri: 'locker://blue' }, rounds: true });
    const owner = await pendingRoundInput(manager, conn, (round) => round.method === 'resources/read' && round.key === 'owner');
    unwrap(manager.answerClientRequest(conn, owner.id, accept({ owner: 'Ada' })));
    const readDone = unwrap(await read);
    expect(promptDone.rounds).toHaveLength(1);
    expect(readDone.rounds).toHaveLength(1);

    const tracePath = unwrap(manager.get(conn)).tracePath!;
    const recorded = () => {
      const trace = readTraceJsonl(readFileSync(tracePath, 'utf8'));
      if (!trace.ok) throw new Error(trace.error.message);
      return trace.value.records;
    };
    const rebuild = () => replayTraceSession({ conn, name: 'recorded.jsonl', target: { transport: 'stdio', command: 'fixture', args: [] }, startedAt: 0 }, recorded());
    const lastAttempt = (outcome: RpcOutcome) => ('requestId' in outcome ? outcome.requestId : undefined);
    const rebuiltFor = (outcome: RpcOutcome) => rebuild().reads.find((candidate) => candidate.outcome && lastAttempt(candidate.outcome) === lastAttempt(outcome));
    await expect.poll(() => [rebuiltFor(promptDone)?.outcome?.status, rebuiltFor(readDone)?.outcome?.status], { timeout: 20_000 }).toEqual(['ok', 'ok']);
    expect(rebuiltFor(promptDone)).toMatchObject({ method: 'prompts/get', target: 'trip_brief', arguments: { destination: 'Rome' } });
    expect(outcomeShown(rebuiltFor(promptDone)?.outcome)).toEqual(outcomeShown(promptDone));
    expect(rebuiltFor(readDone)).toMatchObject({ method: 'resources/read', target: 'locker://blue' });
    expect(outcomeShown(rebuiltFor(readDone)?.outcome)).toEqual(outcomeShown(readDone));
    // Each read is one request of the session, not one per attempt, and its inputs are in the Requests panel, answered.
    const { reads, clientRequests } = rebuild();
    expect(reads.filter((entry) => entry.target === 'trip_brief' || entry.target === 'locker://blue')).toHaveLength(2);
    const inputs = clientRequests.filter((entry) => entry.round?.method !== undefined).map((entry) => [entry.round?.method, entry.round?.tool, entry.round?.key, entry.status]);
    expect(inputs).toEqual([
      ['prompts/get', 'trip_brief', 'traveller', 'answered'],
      ['resources/read', 'locker://blue', 'owner', 'answered'],
    ]);

    // The timeline groups each read's two attempts as one call of one round, ended by its result.
    const timeline = new TimelineBuilder();
    timeline.add(recorded());
    const grouped = timeline.visible(0, timeline.height).calls.filter((call) => call.method !== 'tools/call');
    expect(grouped.map(({ method, target, attempts, rounds, outcome }) => ({ method, target, attempts, rounds, outcome }))).toEqual([
      { method: 'prompts/get', target: 'trip_brief', attempts: 2, rounds: 1, outcome: 'ok' },
      { method: 'resources/read', target: 'locker://blue', attempts: 2, rounds: 1, outcome: 'ok' },
    ]);
    for (const call of grouped) {
      const attempts = timeline.items.filter((item) => item.callSeq === call.callSeq);
      expect(attempts.map((item) => [item.kind, item.attempt])).toEqual([['request', 1], ['response', 1], ['request', 2], ['response', 2]]);
      expect(attempts.map((item) => item.label)).toEqual([
        expect.stringMatching(new RegExp(`^${call.method} ${call.target}$`)),
        expect.stringMatching(/^input required .*: (traveller|owner) \(elicitation\)/),
        expect.stringMatching(/ · retry with (traveller|owner)/),
        `result ${call.method}`,
      ]);
    }
  });
});
