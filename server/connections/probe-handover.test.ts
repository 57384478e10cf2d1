/**
 * Integration (issue 24): a stdio server that answers the era probe starts once, the probe's
 * process going on as the session's, and the session's log shows what that process really read
 * and wrote, the probe first, at the times it happened. One that exits on the probe is started
 * again. A real server that writes down its own wire and its starts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionSummary, StdioTarget } from '../../src/core/bridge-api';
import type { MessageRecord, WireRecord } from '../../src/core/wire';
import { probeStdio } from './era-probe';
import { adoptProbed, ProbeTranscript } from './probe-handover';
import { allRecords, callAndWait, connectAndWait, createHarness, readTrace, type Harness } from './test-support';

const SERVER = fileURLToPath(new URL('./fixtures/wire-logging-server.mjs', import.meta.url));

interface WireLine {
  pid: number;
  dir: 'read' | 'wrote';
  at: number;
  line: string;
}

let harness: Harness;
let dir: string;
beforeEach(() => {
  harness = createHarness();
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-probe-handover-'));
});
afterEach(async () => {
  await harness.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const target = (...flags: string[]): StdioTarget => ({ transport: 'stdio', command: process.execPath, args: [SERVER, dir, ...flags] });
const starts = (): number[] => readFileSync(path.join(dir, 'starts'), 'utf8').split('\n').filter(Boolean).map(Number);
const wireOf = (pid: number): WireLine[] =>
  readFileSync(path.join(dir, 'wire.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WireLine)
    .filter((line) => line.pid === pid);

/** A message record as the line it was on the wire: the bridge writes and the server writes JSON.stringify of the object. */
const lineOf = (record: MessageRecord): string => record.raw ?? JSON.stringify(record.msg);
const messagesIn = (records: WireRecord[]): MessageRecord[] => records.filter((r): r is MessageRecord => r.kind === 'message');

/** The session's messages, per direction, against what the server process read and wrote, with the times of each. */
function expectLogIsTheWire(summary: ConnectionSummary, pid: number): void {
  const logged = messagesIn(allRecords(harness.manager, summary.id));
  const wire = wireOf(pid);
  for (const [dir, side] of [['out', 'read'], ['in', 'wrote']] as const) {
    const ours = logged.filter((r) => r.dir === dir);
    const theirs = wire.filter((line) => line.dir === side);
    expect(ours.map(lineOf)).toEqual(theirs.map((line) => line.line));
    // Stamped when written (out) and read (in): never after the server read it, never before it wrote it.
    ours.forEach((record, i) => (dir === 'out' ? expect(record.t).toBeLessThanOrEqual(theirs[i]!.at) : expect(record.t).toBeGreaterThanOrEqual(theirs[i]!.at)));
  }
  // The trace file holds the same messages in the same order.
  const traced = readTrace(summary.tracePath!).filter((line) => line.kind === 'message');
  expect(traced.map((line) => (line.raw as string | undefined) ?? JSON.stringify(line.msg))).toEqual(logged.map(lineOf));
}

describe('the era probe hands its process to the session', () => {
  it('a 2025 server that refuses server/discover starts once; the log opens with the probe and shows every line the server read and wrote', async () => {
    const summary = await connectAndWait(harness.manager, target());
    expect((await callAndWait(harness.manager, summary.id, { tool: 'echo', arguments: { text: 'once' } })).status).toBe('ok');
    expect(starts()).toHaveLength(1);
    const [pid] = starts();
    expectLogIsTheWire(summary, pid!);

    const records = allRecords(harness.manager, summary.id);
    const [discover, refusal, initialize] = messagesIn(records).filter((r) => r.msg !== undefined);
    expect(discover).toMatchObject({ dir: 'out', msg: { id: 'mcpscope-probe', method: 'server/discover' } });
    expect(refusal).toMatchObject({ dir: 'in', msg: { id: 'mcpscope-probe', error: { code: -32601 } } });
    expect(initialize).toMatchObject({ dir: 'out', msg: { method: 'initialize' } });
    // Its start-up output is the session's too, as a process started for the session would have shown it.
    expect(records).toContainEqual(expect.objectContaining({ kind: 'stderr', line: `wire-logging: started as ${pid}` }));
    expect(records).toContainEqual(expect.objectContaining({ kind: 'message', dir: 'in', raw: 'wire-logging server ready' }));

    const { lifecycle } = summary;
    expect(lifecycle.era).toMatchObject({ era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'rpc-error', error: { code: -32601 } } }, probe: { handedOver: true } });
    expect(lifecycle.era?.probeSeqs).toEqual({ request: discover!.seq, response: refusal!.seq });
    const { transportStartedAt, discoverSentAt, discoverAnsweredAt, initializeSentAt } = lifecycle.timings;
    expect([transportStartedAt, discoverSentAt, discoverAnsweredAt]).toEqual([expect.any(Number), discover!.t, refusal!.t]);
    expect(transportStartedAt!).toBeLessThanOrEqual(discoverSentAt!);
    expect(discoverAnsweredAt!).toBeLessThanOrEqual(initializeSentAt!);
    expect(lifecycle.negotiatedProtocolVersion).toBe('2025-11-25');
    expect(lifecycle.clientInfo.name).toBe('mcpscope');
  });

  it('a server that exits on the probe is started again, and the log shows only the second process, from initialize', async () => {
    const summary = await connectAndWait(harness.manager, target('--exit-on-probe'));
    expect(summary.lifecycle.era).toMatchObject({ era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'exited', code: 1 } } });
    expect(summary.lifecycle.era?.probe?.handedOver).toBeUndefined();
    expect(summary.lifecycle.era?.probeSeqs).toBeUndefined();
    expect((await callAndWait(harness.manager, summary.id, { tool: 'echo', arguments: { text: 'again' } })).status).toBe('ok');
    const [probed, session] = starts();
    expect(session).toBeDefined();
    expect(wireOf(probed!).filter((line) => line.dir === 'read').map((line) => JSON.parse(line.line) as { method: string }).map((m) => m.method)).toEqual(['server/discover']);
    expectLogIsTheWire(summary, session!);
    expect(messagesIn(allRecords(harness.manager, summary.id)).find((r) => r.dir === 'out')?.msg).toMatchObject({ method: 'initialize' });
  });
});

describe('a probed process the session cannot show whole', () => {
  const identity = { clientInfo: { name: 'mcpscope', version: '0.0.0-test' }, capabilities: {} };
  const hooks = { onStderr: () => undefined, onPollution: () => undefined, onExit: () => undefined };

  // Banner lines: on stdout, before the answer, so all of them are read before the probe ends.
  it('is not handed over when it wrote more lines than the transcript holds; one that wrote fewer is', async () => {
    for (const [bannerLines, adopted] of [
      [20, false],
      [2, true],
    ] as const) {
      const probe = await probeStdio(target('--banner-lines', String(bannerLines)), identity, () => undefined, 10_000, new ProbeTranscript(10));
      if (!probe.ok) throw new Error(probe.error.message);
      const { survivor } = probe.value;
      expect(survivor).toBeDefined();
      expect(adoptProbed(survivor!, hooks) !== undefined).toBe(adopted);
      await survivor!.transport.close();
    }
  });
});
