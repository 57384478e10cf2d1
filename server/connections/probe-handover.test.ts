/**
 * Integration (issue 24): the era probe's process goes on as the session's when it answered, so a
 * stdio server starts once, not twice; one that exits on the probe still gets a process of its own.
 * A real server that counts its starts in a file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allRecords, connectAndWait, createHarness, type Harness } from './test-support';

const COUNTED_SERVER = fileURLToPath(new URL('./fixtures/counted-server.mjs', import.meta.url));

let harness: Harness;
let dir: string;
beforeEach(() => {
  harness = createHarness();
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-probe-handover-'));
});
afterEach(async () => {
  await harness.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const startsOf = (file: string): string[] => readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe('the era probe hands its process to the session', () => {
  it('a server that refuses server/discover with an error starts once, and its start-up output still shows in the session', async () => {
    const starts = path.join(dir, 'starts');
    const summary = await connectAndWait(harness.manager, { transport: 'stdio', command: process.execPath, args: [COUNTED_SERVER, starts] });
    expect(summary.lifecycle.era).toMatchObject({ era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'rpc-error', error: { code: -32601 } } } });
    const [pid] = startsOf(starts);
    expect(startsOf(starts)).toHaveLength(1);
    const tools = await harness.manager.listTools(summary.id);
    expect(tools.ok && tools.value.tools.map((tool) => tool.name)).toEqual(['noop']);
    const records = allRecords(harness.manager, summary.id);
    expect(records.filter((record) => record.kind === 'stderr').map((record) => record.line)).toContain(`counted: started as ${pid}`);
    expect(records.some((record) => record.kind === 'message' && record.raw === 'counted server ready')).toBe(true);
  });

  it('a server that exits on the probe is started again for the session', async () => {
    const starts = path.join(dir, 'starts');
    const summary = await connectAndWait(harness.manager, { transport: 'stdio', command: process.execPath, args: [COUNTED_SERVER, starts, '--exit-on-probe'] });
    expect(summary.lifecycle.era).toMatchObject({ era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'exited', code: 1 } } });
    expect(startsOf(starts)).toHaveLength(2);
    expect((await harness.manager.listTools(summary.id)).ok).toBe(true);
  });
});
