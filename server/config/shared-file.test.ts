import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../src/core/result';
import { withFileLock } from './file-lock';
import { SharedFile } from './shared-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-shared-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('SharedFile', () => {
  it('lands quick successive writes in order, so the file ends with the last change', async () => {
    const shared = new SharedFile(path.join(dir, 'policy.json'), null);
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => shared.write(`${index}\n`)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(readFileSync(shared.file, 'utf8')).toBe('19\n');
  });

  it('reports a failed write as an error value naming the file, and the next write still happens', async () => {
    const blocker = path.join(dir, 'not-a-dir');
    writeFileSync(blocker, '');
    const failing = new SharedFile(path.join(blocker, 'policy.json'), null);
    const failed = await failing.write('x');
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error).toMatchObject({ code: 'internal', message: expect.stringContaining(blocker) as unknown });

    rmSync(blocker);
    expect((await failing.write('after\n')).ok).toBe(true);
    expect(readFileSync(failing.file, 'utf8')).toBe('after\n');
  });

  it('reads the old folder\'s copy while the new file is missing, saves the change in the new folder, and leaves the old copy', async () => {
    const legacy = path.join(dir, 'old', 'pins.json');
    mkdirSync(path.dirname(legacy));
    writeFileSync(legacy, 'from before\n');
    const shared = new SharedFile(path.join(dir, 'new', 'pins.json'), legacy);
    expect(await shared.read()).toBe('from before\n');

    expect(await shared.update((current) => ok({ text: `${current}and now\n`, value: undefined }))).toEqual(ok(undefined));
    expect(readFileSync(shared.file, 'utf8')).toBe('from before\nand now\n');
    expect(readFileSync(legacy, 'utf8')).toBe('from before\n');
    expect(await shared.read()).toBe('from before\nand now\n');
  });
});

describe('SharedFile.version', () => {
  it('stays the same while neither the file nor its legacy copy exists, so a missing file is not read on every request (issue 24, B11)', () => {
    const shared = new SharedFile(path.join(dir, 'new', 'auth.json'), path.join(dir, 'old', 'auth.json'));
    expect(shared.version()).toBe(shared.version());
  });

  it('changes when the legacy copy appears or is rewritten while the file is missing, and when the file appears', () => {
    const legacy = path.join(dir, 'old', 'auth.json');
    const shared = new SharedFile(path.join(dir, 'new', 'auth.json'), legacy);
    const seen = [shared.version()];
    mkdirSync(path.dirname(legacy));
    writeFileSync(legacy, '{}\n');
    seen.push(shared.version());
    writeFileSync(`${legacy}.next`, '{ "version": 1 }\n');
    renameSync(`${legacy}.next`, legacy);
    seen.push(shared.version());
    mkdirSync(path.dirname(shared.file));
    writeFileSync(shared.file, '{}\n');
    seen.push(shared.version());
    expect(new Set(seen).size).toBe(4);
  });
});

describe('the cross-process lock', () => {
  it('takes over a lock left by a process that died (not refreshed for longer than the stale time)', async () => {
    const file = path.join(dir, 'auth.json');
    mkdirSync(`${file}.lock`);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${file}.lock`, aMinuteAgo, aMinuteAgo);
    expect(await new SharedFile(file, null).write('{}\n')).toEqual(ok(undefined));
    expect(readFileSync(file, 'utf8')).toBe('{}\n');
  });

  it('a lock another process holds, past the wait, is a timed_out error value, and nothing is written', async () => {
    const file = path.join(dir, 'auth.json');
    mkdirSync(`${file}.lock`);
    let ran = false;
    const locked = await withFileLock(file, () => Promise.resolve(ok((ran = true))), { retries: 0 });
    expect(locked).toMatchObject({ ok: false, error: { code: 'timed_out', message: expect.stringContaining('locked by another mcpscope process') as unknown } });
    expect(ran).toBe(false);
  });

  it('two processes adding tokens to one auth.json at the same time keep every entry', async () => {
    const file = path.join(dir, 'auth.json');
    const COUNT = 40;
    const script = fileURLToPath(new URL('./fixtures/add-tokens.ts', import.meta.url));
    const children = ['bridge', 'scan'].map((prefix) => spawn(process.execPath, ['--import', 'tsx', script, file, prefix, String(COUNT)], { stdio: ['pipe', 'pipe', 'pipe'] }));
    const stderr = children.map((child) => {
      let text = '';
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      return () => text;
    });
    // Both loaded and waiting, then told to go together: their writes interleave.
    await Promise.all(children.map(async (child) => once(createInterface({ input: child.stdout }), 'line')));
    for (const child of children) child.stdin.write('go\n');
    const codes = await Promise.all(children.map(async (child) => (await once(child, 'exit'))[0] as number));
    expect(codes, stderr.map((text) => text()).join('\n')).toEqual([0, 0]);

    const servers = (JSON.parse(readFileSync(file, 'utf8')) as { servers: Record<string, { tokens: { access_token: string } }> }).servers;
    const tokens = Object.values(servers).map((entry) => entry.tokens.access_token);
    expect(tokens).toHaveLength(2 * COUNT);
    expect(new Set(tokens)).toEqual(new Set(['bridge', 'scan'].flatMap((prefix) => Array.from({ length: COUNT }, (_, index) => `${prefix}-${index}`))));
  }, 60_000);
});
