/**
 * When the findings tracker tells the page (issue 24, B1): a stream of calls that finds nothing
 * sends no findings event, where it sent the connection's whole set every 50 ms; a call that does
 * find something is still sent. Timers are faked so the 50 ms windows pass on demand.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CallRecord } from '../../src/core/bridge-api';
import type { FindingsEvent } from '../../src/core/findings-api';
import { FAKE_GITHUB_TOKEN } from '../demo/suspicious-tools';
import { FindingsTracker } from './findings-tracker';
import { FlowPolicyStore } from './flow-policy-store';
import { openPinStore } from './pin-store';
import { TriageStore } from './triage-store';

let configDir: string;
beforeEach(() => {
  configDir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-findings-events-'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(configDir, { recursive: true, force: true });
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function tracker(events: FindingsEvent[]): Promise<FindingsTracker> {
  const warn = (line: string) => {
    throw new Error(line);
  };
  return new FindingsTracker({
    connection: () => undefined,
    target: () => undefined,
    listAll: () => Promise.reject(new Error('no lists in this test')),
    analysisThread: { work: () => Promise.reject(new Error('no thread in this test')) } as never,
    emit: (event) => events.push(event),
    triage: await TriageStore.open(configDir, warn),
    pins: await openPinStore(configDir, warn),
    flowPolicy: await FlowPolicyStore.open(configDir, warn),
  });
}

/** A call's two events, running then ended, as the connection emits them. */
function callEvents(number: number, text: string): { type: 'call'; call: CallRecord }[] {
  const running: CallRecord = { id: `call-${number}`, conn: 'c1', tool: 'echo', arguments: { text }, options: { timeoutMs: 60_000, resetTimeoutOnProgress: false }, status: 'running', startedAt: number, requestId: number };
  return [
    { type: 'call', call: running },
    { type: 'call', call: { ...running, status: 'ok', endedAt: number + 1, result: { content: [{ type: 'text', text }] } } },
  ];
}

it('sends no findings event for calls that find nothing, and one with the finding for a call that does', async () => {
  const events: FindingsEvent[] = [];
  const findings = await tracker(events);
  for (let number = 1; number <= 5; number++) for (const event of callEvents(number, `hello ${number}`)) findings.observe(event);
  // The events wait for the findings engine's first load (engine-gate.ts).
  await findings.settled();
  await nextTurn();
  vi.advanceTimersByTime(1_000);
  expect(events).toEqual([]);

  for (const event of callEvents(6, `token: ${FAKE_GITHUB_TOKEN}`)) findings.observe(event);
  // The events wait for the findings engine's first load (engine-gate.ts).
  await findings.settled();
  await nextTurn();
  vi.advanceTimersByTime(1_000);
  expect(events).toHaveLength(1);
  expect(events[0]!.findings.map((finding) => [finding.source, finding.callId])).toContainEqual(['call', 'call-6']);
});
