import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSpaStale, spaLayout } from './spa-build';

describe('isSpaStale', () => {
  let root: string;
  const layout = () => spaLayout(root);

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-spa-'));
    await mkdir(path.join(root, 'src', 'features'), { recursive: true });
    await writeFile(path.join(root, 'src', 'features', 'a.tsx'), '');
    await writeFile(path.join(root, 'index.html'), '');
    await writeFile(path.join(root, 'vite.config.ts'), '');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function touch(file: string, secondsFromNow: number): Promise<void> {
    const time = new Date(Date.now() + secondsFromNow * 1000);
    await utimes(file, time, time);
  }

  async function build(): Promise<string> {
    const index = path.join(root, 'dist', 'spa', 'index.html');
    await mkdir(path.dirname(index), { recursive: true });
    await writeFile(index, '<!doctype html>');
    await touch(index, 10);
    return index;
  }

  it('is stale when nothing was built', async () => {
    expect(await isSpaStale(layout())).toBe(true);
  });

  it('is fresh when the build is newer than every source', async () => {
    await build();
    expect(await isSpaStale(layout())).toBe(false);
  });

  it('is stale when a nested source changed after the build', async () => {
    await build();
    await touch(path.join(root, 'src', 'features', 'a.tsx'), 20);
    expect(await isSpaStale(layout())).toBe(true);
  });

  it('ignores test files, which are not part of the bundle', async () => {
    await build();
    const test = path.join(root, 'src', 'features', 'a.test.ts');
    await writeFile(test, '');
    await touch(test, 20);
    expect(await isSpaStale(layout())).toBe(false);
  });
});
