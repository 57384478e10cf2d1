/**
 * `mcpscope check` (issue 18, item 7): the spec check a server author runs before shipping.
 * Prints text (or the report as JSON), writes SARIF when asked, and exits as scan does:
 * 0 every check passed or did not apply, 1 a check failed, 3 the server could not be reached.
 */
import { writeFile } from 'node:fs/promises';
import { checksFailed, formatCheckText, toCheckSarif } from '../../src/core/check/report';
import type { CheckReport } from '../../src/core/check/types';
import { describeTarget } from '../../src/core/target';
import { checkReport } from '../check/run';
import { UnreachableError } from '../check/wire';
import { wireFor } from '../check/wire-for';
import { checkStatusStyle, colors } from './colors';
import type { CheckOptions } from './parse-check';
import { readPackageVersion } from '../install-layout';
import type { CliIo } from './serve';

const EXIT = { ok: 0, failed: 1, connect: 3 } as const;

export async function check(options: CheckOptions, io: CliIo): Promise<number> {
  const wire = wireFor(options.target, options.timeoutMs);
  if (!wire.ok) {
    io.stderr(`mcpscope check: ${wire.error.message}`);
    return 2;
  }
  // The check is a series of exchanges run as one; the conformance suite is the long part.
  const suite = options.conformance && wire.value.url !== undefined ? ', then the official conformance suite (npx)' : '';
  io.progress(`mcpscope check: checking ${wire.value.label} as a 2026-07-28 and a 2025-11-25 client${suite}…`);
  let report: CheckReport;
  try {
    report = await checkReport(wire.value, { calls: options.calls, conformance: options.conformance, modernOnly: options.modernOnly });
  } catch (error) {
    if (!(error instanceof UnreachableError)) throw error;
    // No report and no totals: nothing was checked.
    io.stderr(`mcpscope check: could not connect: ${error.message}`);
    // CI still gets a log to upload, one that says the run failed rather than that all passed.
    await writeSarif(options, { target: wire.value.label, transport: wire.value.transport, results: [] }, error.message);
    return EXIT.connect;
  }
  io.stdout((options.json ? JSON.stringify(report, null, 2) : formatCheckText(report, checkStatusStyle(colors(io.color)))).trimEnd());
  await writeSarif(options, report);
  return checksFailed(report) ? EXIT.failed : EXIT.ok;
}

async function writeSarif(options: CheckOptions, report: CheckReport, unreachable?: string): Promise<void> {
  if (options.sarif === null) return;
  const sarifOptions = { version: await readPackageVersion(), server: describeTarget(options.target), ...(unreachable === undefined ? {} : { unreachable }) };
  await writeFile(options.sarif, `${JSON.stringify(toCheckSarif(report, sarifOptions), null, 2)}\n`);
}
