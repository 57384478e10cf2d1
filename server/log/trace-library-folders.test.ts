/**
 * Issue 19, item 5: traces recorded before the move to the platform's data folder
 * (~/.mcpscope/traces) still show on the Traces screen, open, and can be annotated and renamed
 * where they are.
 */
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TraceLibrary } from './trace-library';
import { TraceRecorder } from './trace-recorder';

let work: string;
let current: string;
let old: string;
let library: TraceLibrary;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-trace-folders-'));
  current = path.join(work, 'data', 'traces');
  old = path.join(work, '.mcpscope', 'traces');
  library = new TraceLibrary(current, () => new Set(), [current, old]);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A finished session trace of `command`, named `name`, in `dir`. */
function recordIn(dir: string, name: string, command: string): void {
  const opened = TraceRecorder.open({ dir, conn: 'c1', target: { transport: 'stdio', command, args: [] }, mcpscopeVersion: '0.0.0' });
  if (!opened.ok) throw new Error(opened.error.message);
  opened.value.write({ t: 1, conn: 'c1', kind: 'lifecycle', state: 'closed' });
  opened.value.close();
  // TraceRecorder picks a dated name; the test needs known ones.
  renameSync(opened.value.path, path.join(dir, name));
}

describe('traces in the old folder', () => {
  it('are listed with the new ones; a name in both is listed once, from the new folder', async () => {
    recordIn(current, 'new.jsonl', 'new-server');
    recordIn(old, 'old.jsonl', 'old-server');
    recordIn(old, 'both.jsonl', 'old-copy');
    recordIn(current, 'both.jsonl', 'new-copy');
    const listed = await library.list();
    if (!listed.ok) throw new Error(listed.error.message);
    const commands = Object.fromEntries(listed.value.map((trace) => [trace.name, trace.target?.transport === 'stdio' ? trace.target.command : '']));
    expect(commands).toEqual({ 'new.jsonl': 'new-server', 'old.jsonl': 'old-server', 'both.jsonl': 'new-copy' });
    expect(await library.fileOf('both.jsonl')).toEqual({ ok: true, value: path.join(current, 'both.jsonl') });
  });

  it('open, take notes and are renamed where they are; deleting one leaves the old folder', async () => {
    recordIn(old, 'old.jsonl', 'old-server');
    expect(await library.fileOf('old.jsonl')).toEqual({ ok: true, value: path.join(old, 'old.jsonl') });
    expect(await library.addNote('old.jsonl', { text: 'from before the move' })).toMatchObject({ ok: true, value: { name: 'old.jsonl', notes: 1 } });

    expect((await library.rename('old.jsonl', 'renamed')).ok).toBe(true);
    expect(existsSync(path.join(old, 'renamed.jsonl'))).toBe(true);
    expect(existsSync(path.join(current, 'renamed.jsonl'))).toBe(false);

    expect(await library.remove('renamed.jsonl')).toEqual({ ok: true, value: [] });
    expect(existsSync(old)).toBe(true);
  });

  it('a rename cannot take a name the other folder already lists', async () => {
    recordIn(old, 'old.jsonl', 'old-server');
    recordIn(current, 'taken.jsonl', 'new-server');
    expect(await library.rename('old.jsonl', 'taken')).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });
});
