/**
 * Helpers for the connection-layer integration tests: a ConnectionManager writing traces to a
 * temp dir, waiting for states and calls, and reading the log. Real servers only, no fakes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { BridgeEvent, CallRecord, CallRequest, ClientRequestRecord, ConnectionSummary, ConnectionTarget, InputRound } from '../../src/core/bridge-api';
import type { LifecycleState, MessageRecord, WireRecord } from '../../src/core/wire';
import { FlowPolicyStore } from '../analysis/flow-policy-store';
import { openPinStore } from '../analysis/pin-store';
import { TriageStore } from '../analysis/triage-store';
import { ConnectionManager, type ConnectionManagerOptions } from './manager';

export interface Harness {
  manager: ConnectionManager;
  events: BridgeEvent[];
  tracesDir: string;
  dispose(): Promise<void>;
}

export function createHarness(options: Pick<ConnectionManagerOptions, 'analysis'> = {}): Harness {
  const tracesDir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-conn-test-'));
  const manager = new ConnectionManager({ tracesDir, version: '0.0.0-test', ...options });
  const events: BridgeEvent[] = [];
  manager.subscribe((event) => events.push(event));
  return {
    manager,
    events,
    tracesDir,
    dispose: async () => {
      await manager.shutdown();
      rmSync(tracesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A harness with live analysis: triage, pin and flow-policy stores in a fresh config folder, which
 * dispose() removes too. A store that warns fails the test, since a warning means a broken file.
 */
export async function createAnalysedHarness(): Promise<Harness> {
  const configDir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-analysis-test-'));
  const warn = (line: string) => {
    throw new Error(line);
  };
  const harness = createHarness({
    analysis: { triage: await TriageStore.open(configDir, warn), pins: await openPinStore(configDir, warn), flowPolicy: await FlowPolicyStore.open(configDir, warn) },
  });
  return {
    ...harness,
    dispose: async () => {
      await harness.dispose();
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

/** The value of a Result, or the test fails with its error's message. */
export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

export async function connectAndWait(manager: ConnectionManager, target: ConnectionTarget, state: LifecycleState = 'ready'): Promise<ConnectionSummary> {
  const { id } = unwrap(manager.connect({ target }));
  return waitForState(manager, id, state);
}

export async function waitForState(manager: ConnectionManager, id: string, state: LifecycleState): Promise<ConnectionSummary> {
  await expect.poll(() => unwrap(manager.get(id)).state, { timeout: 30_000 }).toBe(state);
  return unwrap(manager.get(id));
}

export function startCall(manager: ConnectionManager, id: string, request: CallRequest): CallRecord {
  return unwrap(manager.startCall(id, request));
}

export function callById(manager: ConnectionManager, conn: string, callId: string): CallRecord {
  return unwrap(manager.listCalls(conn)).find((c) => c.id === callId)!;
}

export async function waitForCall(manager: ConnectionManager, conn: string, callId: string, done: (call: CallRecord) => boolean = (c) => c.status !== 'running'): Promise<CallRecord> {
  await expect.poll(() => done(callById(manager, conn, callId)), { timeout: 30_000 }).toBe(true);
  return callById(manager, conn, callId);
}

export async function callAndWait(manager: ConnectionManager, conn: string, request: CallRequest): Promise<CallRecord> {
  return waitForCall(manager, conn, startCall(manager, conn, request).id);
}

export function allRecords(manager: ConnectionManager, conn: string): WireRecord[] {
  const logged = manager.log({ after: 0, limit: 100_000, conn });
  if (!logged.ok) throw new Error(logged.error.message);
  return logged.value.records;
}

export function messages(manager: ConnectionManager, conn: string): MessageRecord[] {
  return allRecords(manager, conn).filter((r): r is MessageRecord => r.kind === 'message');
}

export function cancellationsFor(manager: ConnectionManager, conn: string, requestId: unknown): MessageRecord[] {
  return messages(manager, conn).filter(
    (r) => r.dir === 'out' && r.msg?.method === 'notifications/cancelled' && (r.msg.params as { requestId?: unknown }).requestId === requestId,
  );
}

export function readTrace(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pending Requests-panel entry of an MRTR input whose round `matches`, once it is there. */
export async function pendingRoundInput(manager: ConnectionManager, conn: string, matches: (round: InputRound) => boolean): Promise<ClientRequestRecord> {
  const find = () => unwrap(manager.listClientRequests(conn)).find((r) => r.status === 'pending' && r.round !== undefined && matches(r.round));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find()!;
}
