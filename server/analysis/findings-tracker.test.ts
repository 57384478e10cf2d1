/**
 * Integration: live analysis in the bridge against the real demo server (normal, evolved and
 * --suspicious): definition findings, drift from pinned definitions across two connects, findings
 * in a call's result, and triage that survives a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveFinding } from '../../src/core/findings-api';
import { demoServerTarget } from '../demo/target';
import { FAKE_GITHUB_TOKEN, ONBOARDING_NOTES_TEXT, ONBOARDING_NOTES_URI } from '../demo/suspicious-tools';
import { callAndWait, connectAndWait, createHarness, waitForState, type Harness } from '../connections/test-support';
import { FlowPolicyStore } from './flow-policy-store';
import { openPinStore } from './pin-store';
import { TriageStore } from './triage-store';

let configDir: string;
let harness: Harness;

async function openHarness(): Promise<Harness> {
  const warn = (line: string) => {
    throw new Error(line);
  };
  return createHarness({
    analysis: { triage: await TriageStore.open(configDir, warn), pins: await openPinStore(configDir, warn), flowPolicy: await FlowPolicyStore.open(configDir, warn) },
  });
}

function findingsOf(conn: string): LiveFinding[] {
  return harness.manager.findings().filter((finding) => finding.conn === conn);
}

beforeEach(async () => {
  configDir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-findings-test-'));
  harness = await openHarness();
});

afterEach(async () => {
  await harness.dispose();
  rmSync(configDir, { recursive: true, force: true });
});

describe('live findings', () => {
  it("flags delete_files' read-only claim in the demo server's definitions, at its description", async () => {
    const { id } = await connectAndWait(harness.manager, demoServerTarget());
    await expect.poll(() => findingsOf(id).map((finding) => finding.ruleId)).toContain('annotations/read-only-contradiction');
    const contradiction = findingsOf(id).find((finding) => finding.ruleId === 'annotations/read-only-contradiction')!;
    expect(contradiction).toMatchObject({ source: 'definitions', severity: 'high', triage: { status: 'open' } });
    expect(contradiction.location.path).toMatch(/^tools\/delete_files\//);
  });

  it('pins the first connect and reports drift, with a diff, when the same server comes back with a changed schema', async () => {
    const first = await connectAndWait(harness.manager, demoServerTarget());
    await expect.poll(() => findingsOf(first.id).length).toBeGreaterThan(0);
    expect(findingsOf(first.id).filter((finding) => finding.source === 'drift')).toEqual([]);
    await harness.manager.remove(first.id);

    const evolved = await connectAndWait(harness.manager, { ...demoServerTarget(), env: { MCPSCOPE_DEMO_EVOLVED: '1' } });
    await expect.poll(() => findingsOf(evolved.id).filter((finding) => finding.source === 'drift').map((finding) => finding.ruleId).sort()).toEqual([
      'drift/tool-added',
      'drift/tool-changed',
    ]);
    const changed = findingsOf(evolved.id).find((finding) => finding.ruleId === 'drift/tool-changed')!;
    expect(changed.severity).toBe('high');
    expect(changed.message).toMatch(/units/);
    const details = harness.manager.drift(evolved.id);
    if (!details.ok) throw new Error(details.error.message);
    const weather = details.value.find((change) => change.subject === 'tools/get_weather')!;
    expect(weather.before).not.toContain('"units"');
    expect(weather.after).toContain('"units"');

    expect(await harness.manager.acceptDrift(evolved.id)).toEqual({ ok: true, value: [] });
    expect(findingsOf(evolved.id).filter((finding) => finding.source === 'drift')).toEqual([]);
  });

  it('finds the secret in a --suspicious result, at its exact span, tied to the call, once the call has ended for everyone else', async () => {
    const { id } = await connectAndWait(harness.manager, demoServerTarget(['--suspicious']));
    // The event stream subscribes after the tracker: the call's end must reach it before the result
    // is analysed, or a page waits for the analysis to see its result (issue 24, B4).
    const findingsAtEnd: LiveFinding[][] = [];
    harness.manager.subscribe((event) => {
      if (event.type === 'call' && event.call.status !== 'running') findingsAtEnd.push(findingsOf(id).filter((finding) => finding.callId === event.call.id));
    });
    const call = await callAndWait(harness.manager, id, { tool: 'get_config', arguments: {} });
    expect(findingsAtEnd).toEqual([[]]);
    await expect.poll(() => findingsOf(id).filter((finding) => finding.source === 'call')).not.toEqual([]);
    const secret = findingsOf(id).find((finding) => finding.source === 'call' && finding.family === 'output')!;
    expect(secret.callId).toBe(call.id);
    const text = (call.result as { content: { text: string }[] }).content[0]!.text;
    expect(secret.location.path).toBe(`results/${String(call.requestId)}/content/0/text`);
    expect(text.slice(secret.location.span!.start, secret.location.span!.end)).toBe(FAKE_GITHUB_TOKEN);
    expect(secret.evidence).not.toContain(FAKE_GITHUB_TOKEN);
  });

  it('analyses a result too large to send the page whole, to its end: hidden instructions and a secret past the first megabyte', async () => {
    const { id } = await connectAndWait(harness.manager, demoServerTarget());
    // 1.5 MB of harmless lines, then what the output rules look for. The page is sent the first
    // 64 KB; the bridge analyses the whole text on its analysis thread (issue 6, B4).
    const message = `${'all quiet on the western front\n'.repeat(50_000)}${ONBOARDING_NOTES_TEXT} ${FAKE_GITHUB_TOKEN}`;
    const call = await callAndWait(harness.manager, id, { tool: 'echo', arguments: { message } });
    const ofCall = () => findingsOf(id).filter((finding) => finding.callId === call.id);
    await expect.poll(() => ofCall().map((finding) => finding.ruleId), { timeout: 30_000 }).toEqual(
      expect.arrayContaining(['injected-instructions/pseudo-tags', 'output/secret']),
    );
    const text = (call.result as { content: { text: string }[] }).content[0]!.text;
    const secret = ofCall().find((finding) => finding.ruleId === 'output/secret')!;
    expect(secret.location.span!.start).toBeGreaterThan(1_000_000);
    expect(text.slice(secret.location.span!.start, secret.location.span!.end)).toBe(FAKE_GITHUB_TOKEN);
  });

  it('reports a tool name that two live servers share, but not the same server connected twice, nor a closed connection', async () => {
    const collisions = (conn: string) => findingsOf(conn).filter((finding) => finding.ruleId === 'shadowing/tool-name-collision');
    const first = await connectAndWait(harness.manager, demoServerTarget());
    const twin = await connectAndWait(harness.manager, demoServerTarget());
    // Analysed with `first` by then: their definitions are analysed together, in the order they listed.
    await expect.poll(() => findingsOf(twin.id).some((finding) => finding.source === 'definitions')).toBe(true);
    expect([...collisions(first.id), ...collisions(twin.id)]).toEqual([]);

    // The evolved demo changes get_weather: another server, whose shared names can mislead.
    const evolved = await connectAndWait(harness.manager, { ...demoServerTarget(), env: { MCPSCOPE_DEMO_EVOLVED: '1' } });
    await expect.poll(() => collisions(evolved.id).map((finding) => finding.evidence)).toContain('echo');
    expect(collisions(first.id).map((finding) => finding.evidence)).toContain('echo');

    await harness.manager.disconnect(evolved.id);
    await expect.poll(() => collisions(first.id)).toEqual([]);
    expect(collisions(twin.id)).toEqual([]);
  });

  it('keeps a triage across a bridge restart', async () => {
    const { id } = await connectAndWait(harness.manager, demoServerTarget());
    await expect.poll(() => findingsOf(id).some((finding) => finding.ruleId === 'annotations/read-only-contradiction')).toBe(true);
    const finding = findingsOf(id).find((candidate) => candidate.ruleId === 'annotations/read-only-contradiction')!;
    expect(await harness.manager.triageFinding({ key: finding.key, status: 'acknowledged' })).toMatchObject({ ok: false });
    const triaged = await harness.manager.triageFinding({ key: finding.key, status: 'acknowledged', reason: 'the demo lies on purpose' });
    expect(triaged.ok && triaged.value[0]?.triage).toMatchObject({ status: 'acknowledged', reason: 'the demo lies on purpose' });

    await harness.dispose();
    harness = await openHarness();
    const again = await connectAndWait(harness.manager, demoServerTarget());
    await waitForState(harness.manager, again.id, 'ready');
    await expect.poll(() => findingsOf(again.id).find((candidate) => candidate.key === finding.key)?.triage.status).toBe('acknowledged');
  });

  it('flags a write to a low sink after a high read in the same session, once the tools are labelled', async () => {
    const { id } = await connectAndWait(harness.manager, demoServerTarget());
    await callAndWait(harness.manager, id, { tool: 'get_weather', arguments: { city: 'Oslo' } });
    const sink = await callAndWait(harness.manager, id, { tool: 'echo', arguments: { message: 'it is cold in Oslo' } });
    expect(findingsOf(id).filter((finding) => finding.source === 'flow')).toEqual([]);

    const bad = await harness.manager.setFlowPolicy({ version: 1, servers: { 'mcpscope-demo': { echo: { write: 'public' } } } });
    expect(bad.ok).toBe(false);
    const policy = { version: 1, servers: { 'mcpscope-demo': { get_weather: { read: 'high' }, echo: { write: 'low' } } } };
    expect(await harness.manager.setFlowPolicy(policy)).toMatchObject({ ok: true });
    const flow = findingsOf(id).filter((finding) => finding.ruleId === 'flow/high-read-to-low-write');
    expect(flow).toMatchObject([{ source: 'flow', callId: sink.id, severity: 'high' }]);
    expect(flow[0]!.message).toMatch(/echo.*get_weather/);
    // With a private source and a public sink labelled, failing_tool (server-claimed open-world
    // reader) completes a lethal trifecta, as a guess: medium, and it says so.
    const trifecta = findingsOf(id).find((finding) => finding.ruleId === 'flow/lethal-trifecta');
    expect(trifecta).toMatchObject({ severity: 'medium' });
    expect(trifecta?.message).toMatch(/failing_tool.*\[guessed\]/);
  });

  it("analyses what resources/read and prompts/get return, at the answer's request id, until the next session", async () => {
    const { id } = await connectAndWait(harness.manager, demoServerTarget(['--suspicious']));
    const read = await harness.manager.rpc(id, { method: 'resources/read', params: { uri: ONBOARDING_NOTES_URI } });
    const prompt = await harness.manager.rpc(id, { method: 'prompts/get', params: { name: 'daily_brief' } });
    if (!read.ok || read.value.status !== 'ok' || !prompt.ok || prompt.value.status !== 'ok') throw new Error('the reads failed');
    const readPath = `results/${String(read.value.requestId)}/contents/0/text`;
    const answers = () => findingsOf(id).filter((finding) => finding.source === 'answer');
    await expect.poll(() => answers().filter((finding) => finding.location.path === readPath).map((finding) => finding.ruleId)).toEqual(
      expect.arrayContaining(['injected-instructions/pseudo-tags', 'injected-instructions/sensitive-files']),
    );
    const injected = answers().find((finding) => finding.ruleId === 'injected-instructions/pseudo-tags')!;
    expect(ONBOARDING_NOTES_TEXT.slice(injected.location.span!.start, injected.location.span!.end)).toMatch(/^<IMPORTANT>/);
    // Each answer is analysed as it arrives; on a busy machine the prompt's may come a little later.
    await expect.poll(() => answers().map((finding) => `${finding.ruleId} @ ${finding.location.path}`)).toContain(
      `injected-instructions/concealment @ results/${String(prompt.value.requestId)}/messages/0/content/text`,
    );

    // A new session numbers requests from 0 again: the old answers go.
    await harness.manager.reconnect(id);
    await waitForState(harness.manager, id, 'ready');
    expect(answers()).toEqual([]);
  });
});
