/**
 * Following a trace as `mcpscope record` writes it (issue 5, item 7), over real files: lines
 * appended in pieces, a half-written line held back, the end record, and a recorder killed before
 * it could write one.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TraceFollowEnd, TraceWriterProcess } from '../../src/core/traces-api';
import { followTrace, type TraceFollower } from './trace-follower';
import { TraceLibrary } from './trace-library';

const NAME = '2026-01-02T03-04-05-678Z_record_a1b2c3.jsonl';
const line = (value: object) => `${JSON.stringify(value)}\n`;
const header = (recorder: TraceWriterProcess) =>
  line({ format: 'mcpscope-trace', version: 1, createdAt: '2026-01-02T03:04:05.678Z', mcpscopeVersion: '0.0.0-test', conn: 'record', target: { transport: 'stdio', command: 'node', args: ['server.js'] }, recorder });
const ping = (id: number) => line({ t: id, conn: 'record', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id, method: 'ping' } });
const closed = line({ t: 99, conn: 'record', kind: 'lifecycle', state: 'closed' });

let dir: string;
let file: string;
let library: TraceLibrary;
let follower: TraceFollower | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mcpscope-follow-'));
  file = path.join(dir, NAME);
  library = new TraceLibrary(dir, () => new Set());
});
afterEach(() => {
  follower?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Follows the file from its current end, collecting what arrives. */
function follow() {
  const lines: string[] = [];
  const offsets: number[] = [];
  let ended: { reason: TraceFollowEnd; at: number } | undefined;
  follower = followTrace({
    file,
    from: statSync(file).size,
    writerState: () => library.writing(NAME),
    onLines: (chunk) => {
      lines.push(...chunk.lines);
      offsets.push(chunk.to);
    },
    onEnd: (end) => (ended = end),
    pollMs: 20,
  });
  return { lines, offsets, ended: () => ended };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('followTrace', () => {
  it('passes on lines appended in pieces only once each is complete, and ends at the end record', async () => {
    writeFileSync(file, header({ pid: process.pid, host: hostname() }) + ping(1));
    const seen = follow();
    const second = ping(2);
    appendFileSync(file, second.slice(0, 20));
    await pause(150);
    expect(seen.lines).toEqual([]);
    expect(await library.writing(NAME)).toBe('writing');

    appendFileSync(file, second.slice(20) + ping(3));
    await expect.poll(() => seen.lines).toEqual([second.trimEnd(), ping(3).trimEnd()]);
    expect(seen.ended()).toBeUndefined();

    appendFileSync(file, closed);
    await expect.poll(() => seen.ended()).toEqual({ reason: 'ended', at: statSync(file).size });
    expect(seen.lines.at(-1)).toBe(closed.trimEnd());
    expect(seen.offsets.at(-1)).toBe(statSync(file).size);
    // The library agrees: the recorder still runs, but the recording is finished.
    expect(await library.list()).toMatchObject({ ok: true, value: [{ name: NAME, live: false }] });
  });

  it('ends as interrupted when the recorder is gone without an end record, after sending its last complete lines', async () => {
    // As a killed recorder leaves its file: the process gone, no end record, a torn line at the end.
    const head = header({ pid: await deadPid(), host: hostname() });
    writeFileSync(file, head + ping(1) + ping(2) + ping(3).slice(0, 10));
    expect(await library.list()).toMatchObject({ ok: true, value: [{ name: NAME, live: false, interrupted: true }] });
    expect(await library.writing(NAME)).toBe('interrupted');

    const seen: string[] = [];
    let ended: { reason: TraceFollowEnd; at: number } | undefined;
    follower = followTrace({ file, from: Buffer.byteLength(head), writerState: () => library.writing(NAME), onLines: (chunk) => seen.push(...chunk.lines), onEnd: (end) => (ended = end), pollMs: 20 });
    await expect.poll(() => ended).toEqual({ reason: 'interrupted', at: Buffer.byteLength(head + ping(1) + ping(2)) });
    expect(seen).toEqual([ping(1).trimEnd(), ping(2).trimEnd()]);
  });

  it('ends as truncated when the file is replaced by a shorter one (record --out relaunched)', async () => {
    writeFileSync(file, header({ pid: process.pid, host: hostname() }) + ping(1) + ping(2));
    const seen = follow();
    writeFileSync(file, header({ pid: process.pid, host: hostname() }));
    await expect.poll(() => seen.ended()).toMatchObject({ reason: 'truncated' });
  });

  it('treats a recorder on another host as gone: its pid cannot be checked from here', async () => {
    writeFileSync(file, header({ pid: process.pid, host: `not-${hostname()}` }) + ping(1));
    expect(await library.writing(NAME)).toBe('interrupted');
  });
});
