/**
 * Issue 17, finding 5: traces were 0644 in 0755 folders while the config folder was 0700. With
 * real files: what the bridge and `mcpscope record` create is owner-only, and what they find
 * looser is tightened.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import { openRecording } from '../record/recording';
import { TraceLibrary } from './trace-library';
import { TraceRecorder } from './trace-recorder';
import { ownTracesDir } from './traces-dir';

const TARGET: ConnectionTarget = { transport: 'stdio', command: 'node', args: ['server.js'] };
const modeOf = (file: string) => statSync(file).mode & 0o777;

let work: string;
let umask: number;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-modes-'));
  // The usual umask, which let files be created 0644 and folders 0755.
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  rmSync(work, { recursive: true, force: true });
});

describe('owner-only traces', () => {
  it("creates the bridge's traces folder 0700, and tightens one found 0755", () => {
    const fresh = path.join(work, 'home', '.mcpscope', 'traces');
    ownTracesDir(fresh, () => undefined);
    expect(modeOf(fresh)).toBe(0o700);
    expect(modeOf(path.dirname(fresh))).toBe(0o700);

    const loose = path.join(work, 'loose');
    mkdirSync(loose, { mode: 0o755 });
    chmodSync(loose, 0o755);
    ownTracesDir(loose, () => undefined);
    expect(modeOf(loose)).toBe(0o700);
  });

  it('says why when it cannot, and goes on', () => {
    const blocked = path.join(work, 'a-file');
    writeFileSync(blocked, '');
    const warn = vi.fn();
    expect(ownTracesDir(path.join(blocked, 'traces'), warn)).toBe(path.join(blocked, 'traces'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('owner-only'));
  });

  it('writes each session trace 0600, in folders it creates 0700', () => {
    const dir = path.join(work, 'new', 'traces');
    const opened = TraceRecorder.open({ dir, conn: 'c1', target: TARGET, mcpscopeVersion: '0.0.0' });
    if (!opened.ok) throw new Error(opened.error.message);
    opened.value.close();
    expect(modeOf(opened.value.path)).toBe(0o600);
    expect(modeOf(dir)).toBe(0o700);
  });

  it('mcpscope record: --out writes 0600 and tightens a 0644 file it overwrites; into the traces folder, tightens that folder', () => {
    const project = path.join(work, 'project');
    mkdirSync(project);
    chmodSync(project, 0o755);
    const out = path.join(project, 'session.jsonl');
    writeFileSync(out, 'old\n', { mode: 0o644 });
    const recording = openRecording(out, TARGET, '0.0.0');
    if (!recording.ok) throw new Error(recording.error.message);
    recording.value.close();
    expect(modeOf(out)).toBe(0o600);
    // The folder --out names is the user's own: left as it is.
    expect(modeOf(project)).toBe(0o755);

    const traces = path.join(work, 'traces');
    mkdirSync(traces);
    chmodSync(traces, 0o755);
    const intoLibrary = openRecording(null, TARGET, '0.0.0', traces);
    if (!intoLibrary.ok) throw new Error(intoLibrary.error.message);
    intoLibrary.value.close();
    expect(modeOf(traces)).toBe(0o700);
    expect(modeOf(intoLibrary.value.path)).toBe(0o600);
  });

  it('tightens a 0644 trace from before when it is opened for writing (a note added from the Traces screen)', async () => {
    const opened = TraceRecorder.open({ dir: work, conn: 'c1', target: TARGET, mcpscopeVersion: '0.0.0' });
    if (!opened.ok) throw new Error(opened.error.message);
    opened.value.write({ t: Date.now(), conn: 'c1', kind: 'lifecycle', state: 'closed' });
    opened.value.close();
    chmodSync(opened.value.path, 0o644);
    const noted = await new TraceLibrary(work, () => new Set()).addNote(path.basename(opened.value.path), { text: 'seen' });
    expect(noted.ok, JSON.stringify(noted)).toBe(true);
    expect(modeOf(opened.value.path)).toBe(0o600);
  });
});
