/**
 * Integration (issue 5, "Replay against a live server"): sessions recorded by the bridge against
 * real servers, replayed by `mcpscope replay` against the same server (every step the same) and
 * against a changed one (differences, a breaking tool change, exit 1). Real servers, real traces.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import { describeTarget } from '../../src/core/target';
import type { ReplayReport } from '../../src/core/replay/report';
import { callAndWait, connectAndWait, createHarness, startCall, waitForCall, type Harness } from '../connections/test-support';
import { demoServerTarget } from '../demo/target';
import { closedTrace as closeAndTrace, runReplayCli as runReplay } from './replay-test-support';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
const LONG_OP = 'trigger-long-running-operation';

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});
afterEach(() => harness.dispose());

const closedTrace = (id: string) => closeAndTrace(harness.manager, id);

async function recordDemoSession(): Promise<string> {
  const { manager } = harness;
  const summary = await connectAndWait(manager, demoServerTarget());
  await callAndWait(manager, summary.id, { tool: 'echo', arguments: { message: 'hello replay' } });
  await callAndWait(manager, summary.id, { tool: 'get_weather', arguments: { city: 'Porto' } });
  await callAndWait(manager, summary.id, { tool: 'slow_operation', arguments: { steps: 3, stepMs: 10 } });
  await callAndWait(manager, summary.id, { tool: 'failing_tool', arguments: {} });
  await manager.rpc(summary.id, { method: 'prompts/list' });
  return closedTrace(summary.id);
}

describe('mcpscope replay', () => {
  it('reports every step of a demo session the same against the same server, and exits 0', async () => {
    const trace = await recordDemoSession();
    const run = await runReplay(trace, demoServerTarget());
    expect(run.stderr).toBe('');
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^Replay of .+: (\d+) steps, \1 same, 0 changed, 0 missing, 0 extra/);
    expect(run.stdout).toContain('tools/call get_weather');
  });

  it('masks the secrets of the answers it quotes, recorded and live (issue 17, finding 2)', async () => {
    const token = 'ghp_R3playT0kenN0tReal1234567890abcdefghi';
    const { manager } = harness;
    const summary = await connectAndWait(manager, demoServerTarget());
    await callAndWait(manager, summary.id, { tool: 'echo', arguments: { message: `deploy with ${token}` } });
    const trace = await closedTrace(summary.id);
    // The recorded answer edited, so the step differs and the report quotes both answers.
    writeFileSync(trace, readFileSync(trace, 'utf8').replace(/("text":"[^"]*)deploy with/, '$1deployed with'));
    for (const format of ['text', 'json']) {
      const run = await runReplay(trace, demoServerTarget(), ['--format', format]);
      expect(run.code, run.stdout).toBe(1);
      expect(run.stdout).toContain('deployed with');
      expect(run.stdout).not.toContain(token);
      if (format === 'json') expect(() => JSON.parse(run.stdout) as unknown).not.toThrow();
    }
  });

  it('reports the changes of an evolved demo server, classifies its new required parameter as breaking, and exits 1 (--format json)', async () => {
    const trace = await recordDemoSession();
    const run = await runReplay(trace, { ...demoServerTarget(), env: { MCPSCOPE_DEMO_EVOLVED: '1' } }, ['--format', 'json']);
    expect(run.code, run.stdout).toBe(1);
    const report = JSON.parse(run.stdout) as ReplayReport & { trace: string; server: string };
    // main.ts from the sources, demo.js from the build (MCPSCOPE_RUN_BUILT=1).
    expect(report).toMatchObject({ trace, server: describeTarget(demoServerTarget()), warnings: [] });
    expect(Object.keys(report.summary).sort()).toEqual(['additive', 'breaking', 'changed', 'extra', 'missing', 'same', 'steps']);
    expect(report.toolChanges).toEqual(
      expect.arrayContaining([
        { tool: 'get_weather', compatibility: 'breaking', kind: 'parameter-required', parameter: 'units', message: "new required parameter 'units'" },
        { tool: 'get_weather', compatibility: 'additive', kind: 'description-changed', message: 'description changed' },
        { tool: 'get_forecast', compatibility: 'additive', kind: 'tool-added', message: 'new tool' },
      ]),
    );
    expect(report.summary.breaking).toBeGreaterThanOrEqual(1);
    const byLabel = (label: string) => report.steps.find((step) => step.label === label);
    expect(byLabel('tools/list')).toMatchObject({ from: 'client', status: 'changed' });
    expect(byLabel('tools/list')?.changes?.find((change) => change.path === '/result/tools/get_forecast')).toMatchObject({ op: 'added', live: { name: 'get_forecast' } });
    // The call recorded without units now fails validation: its answer changed.
    expect(byLabel('tools/call get_weather')).toMatchObject({ status: 'changed' });
    expect(byLabel('tools/call echo')).toMatchObject({ status: 'same' });
    expect(report.steps.every((step, i) => step.index === i + 1 && typeof step.method === 'string')).toBe(true);
  });

  it('replays a server-everything session with progress, a cancellation and answered sampling requests, every step the same', async () => {
    const { manager } = harness;
    const target: ConnectionTarget = { transport: 'stdio', command: process.execPath, args: [EVERYTHING] };
    const summary = await connectAndWait(manager, target);
    await callAndWait(manager, summary.id, { tool: 'echo', arguments: { message: 'hello replay' } });
    await callAndWait(manager, summary.id, { tool: LONG_OP, arguments: { duration: 0.4, steps: 4 } });
    const slow = startCall(manager, summary.id, { tool: LONG_OP, arguments: { duration: 30, steps: 60 } });
    await waitForCall(manager, summary.id, slow.id, (call) => (call.progress?.count ?? 0) >= 2);
    manager.cancelCall(summary.id, slow.id, 'user clicked Cancel');
    const sampling = startCall(manager, summary.id, { tool: 'trigger-sampling-request', arguments: { prompt: 'Say hi' } });
    await expect.poll(() => manager.listClientRequests(summary.id).ok && (manager.listClientRequests(summary.id) as { value: { status: string }[] }).value.some((r) => r.status === 'pending')).toBe(true);
    const pending = (manager.listClientRequests(summary.id) as { ok: true; value: { id: string; status: string }[] }).value.find((r) => r.status === 'pending')!;
    manager.answerClientRequest(summary.id, pending.id, { result: { role: 'assistant', content: { type: 'text', text: 'Hi from the trace' }, model: 'person', stopReason: 'endTurn' } });
    await waitForCall(manager, summary.id, sampling.id);
    const trace = await closedTrace(summary.id);

    const run = await runReplay(trace, target, ['--format', 'json']);
    const report = JSON.parse(run.stdout) as ReplayReport;
    expect(report.steps.filter((step) => step.status !== 'same')).toEqual([]);
    expect(run.code).toBe(0);
    expect(report.steps.find((step) => step.method === 'sampling/createMessage')).toMatchObject({ from: 'server', status: 'same' });
    const progress = report.notifications.find((entry) => entry.method === 'notifications/progress');
    expect(progress?.live).toBeGreaterThanOrEqual(4);
  });
});
