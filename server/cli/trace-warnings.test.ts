import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { traceToJsonl } from '../../src/core/traces/write-jsonl';
import { printOpenedTraceWarnings } from './trace-warnings';

const STARTED = Date.parse('2026-01-02T03:04:05.000Z');

/** A session of `count` pings in our JSONL format: about 100 bytes a line, so 10,000 is ~1 MB, past the head read first. */
function sessionLines(count: number): string[] {
  const records = Array.from({ length: count }, (_, i) => ({ seq: i + 1, t: STARTED + i, conn: 'c1', kind: 'message' as const, dir: 'out' as const, msg: { jsonrpc: '2.0' as const, id: i, method: 'ping' } }));
  const header = { createdAt: new Date(STARTED).toISOString(), conn: 'c1', target: { transport: 'stdio' as const, command: 'node', args: [] } };
  return traceToJsonl({ source: 'mcpscope', header, records, warnings: [] }, '0.1.0').split('\n');
}

describe('printOpenedTraceWarnings', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function printed(lines: string[]): Promise<{ file: string; stderr: string[] }> {
    dir = await mkdtemp(path.join(tmpdir(), 'mcpscope-open-warnings-'));
    const file = path.join(dir, 'long.jsonl');
    await writeFile(file, lines.join('\n'));
    const stderr: string[] = [];
    await printOpenedTraceWarnings(file, (line) => stderr.push(line));
    return { file, stderr };
  }

  it('names a bad line far past the head of a long trace file', async () => {
    const lines = sessionLines(10_000);
    lines[9000] = '{"kind":"message",';
    const { file, stderr } = await printed(lines);
    expect(stderr).toEqual([expect.stringMatching(new RegExp(`^mcpscope open: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: line 9001: expected a JSON object`))]);
  });

  it('prints nothing for a long trace with no bad line', async () => {
    expect((await printed(sessionLines(10_000))).stderr).toEqual([]);
  });

  it('prints the first 50 bad lines and how many more there were', async () => {
    const lines = sessionLines(10_000).map((line, index) => (index > 0 && index % 100 === 0 ? 'not json' : line));
    const { stderr } = await printed(lines);
    expect(stderr).toHaveLength(51);
    expect(stderr[0]).toMatch(/: line 101: expected a JSON object/);
    expect(stderr[49]).toMatch(/: line 5001: expected a JSON object/);
    // Lines 101, 201, … 10001: 100 in all.
    expect(stderr[50]).toMatch(/: and 50 more warnings$/);
  });
});
