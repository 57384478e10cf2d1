import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processExists } from './connections/process-tree';
import { launcherGone } from './process-exit';

describe('launcherGone', () => {
  it('sees a POSIX launcher gone by the changed ppid (the bridge was reparented)', () => {
    expect(launcherGone(4242, 4242, () => true)).toBe(false);
    expect(launcherGone(4242, 1, () => true)).toBe(true);
  });

  it('sees a Windows launcher gone by its pid, as Windows keeps the old ppid', async () => {
    const launcher = spawn(process.execPath, ['-e', '']);
    const pid = launcher.pid!;
    expect(launcherGone(pid, pid, processExists)).toBe(false);
    await new Promise((resolve) => launcher.once('exit', resolve));
    expect(launcherGone(pid, pid, processExists)).toBe(true);
  });
});
