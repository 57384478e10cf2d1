import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { escalateStop, processTree, treeSpawnOptions, type WindowsTreeKiller } from './process-tree';
import { processAlive as alive } from './test-support';

const children: ChildProcess[] = [];
/** Only the real taskkill would reach these on Windows; the injected one does not, so they are ended here. */
const grandchildren: number[] = [];

/** A real Node process, spawned the way spawn-server.ts spawns for `platform`, that starts a grandchild and prints its pid. */
function serverWithGrandchild(platform: NodeJS.Platform, script = ''): Promise<{ pid: number; grandchild: number }> {
  const child = spawn(
    process.execPath,
    ['-e', `${script}; const g = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log(g.pid); setInterval(() => {}, 1000);`],
    { stdio: ['ignore', 'pipe', 'ignore'], ...treeSpawnOptions(platform) },
  );
  children.push(child);
  return new Promise((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => {
      const grandchild = Number(String(chunk).trim());
      grandchildren.push(grandchild);
      resolve({ pid: child.pid!, grandchild });
    }),
  );
}

afterEach(() => {
  // Negative: the POSIX group, where there is one.
  for (const pid of [...children.splice(0).flatMap((child) => [-child.pid!, child.pid!]), ...grandchildren.splice(0)]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

describe('processTree on POSIX (Linux and macOS)', () => {
  it('spawns servers as process-group leaders, and stops the grandchildren with them', async () => {
    expect(treeSpawnOptions('linux')).toEqual({ detached: true });
    expect(treeSpawnOptions('darwin')).toEqual({ detached: true });
    const { pid, grandchild } = await serverWithGrandchild('linux');
    const tree = processTree(pid, 'linux');
    expect(tree.alive()).toBe(true);
    expect(tree.signal('SIGTERM')).toBe(true);
    expect(await tree.waitForExit(5_000)).toBe(true);
    expect(alive(grandchild)).toBe(false);
    expect(tree.signal('SIGTERM')).toBe(false);
  });

  it('escalates to SIGKILL for a group that ignores SIGTERM', async () => {
    const { pid, grandchild } = await serverWithGrandchild('linux', `process.on('SIGTERM', () => {})`);
    const tree = processTree(pid, 'linux');
    await escalateStop(tree, 300);
    expect(await tree.waitForExit(5_000)).toBe(true);
    expect(alive(grandchild)).toBe(false);
  });

  it('kills the group synchronously with killNow()', async () => {
    const { pid, grandchild } = await serverWithGrandchild('linux', `process.on('SIGTERM', () => {})`);
    processTree(pid, 'linux').killNow();
    await expect.poll(() => alive(grandchild), { timeout: 5_000 }).toBe(false);
  });
});

/**
 * The Windows path, run on Linux: the real taskkill cannot run here, so an injected killer stands
 * in for it and ends the process itself. What is tested is our side: which pid is handed to the
 * tree kill, when, and that the tree is seen gone afterwards. taskkill's own /T is untested here.
 */
describe('processTree on Windows (injected taskkill)', () => {
  function fakeTaskkill(): WindowsTreeKiller & { calls: string[] } {
    const calls: string[] = [];
    const end = (pid: number) => process.kill(pid, 'SIGKILL');
    return {
      calls,
      kill: (pid) => {
        calls.push(`taskkill /pid ${pid} /T /F`);
        end(pid);
      },
      killSync: (pid) => {
        calls.push(`taskkill /pid ${pid} /T /F (sync)`);
        end(pid);
      },
    };
  }

  it('spawns servers without detaching: Windows has no process groups', () => {
    expect(treeSpawnOptions('win32')).toEqual({ detached: false });
  });

  it('kills the whole tree for any signal, as there is no polite one, and only while the server lives', async () => {
    const { pid } = await serverWithGrandchild('win32');
    const taskkill = fakeTaskkill();
    const tree = processTree(pid, 'win32', taskkill);
    expect(tree.alive()).toBe(true);
    expect(tree.signal('SIGTERM')).toBe(true);
    expect(await tree.waitForExit(5_000)).toBe(true);
    expect(tree.signal('SIGKILL')).toBe(false);
    expect(taskkill.calls).toEqual([`taskkill /pid ${pid} /T /F`]);
  });

  it('kills synchronously with killNow(), and not at all once the server is gone', async () => {
    const { pid } = await serverWithGrandchild('win32');
    const taskkill = fakeTaskkill();
    const tree = processTree(pid, 'win32', taskkill);
    tree.killNow();
    expect(await tree.waitForExit(5_000)).toBe(true);
    tree.killNow();
    expect(taskkill.calls).toEqual([`taskkill /pid ${pid} /T /F (sync)`]);
  });
});
