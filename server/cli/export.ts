/**
 * `mcpscope export`: one self-contained HTML file that shows a trace read-only, with no install
 * and no network (issue 5, "Share"). The trace (any format mcpscope opens) is redacted unless
 * --no-redact, written back as our JSONL, and embedded in the single-file viewer build
 * (vite.viewer.config.ts), built on first use like the UI. `--format otlp` writes the session's
 * OpenTelemetry spans as OTLP/JSON instead (issue 23, docs/otel.md), redacted the same way.
 * Exit codes: 0 written, 1 could not build or write, 2 usage error or unreadable trace.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { traceToOtlpJson } from '../../src/core/otel/otlp-json';
import { exportPage, prepareExport } from '../../src/core/traces/export-trace';
import { openTrace } from '../../src/core/traces/open-trace';
import { viewerHtmlSource } from '../viewer-html';
import type { ExportOptions } from './parse-export';
import { PACKAGE_ROOT, readPackageVersion } from '../install-layout';
import type { CliIo } from './serve';
import { printTraceWarnings } from './trace-warnings';

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export async function exportTrace(options: ExportOptions, io: CliIo): Promise<number> {
  let text: string;
  try {
    text = await readFile(options.trace, 'utf8');
  } catch (error) {
    io.stderr(`mcpscope export: cannot read ${options.trace}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return EXIT.usage;
  }
  if (options.format === 'otlp') return exportOtlp(text, options, io);
  // The same preparation as the UI's export (server/http/routes/trace-export.ts).
  const prepared = await prepareExport(text, path.basename(options.trace), { redact: options.redact, version: await readPackageVersion() });
  if (!prepared.ok) {
    io.stderr(`mcpscope export: ${prepared.error.message}`);
    return EXIT.usage;
  }
  printTraceWarnings(`mcpscope export: ${options.trace}`, prepared.value.embedded.warnings ?? [], io.stderr);
  if (prepared.value.summary !== null) io.stderr(`mcpscope export: ${prepared.value.summary}`);
  return writeOut(options.out, io, async () => {
    const page = exportPage(await viewerHtmlSource(PACKAGE_ROOT, io.progress)(), prepared.value);
    if (!page.ok) throw new Error(page.error.message);
    return page.value;
  });
}

/** Writes what `make` gives and prints the file's path; a failure to make or write it is exit 1. */
async function writeOut(out: string, io: CliIo, make: () => Promise<string>): Promise<number> {
  try {
    await writeFile(out, await make());
  } catch (error) {
    io.stderr(`mcpscope export: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
  io.stdout(out);
  return EXIT.ok;
}

async function exportOtlp(text: string, options: ExportOptions, io: CliIo): Promise<number> {
  const opened = openTrace(text, path.basename(options.trace));
  if (!opened.ok) {
    io.stderr(`mcpscope export: ${options.trace}: ${opened.error.message}`);
    return EXIT.usage;
  }
  printTraceWarnings(`mcpscope export: ${options.trace}`, opened.value.warnings, io.stderr);
  return writeOut(options.out, io, async () => {
    const spans = await traceToOtlpJson(opened.value, { redact: options.redact, version: await readPackageVersion() });
    if (options.redact) io.stderr(`mcpscope export: ${spans.spans} spans; ${spans.redactions.length === 0 ? 'nothing was redacted' : `${spans.redactions.length} values redacted`}`);
    return spans.text;
  });
}
