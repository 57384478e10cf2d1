/**
 * Integration (issue 5, offline viewer): a session recorded by the bridge, read back from its
 * JSONL file and rebuilt from the wire alone, shows what the live bridge showed: the handshake,
 * the listings and their changes, every call with its outcome and progress, and the server's
 * sampling requests with their answers. Real servers, real trace files.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallRecord, ClientRequestRecord, ConnectionSummary } from '../../src/core/bridge-api';
import type { Result } from '../../src/core/result';
import type { FlowPolicy } from '../../src/core/analysis/flow';
import type { LiveFinding } from '../../src/core/findings-api';
import { analyzeTraceSession } from '../../src/core/trace-session/trace-analysis';
import { replayTraceSession, type TraceSessionSnapshot } from '../../src/core/trace-session/trace-session';
import { readTraceJsonl } from '../../src/core/traces/read-jsonl';
import { FlowPolicyStore } from '../analysis/flow-policy-store';
import { openPinStore } from '../analysis/pin-store';
import { TriageStore } from '../analysis/triage-store';
import { FAKE_GITHUB_TOKEN, ONBOARDING_NOTES_URI } from '../demo/suspicious-tools';
import { demoServerTarget } from '../demo/target';
import { callAndWait, connectAndWait, createHarness, startCall, waitForCall, waitForState, type Harness } from '../connections/test-support';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');

function valueOf<T>(result: Result<T, { message: string }>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Disconnects, then rebuilds the session from the trace file the bridge wrote. */
async function fromTraceFile(harness: Harness, summary: ConnectionSummary): Promise<TraceSessionSnapshot> {
  await harness.manager.disconnect(summary.id);
  await waitForState(harness.manager, summary.id, 'closed');
  const trace = valueOf(readTraceJsonl(readFileSync(summary.tracePath!, 'utf8')));
  return replayTraceSession({ conn: summary.id, name: summary.name, target: trace.header.target!, startedAt: Date.parse(trace.header.createdAt) }, trace.records);
}

/**
 * A record without what the wire cannot hold: ids the bridge made up, a call's timeout options,
 * and times, which live are taken when the SDK hands us an event, a moment after the wire tap saw
 * it. JSON drops fields that are present but undefined, as the trace file does.
 */
function withoutBridgeDetails(record: CallRecord | ClientRequestRecord): unknown {
  return JSON.parse(JSON.stringify(record, (key, value: unknown) => (['id', 'options', 'autoReplyRuleId', 'startedAt', 'endedAt', 'at', 'receivedAt', 'answeredAt'].includes(key) ? undefined : value)));
}

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});
afterEach(() => harness.dispose());

describe('a session rebuilt from its trace file', () => {
  it('has the handshake, the listings, the list changes and every call of the live demo session', async () => {
    const { manager } = harness;
    const summary = await connectAndWait(manager, demoServerTarget());
    await callAndWait(manager, summary.id, { tool: 'echo', arguments: { message: 'hello' } });
    await callAndWait(manager, summary.id, { tool: 'failing_tool', arguments: {} });
    await callAndWait(manager, summary.id, { tool: 'rpc_error', arguments: {} });
    await callAndWait(manager, summary.id, { tool: 'slow_operation', arguments: { steps: 3, stepMs: 10 } });
    const slow = startCall(manager, summary.id, { tool: 'slow_operation', arguments: { steps: 50, stepMs: 200 } });
    await waitForCall(manager, summary.id, slow.id, (call) => (call.progress?.count ?? 0) >= 1);
    manager.cancelCall(summary.id, slow.id, 'enough');
    await callAndWait(manager, summary.id, { tool: 'evolve_tools', arguments: {} });
    await expect.poll(() => valueOf(manager.listChanges(summary.id)).length).toBe(2);

    const live = {
      connection: valueOf(manager.get(summary.id)),
      tools: valueOf(await manager.listAll(summary.id, 'tools')),
      prompts: valueOf(await manager.listAll(summary.id, 'prompts')),
      changes: valueOf(manager.listChanges(summary.id)),
      calls: valueOf(manager.listCalls(summary.id)),
    };
    const rebuilt = await fromTraceFile(harness, summary);

    const { lifecycle } = rebuilt.connection;
    expect(lifecycle.serverInfo).toEqual(live.connection.lifecycle.serverInfo);
    expect(lifecycle.serverCapabilities).toEqual(live.connection.lifecycle.serverCapabilities);
    expect(lifecycle.instructions).toEqual(live.connection.lifecycle.instructions);
    expect(lifecycle.clientInfo).toEqual(live.connection.lifecycle.clientInfo);
    expect(lifecycle.negotiatedProtocolVersion).toBe(live.connection.lifecycle.negotiatedProtocolVersion);
    expect(rebuilt.connection.clientFeatures).toEqual(live.connection.clientFeatures);
    expect(rebuilt.connection.state).toBe('closed');

    expect(rebuilt.listings.tools?.items).toEqual(live.tools.items);
    expect(rebuilt.listings.prompts?.items).toEqual(live.prompts.items);
    expect(rebuilt.listChanges.map(({ kind, trigger, added, removed, changed, unchanged }) => ({ kind, trigger, added, removed, changed, unchanged }))).toEqual(
      live.changes.map(({ kind, trigger, added, removed, changed, unchanged }) => ({ kind, trigger, added, removed, changed, unchanged })),
    );

    expect(rebuilt.calls.map((call) => call.status)).toEqual(['ok', 'tool-error', 'rpc-error', 'ok', 'cancelled', 'ok']);
    expect(rebuilt.calls.map(withoutBridgeDetails)).toEqual(live.calls.map(withoutBridgeDetails));
    expect(rebuilt.calls[3]?.progress).toMatchObject({ progress: 3, total: 3, count: 3 });
  });

  it("has the server's sampling requests with the answers that were sent, and the calls they served", async () => {
    const { manager } = harness;
    const summary = await connectAndWait(manager, { transport: 'stdio', command: process.execPath, args: [EVERYTHING] });
    const answerNext = async (answer: Parameters<typeof manager.answerClientRequest>[2]) => {
      await expect.poll(() => valueOf(manager.listClientRequests(summary.id)).some((request) => request.status === 'pending')).toBe(true);
      const pending = valueOf(manager.listClientRequests(summary.id)).find((request) => request.status === 'pending')!;
      manager.answerClientRequest(summary.id, pending.id, answer);
    };
    const answered = startCall(manager, summary.id, { tool: 'trigger-sampling-request', arguments: { prompt: 'Say hi' } });
    await answerNext({ result: { role: 'assistant', content: { type: 'text', text: 'Hi from the trace test' }, model: 'person', stopReason: 'endTurn' } });
    await waitForCall(manager, summary.id, answered.id);
    const refused = startCall(manager, summary.id, { tool: 'trigger-sampling-request', arguments: { prompt: 'Say no' } });
    await answerNext({ error: { code: -1, message: 'declined' } });
    await waitForCall(manager, summary.id, refused.id);

    const live = { requests: valueOf(manager.listClientRequests(summary.id)), calls: valueOf(manager.listCalls(summary.id)) };
    const rebuilt = await fromTraceFile(harness, summary);

    expect(rebuilt.clientRequests.map((request) => request.status)).toEqual(['answered', 'rejected']);
    expect(rebuilt.clientRequests.map(withoutBridgeDetails)).toEqual(live.requests.map(withoutBridgeDetails));
    expect(rebuilt.calls.map(withoutBridgeDetails)).toEqual(live.calls.map(withoutBridgeDetails));
  });

  it("finds in the trace, in the browser's engine, what the bridge found live: definitions, a leaked secret, and a labelled flow", async () => {
    await harness.dispose();
    const configDir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-trace-analysis-'));
    const warn = (line: string) => {
      throw new Error(line);
    };
    harness = createHarness({ analysis: { triage: await TriageStore.open(configDir, warn), pins: await openPinStore(configDir, warn), flowPolicy: await FlowPolicyStore.open(configDir, warn) } });
    try {
      const { manager } = harness;
      const where = (findings: readonly LiveFinding[], source: LiveFinding['source']) =>
        findings.filter((finding) => finding.source === source).map((finding) => `${finding.ruleId} @ ${finding.location.path}`).sort();
      const summary = await connectAndWait(manager, demoServerTarget(['--suspicious']));
      const server = summary.lifecycle.serverInfo!.name;
      const policy: FlowPolicy = { version: 1, servers: { [server]: { get_config: { read: 'high' }, 's\u0435nd_message': { write: 'low' } } } };
      valueOf(await manager.setFlowPolicy(policy));
      await callAndWait(manager, summary.id, { tool: 'get_config', arguments: {} });
      await callAndWait(manager, summary.id, { tool: 's\u0435nd_message', arguments: { text: 'hi' } });
      await manager.rpc(summary.id, { method: 'resources/read', params: { uri: ONBOARDING_NOTES_URI } });
      await expect.poll(() => where(manager.findings(), 'answer').length).toBeGreaterThan(0);
      await expect.poll(() => where(manager.findings(), 'flow')).toContain(`flow/high-read-to-low-write @ results/${valueOf(manager.listCalls(summary.id))[1]!.requestId}`);
      // The definitions are analysed in slices, between the bridge's other work: wait for them too.
      await expect.poll(() => where(manager.findings(), 'definitions')).toContain('hidden-content/unicode-tags @ tools/fact_of_the_day/description');
      const liveFindings = manager.findings();

      const rebuilt = analyzeTraceSession(await fromTraceFile(harness, summary), policy);
      expect(where(rebuilt.findings, 'definitions')).toEqual(where(liveFindings, 'definitions'));
      expect(where(rebuilt.findings, 'definitions')).toContain('hidden-content/unicode-tags @ tools/fact_of_the_day/description');
      expect(where(rebuilt.findings, 'call')).toEqual(where(liveFindings, 'call'));
      // The evidence names the secret without repeating it.
      const secret = rebuilt.findings.find((finding) => finding.ruleId === 'output/secret')!;
      expect(secret.evidence).toContain('GitHub token');
      expect(JSON.stringify(secret)).not.toContain(FAKE_GITHUB_TOKEN);
      expect(where(rebuilt.findings, 'flow')).toEqual(where(liveFindings, 'flow'));
      expect(where(rebuilt.findings, 'launch')).toEqual(where(liveFindings, 'launch'));
      expect(where(rebuilt.findings, 'answer')).toEqual(where(liveFindings, 'answer'));
      expect(rebuilt.toolTokens.tools.map((tool) => tool.name)).toContain('fact_of_the_day');
      expect(rebuilt.toolTokens.total).toBeGreaterThan(rebuilt.toolTokens.tools.length * 20);
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  });
});
