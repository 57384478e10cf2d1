/**
 * What reading a trace skipped or tolerated, on stderr (issue 17, finding 7): a crafted or damaged
 * record costs only itself, and the person is told which line and why, as the viewer tells them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openTrace } from '../../src/core/traces/open-trace';

/** A file of thousands of bad lines should not bury the terminal: the first ones say enough. */
const MAX_LINES = 50;

export function printTraceWarnings(prefix: string, warnings: readonly string[], stderr: (line: string) => void): void {
  for (const warning of warnings.slice(0, MAX_LINES)) stderr(`${prefix}: ${warning}`);
  if (warnings.length > MAX_LINES) stderr(`${prefix}: and ${warnings.length - MAX_LINES} more warnings`);
}

/**
 * For `mcpscope open`, whose page reads the trace itself: the same reading, here, once the bridge
 * is up, so the start is not held up by it. A trace that cannot be read at all is the page's to
 * report.
 */
export async function printOpenedTraceWarnings(file: string, stderr: (line: string) => void): Promise<void> {
  const text = await readFile(file, 'utf8');
  const trace = openTrace(text, path.basename(file));
  if (trace.ok) printTraceWarnings(`mcpscope open: ${file}`, trace.value.warnings, stderr);
}
