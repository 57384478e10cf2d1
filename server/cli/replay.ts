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
import { redactJsonValues } from '../../src/core/redaction/redact-json';
import { replayMatched, type ReplayReport } from '../../src/core/replay/report';
import { formatReplayText } from '../../src/core/replay/report-text';
import { describeTarget } from '../../src/core/target';
import { openTrace } from '../../src/core/traces/open-trace';
import { authStorePath } from '../config/folders';
import { ConnectionManager } from '../connections/manager';
import { replayTrace } from '../replay/replay-trace';
import type { ReplayOptions } from './parse-replay';
import { readPackageVersion } from '../install-layout';
import type { CliIo } from './serve';
import { printTraceWarnings } from './trace-warnings';

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
  printTraceWarnings(`mcpscope replay: ${options.trace}`, trace.value.warnings, io.stderr);
  // Replay keeps no trace of its own session: it goes to a directory removed afterwards.
  const tracesDir = mkdtempSync(path.join(tmpdir(), 'mcpscope-replay-'));
  // No browser here: OAuth signs in headlessly, with the tokens the bridge keeps (issue 7, item 4).
  const manager = new ConnectionManager({ tracesDir, version: await readPackageVersion(), auth: { storePath: authStorePath(), headlessByDefault: true, warn: io.stderr } });
  try {
    const replayed = await replayTrace(manager, trace.value, { ...options, progress: (step) => io.progress(`mcpscope replay: ${step}`) });
    if (!replayed.ok) return fail(EXIT.connect, replayed.error.message);
    // The report quotes the server's answers, recorded and live: their secrets are masked like an
    // export's (issue 17, finding 2), as values, so the JSON stays JSON.
    const [report] = (await redactJsonValues([replayed.value.report])).values as [ReplayReport];
    const server = describeTarget(options.target);
    io.stdout(options.format === 'json' ? JSON.stringify({ trace: options.trace, server, ...report }, null, 2) : formatReplayText(report, `Replay of ${path.basename(options.trace)} against ${server}`));
    return replayMatched(report) ? EXIT.same : EXIT.differences;
  } finally {
    await manager.shutdown();
    rmSync(tracesDir, { recursive: true, force: true });
  }
}
