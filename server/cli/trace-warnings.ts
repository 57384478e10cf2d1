/**
 * What reading a trace skipped or tolerated, on stderr (issue 17, finding 7): a crafted or damaged
 * record costs only itself, and the person is told which line and why, as the viewer tells them.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readTraceWarnings } from '../../src/core/traces/trace-warnings';

/** A file of thousands of bad lines should not bury the terminal: the first ones say enough. */
const MAX_LINES = 50;
/** The file is read in pieces of this size, and the bridge answers requests between two. */
const PIECE_BYTES = 1 << 16;

function printLines(prefix: string, first: readonly string[], total: number, stderr: (line: string) => void): void {
  for (const warning of first) stderr(`${prefix}: ${warning}`);
  if (total > first.length) stderr(`${prefix}: and ${total - first.length} more warnings`);
}

export function printTraceWarnings(prefix: string, warnings: readonly string[], stderr: (line: string) => void): void {
  printLines(prefix, warnings.slice(0, MAX_LINES), warnings.length, stderr);
}

/** The file's text piece by piece, giving the bridge's other work a turn after each. */
async function* piecesOf(file: string): AsyncGenerator<string> {
  for await (const piece of createReadStream(file, { encoding: 'utf8', highWaterMark: PIECE_BYTES })) {
    yield piece as string;
    await nextTurn();
  }
}

/**
 * For `mcpscope open`, whose page reads the trace itself: the same reading, here, once the bridge
 * is up, so the start is not held up by it. It streams the file and keeps no record (issue 24, B7:
 * the bridge holds a window, not the trace). A trace that cannot be read at all is the page's to
 * report.
 */
export async function printOpenedTraceWarnings(file: string, stderr: (line: string) => void): Promise<void> {
  const digest = await readTraceWarnings(path.basename(file), piecesOf(file), MAX_LINES);
  if (digest) printLines(`mcpscope open: ${file}`, digest.first, digest.total, stderr);
}
