import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWriteQueue } from './write-queue';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-write-queue-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('FileWriteQueue', () => {
  it('lands quick successive writes in order, so the file ends with the last change', async () => {
    const queue = new FileWriteQueue(path.join(dir, 'policy.json'));
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => queue.write(`${index}\n`)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(readFileSync(queue.file, 'utf8')).toBe('19\n');
  });

  it('reports a failed write as an error value naming the file, and the next write still happens', async () => {
    const blocker = path.join(dir, 'not-a-dir');
    writeFileSync(blocker, '');
    const failing = new FileWriteQueue(path.join(blocker, 'policy.json'));
    const failed = await failing.write('x');
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error).toMatchObject({ code: 'internal', message: expect.stringContaining(blocker) as unknown });

    rmSync(blocker);
    expect((await failing.write('after\n')).ok).toBe(true);
    expect(readFileSync(failing.file, 'utf8')).toBe('after\n');
  });
});
