/**
 * Launchers such as `npx` start the program as a grandchild (npm exec runs it through a shell), and
 * a SIGTERM to the launcher alone left those grandchildren running with our pipes open: the bench
 * printed its summary and never exited (B12), and the leftover servers loaded later figures. A
 * launcher is therefore started in its own process group and stopped as a group.
 */
import { spawn, type ChildProcessByStdio, type SpawnOptionsWithoutStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** stdin ignored; stdout and stderr piped to the bench. */
export type GroupLeader = ChildProcessByStdio<null, Readable, Readable>;

/** Past this after SIGTERM, the group is killed. */
const TERM_GRACE_MS = 5_000;

export function spawnGroup(command: string, args: readonly string[], options: SpawnOptionsWithoutStdio): GroupLeader {
  return spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
}

function signalGroup(child: GroupLeader, signal: NodeJS.Signals): void {
  try {
    // A negative pid signals the whole group, whose id is the leader's pid.
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** SIGTERM to the whole group, SIGKILL if the leader has not exited after a grace period; resolves once it has. */
export async function stopGroup(child: GroupLeader): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child, 'SIGTERM');
    const grace = setTimeout(() => signalGroup(child, 'SIGKILL'), TERM_GRACE_MS);
    await exited;
    clearTimeout(grace);
  }
  // Grandchildren that ignored SIGTERM would still hold the pipes open.
  signalGroup(child, 'SIGKILL');
  child.stdout.destroy();
  child.stderr.destroy();
}
