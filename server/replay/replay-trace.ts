/**
 * One replay from start to end, shared by `mcpscope replay` (server/cli/replay.ts) and the bridge's
 * `POST /api/replay` (issue 5, item 5: "and the same from the UI"): plan the trace, connect as the
 * client it recorded and in the era it recorded, re-send it (run-replay.ts), compare (buildReplayReport), then close and
 * remove the connection. Its session is recorded in the backend's traces directory like any
 * other; the CLI points that at a directory it throws away.
 */
import type { ConnectionTarget } from '../../src/core/bridge-api';
import type { IgnorePath } from '../../src/core/replay/ignore';
import { planReplay } from '../../src/core/replay/plan';
import { recordedClient, recordedProtocol } from '../../src/core/replay/recorded-client';
import { buildReplayReport, type ReplayReport } from '../../src/core/replay/report';
import { err, ok, type Result } from '../../src/core/result';
import { describeTarget } from '../../src/core/target';
import type { Trace } from '../../src/core/traces/trace';
import type { BridgeBackend } from '../connections/backend';
import { whenSettled } from '../connections/when-settled';
import { recordedRoots } from './answer-from-trace';
import { runReplay } from './run-replay';

export interface ReplayTraceOptions {
  target: ConnectionTarget;
  ignore: readonly IgnorePath[];
  /** How long to wait for the connection, and for each answer, in ms. */
  timeoutMs: number;
  /** The replay connection's name while it runs, e.g. in the bridge's connection list. */
  name?: string;
  /** Told each step a person waits through: connecting, each request sent (the CLI on a terminal). */
  progress?: (step: string) => void;
}

export interface ReplayOutcome {
  report: ReplayReport;
  /** Where the replay's own session was recorded, when the backend recorded it. */
  tracePath?: string;
}

/** Fails only when the server cannot be reached (`connect_failed`, the CLI's exit 3); differences are in the report. */
export async function replayTrace(backend: BridgeBackend, trace: Trace, options: ReplayTraceOptions): Promise<Result<ReplayOutcome>> {
  const plan = planReplay(trace);
  // Progress never resets a timeout here: that would make rpc add a progress token the trace's request did not have.
  // The era the trace spoke (issue 18, item 8): a 2025 session against a dual-era server stays one.
  const settings = { timeouts: { timeoutMs: options.timeoutMs, resetTimeoutOnProgress: false }, protocol: recordedProtocol(plan) };
  options.progress?.(`connecting to ${describeTarget(options.target)}…`);
  const started = backend.connect({ target: options.target, ...(options.name ? { name: options.name } : {}), ...recordedClient(plan), settings });
  if (!started.ok) return started;
  const id = started.value.id;
  try {
    const roots = recordedRoots(plan);
    // Set before the session is ready, so no roots/list_changed goes out that the trace does not have.
    if (roots) backend.setRoots(id, { roots }).catch(() => undefined);
    const ready = await whenSettled(backend, id, options.timeoutMs);
    if (ready.state !== 'ready') return err('connect_failed', `${describeTarget(options.target)}: could not connect (${ready.error?.message ?? ready.state})`);
    const { live, warnings } = await runReplay(backend, id, plan, options.timeoutMs, options.progress);
    const report = buildReplayReport(plan, live, options.ignore, warnings);
    const closed = await backend.disconnect(id);
    const tracePath = closed.ok ? closed.value.tracePath : undefined;
    return ok({ report, ...(tracePath ? { tracePath } : {}) });
  } finally {
    await backend.remove(id);
  }
}
