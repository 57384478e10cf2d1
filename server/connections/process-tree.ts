/**
 * Stopping a server together with everything it started (issue 2: no orphan servers; issue 19,
 * item 6: on every OS). `npx`, `uvx` and `.cmd` shims put a launcher between us and the server,
 * so signalling the one process we spawned would leave the real server running.
 *
 * - POSIX (Linux, macOS): the server is spawned `detached`, which makes it the leader of a new
 *   process group (pgid = pid); a signal to `-pgid` reaches every process in it.
 * - Windows has no process groups and no polite signal for a console process (Node emulates
 *   SIGTERM as TerminateProcess). The polite step there is stdin closing, which the callers do
 *   first (MCP lifecycle, "Shutdown"); every later step kills the tree with `taskkill /T /F`.
 *   A process whose parent already exited is no longer in the tree, so grandchildren that outlive
 *   the server's own exit are not reached (that would take a Job Object, which Node cannot create).
 *
 * `platform` is injectable so both paths are unit-tested on Linux.
 */
import { spawnSync } from 'node:child_process';
import treeKill from 'tree-kill';

export interface ProcessTree {
  /**
   * POSIX: `signal` to the whole group. Windows: any signal kills the whole tree. False when
   * nothing was left to signal.
   */
  signal(signal: NodeJS.Signals): boolean;
  alive(): boolean;
  /**
   * Resolves true once the tree is gone, or false after `ms`. Polls, as Node has no event for a
   * group, on timers that keep the process up for at most `ms`: once the server's pipes close
   * they may be all that is left, and a command awaiting the stop (check) must not just end.
   */
  waitForExit(ms: number): Promise<boolean>;
  /** Synchronous, so it works inside process.on('exit'): the last resort. */
  killNow(): void;
}

/** How a Windows tree is killed; injected in tests, which cannot run taskkill. */
export interface WindowsTreeKiller {
  /** Asynchronous; the outcome is observed through alive(). */
  kill(pid: number): void;
  killSync(pid: number): void;
}

const TASKKILL: WindowsTreeKiller = {
  // tree-kill runs `taskkill /pid <pid> /T /F` (the pid is an integer, so its exec() quotes nothing).
  kill: (pid) => treeKill(pid, 'SIGKILL', () => undefined),
  killSync: (pid) => spawnSync('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true }),
};

const POLL_MS = 25;

/** The spawn options that make the child the root of a tree `processTree` can stop. */
export function treeSpawnOptions(platform: NodeJS.Platform = process.platform): { detached: boolean } {
  // On Windows `detached` would only give the server a console of its own; it groups nothing.
  return { detached: platform !== 'win32' };
}

export function processTree(pid: number, platform: NodeJS.Platform = process.platform, windows: WindowsTreeKiller = TASKKILL): ProcessTree {
  const signal = platform === 'win32' ? windowsSignal(pid, windows) : (sig: NodeJS.Signals) => signalPid(-pid, sig);
  const alive = platform === 'win32' ? () => processExists(pid) : () => signalPid(-pid, 0);
  return {
    signal,
    alive,
    waitForExit: (ms) => waitUntilGone(alive, ms),
    killNow: () => {
      if (!alive()) return;
      if (platform === 'win32') windows.killSync(pid);
      else signalPid(-pid, 'SIGKILL');
    },
  };
}

/** Whether a process with this pid exists, on any OS. */
export function processExists(pid: number): boolean {
  return signalPid(pid, 0);
}

/**
 * MCP lifecycle, "Shutdown" (stdio), after stdin was closed: wait, then SIGTERM, then SIGKILL.
 * Resolves once the tree is gone or SIGKILL was sent.
 */
export async function escalateStop(tree: ProcessTree, graceMs: number): Promise<void> {
  if (await tree.waitForExit(graceMs)) return;
  tree.signal('SIGTERM');
  if (await tree.waitForExit(graceMs)) return;
  tree.signal('SIGKILL');
}

function windowsSignal(pid: number, windows: WindowsTreeKiller): (signal: NodeJS.Signals) => boolean {
  return () => {
    if (!processExists(pid)) return false;
    windows.kill(pid);
    return true;
  };
}

/** process.kill, with "no such process" (ESRCH) as false. A negative pid names a POSIX group. */
function signalPid(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

function waitUntilGone(alive: () => boolean, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const deadline = Date.now() + ms;
    const check = (): void => {
      if (!alive()) resolve(true);
      else if (Date.now() >= deadline) resolve(false);
      else setTimeout(check, POLL_MS);
    };
    check();
  });
}
