/**
 * `mcpscope replay <trace>`: re-sends a recorded session to a live server and reports, step by
 * step, what it answers differently (src/core/replay/report.ts), as text or as JSON for CI:
 *   { "trace", "server", "summary", "steps", "toolChanges", "notifications", "warnings" }
 * Returns the exit code: 0 every step the same, 1 differences, 2 usage error (an unreadable
 * trace included), 3 could not connect.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { planReplay } from '../../src/core/replay/plan';
import { recordedClient } from '../../src/core/replay/recorded-client';
import { buildReplayReport, replayMatched } from '../../src/core/replay/report';
import { formatReplayText } from '../../src/core/replay/report-text';
import { describeTarget } from '../../src/core/target';
import { openTrace } from '../../src/core/traces/open-trace';
import { ConnectionManager } from '../connections/manager';
import { whenSettled } from '../connections/when-settled';
import { recordedRoots, runReplay } from '../replay/run-replay';
import type { ReplayOptions } from './parse-replay';
import { readPackageVersion, REPO_ROOT } from './repo';
import type { CliIo } from './serve';

const EXIT = { same: 0, differences: 1, usage: 2, connect: 3 } as const;

export async function replay(options: ReplayOptions, io: CliIo): Promise<number> {
  const fail = (code: number, message: string) => {
    io.stderr(`mcpscope replay: ${message}`);
    return code;
  };
  const text = await readFile(options.trace, 'utf8').catch((error: NodeJS.ErrnoException) => error);
  if (text instanceof Error) return fail(EXIT.usage, `cannot read ${options.trace}: ${text.code ?? text.message}`);
  const trace = openTrace(text, path.basename(options.trace));
  if (!trace.ok) return fail(EXIT.usage, `${options.trace}${trace.error.line ? `:${trace.error.line}` : ''}: ${trace.error.message}`);
  const plan = planReplay(trace.value);
  // Replay keeps no trace of its own session: it goes to a directory removed afterwards.
  const tracesDir = mkdtempSync(path.join(tmpdir(), 'mcpscope-replay-'));
  const manager = new ConnectionManager({ tracesDir, version: await readPackageVersion(REPO_ROOT) });
  try {
    // Progress never resets a timeout here: that would make rpc add a progress token the trace's request did not have.
    const started = manager.connect({ target: options.target, ...recordedClient(plan), settings: { timeouts: { timeoutMs: options.timeoutMs, resetTimeoutOnProgress: false } } });
    if (!started.ok) return fail(EXIT.connect, started.error.message);
    const roots = recordedRoots(plan);
    // Set before the session is ready, so no roots/list_changed goes out that the trace does not have.
    if (roots) manager.setRoots(started.value.id, { roots }).catch(() => undefined);
    const ready = await whenSettled(manager, started.value.id, options.timeoutMs);
    if (ready.state !== 'ready') return fail(EXIT.connect, `${describeTarget(options.target)}: could not connect (${ready.error?.message ?? ready.state})`);
    const { live, warnings } = await runReplay(manager, ready.id, plan, options.timeoutMs);
    const report = buildReplayReport(plan, live, options.ignore, warnings);
    const server = describeTarget(options.target);
    io.stdout(options.format === 'json' ? JSON.stringify({ trace: options.trace, server, ...report }, null, 2) : formatReplayText(report, `Replay of ${path.basename(options.trace)} against ${server}`));
    return replayMatched(report) ? EXIT.same : EXIT.differences;
  } finally {
    await manager.shutdown();
    rmSync(tracesDir, { recursive: true, force: true });
  }
}
