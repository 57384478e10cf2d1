/**
 * `mcpscope export`: one self-contained HTML file that shows a trace read-only, with no install
 * and no network (issue 5, "Share"). The trace (any format mcpscope opens) is redacted unless
 * --no-redact, written back as our JSONL, and embedded in the single-file viewer build
 * (vite.viewer.config.ts), built on first use like the UI.
 * Exit codes: 0 written, 1 could not build or write, 2 usage error or unreadable trace.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openTrace } from '../../src/core/traces/open-trace';
import { describeRedactions, redactTrace } from '../../src/core/traces/redact';
import { traceToJsonl } from '../../src/core/traces/write-jsonl';
import { embedTrace } from '../../src/core/traces/embedded';
import { ensureSpaBuilt, viewerLayout } from '../spa-build';
import type { ExportOptions } from './parse-export';
import { readPackageVersion, REPO_ROOT } from './repo';
import type { CliIo } from './serve';

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export async function exportTrace(options: ExportOptions, io: CliIo): Promise<number> {
  let text: string;
  try {
    text = await readFile(options.trace, 'utf8');
  } catch (error) {
    io.stderr(`mcpscope export: cannot read ${options.trace}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return EXIT.usage;
  }
  const fileName = path.basename(options.trace);
  const opened = openTrace(text, fileName);
  if (!opened.ok) {
    io.stderr(`mcpscope export: ${fileName}: ${opened.error.message}`);
    return EXIT.usage;
  }
  const version = await readPackageVersion(REPO_ROOT);
  let trace = opened.value;
  if (options.redact) {
    const redacted = redactTrace(trace);
    const summary = describeRedactions(redacted.redactions);
    io.stderr(`mcpscope export: ${summary}`);
    // The shared file says what was taken out, as a note at its end (shown in the message log).
    const last = redacted.trace.records.at(-1);
    const note = { seq: (last?.seq ?? 0) + 1, t: last?.t ?? Date.parse(trace.header.createdAt), conn: trace.header.conn, kind: 'note' as const, text: summary };
    trace = { ...redacted.trace, records: [...redacted.trace.records, note] };
  }
  try {
    const layout = viewerLayout(REPO_ROOT);
    const viewer = await readFile(path.join(await ensureSpaBuilt(layout, io.stderr), layout.entry), 'utf8');
    const page = embedTrace(viewer, { fileName, text: traceToJsonl(trace, version) });
    if (page === undefined) throw new Error(`the viewer build (${layout.entry}) has no slot for the trace; rebuild it with npm run build:viewer`);
    await writeFile(options.out, page);
  } catch (error) {
    io.stderr(`mcpscope export: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
  io.stdout(options.out);
  return EXIT.ok;
}
