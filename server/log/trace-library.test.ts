/**
 * Integration: the trace library over real recorded sessions of the demo server: what the Traces
 * screen lists, and renaming, deleting and annotating, with the live session protected.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../src/core/result';
import { readTraceJsonl } from '../../src/core/traces/read-jsonl';
import { demoServerTarget } from '../demo/target';
import { callAndWait, connectAndWait, createHarness, messages, waitForState, type Harness } from '../connections/test-support';
import { recordingTraces, TraceLibrary } from './trace-library';

function valueOf<T>(result: Result<T, { message: string }>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

let harness: Harness;
let library: TraceLibrary;
beforeEach(() => {
  harness = createHarness();
  library = new TraceLibrary(harness.tracesDir, () => recordingTraces(harness.manager.list()));
});
afterEach(() => harness.dispose());

async function recordedSession(): Promise<{ name: string; messageCount: number }> {
  const summary = await connectAndWait(harness.manager, demoServerTarget());
  await callAndWait(harness.manager, summary.id, { tool: 'echo', arguments: { message: 'hi' } });
  await callAndWait(harness.manager, summary.id, { tool: 'rpc_error', arguments: {} });
  const messageCount = messages(harness.manager, summary.id).length;
  return { name: path.basename(summary.tracePath!), messageCount };
}

describe('the trace library', () => {
  it('lists a session with its server, counts and errors, and protects it while it is being recorded', async () => {
    const { name, messageCount } = await recordedSession();
    const [live] = valueOf(await library.list());
    expect(live).toMatchObject({ name, serverName: 'mcpscope-demo', live: true, messages: messageCount, target: { transport: 'stdio' } });
    expect(live!.errors).toBeGreaterThanOrEqual(1);
    expect(await library.rename(name, 'keep')).toMatchObject({ ok: false, error: { message: expect.stringContaining('still recording') as unknown } });
    expect(await library.remove(name)).toMatchObject({ ok: false });

    await harness.manager.disconnect(harness.manager.list()[0]!.id);
    await waitForState(harness.manager, harness.manager.list()[0]!.id, 'closed');
    expect(valueOf(await library.list())[0]).toMatchObject({ name, live: false });
  });

  it('renames, annotates a record (the file still opens, the note points at it) and deletes', async () => {
    const { name } = await recordedSession();
    const conn = harness.manager.list()[0]!.id;
    await harness.manager.disconnect(conn);
    await waitForState(harness.manager, conn, 'closed');

    const renamed = valueOf(await library.rename(name, 'weather bug'));
    expect(renamed.map((summary) => summary.name)).toEqual(['weather bug.jsonl']);
    expect(await library.rename('weather bug.jsonl', '../outside')).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(await library.fileOf('../../etc/passwd.jsonl')).toMatchObject({ ok: false, error: { code: 'bad_request' } });

    const noted = valueOf(await library.addNote('weather bug.jsonl', { text: 'the error the user saw', about: 3 }));
    expect(noted.notes).toBe(1);
    const trace = valueOf(readTraceJsonl(readFileSync(path.join(harness.tracesDir, 'weather bug.jsonl'), 'utf8')));
    const note = trace.records.at(-1)!;
    expect(note).toMatchObject({ kind: 'note', text: 'the error the user saw', about: 3 });
    expect(trace.records[2]!.seq).toBe(3);
    expect(await library.addNote('weather bug.jsonl', { text: 'x', about: trace.records.length + 5 })).toMatchObject({ ok: false });

    appendFileSync(path.join(harness.tracesDir, 'weather bug.jsonl'), '{"t":1,"conn":"c1","kind":"std');
    expect(await library.addNote('weather bug.jsonl', { text: 'after a crash' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('cut off') as unknown } });

    expect(valueOf(await library.remove('weather bug.jsonl'))).toEqual([]);
  });
});
