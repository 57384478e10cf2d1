/**
 * Signals for a whole process group. Servers are spawned `detached`, which makes the child the
 * leader of a new group (pgid = pid); `npx`, `uvx` and shell-less wrappers start grandchildren in
 * it, and signalling the group reaches them too, so none outlive the bridge.
 */

/** Sends `signal` to every process in the group. False when none is left (ESRCH). */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

export function groupAlive(pgid: number): boolean {
  return signalGroup(pgid, 0);
}

/** Resolves true once the group is gone, or false after `ms`. Polls: Node has no event for a group. */
export function waitForGroupExit(pgid: number, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const deadline = Date.now() + ms;
    const check = (): void => {
      if (!groupAlive(pgid)) resolve(true);
      else if (Date.now() >= deadline) resolve(false);
      else setTimeout(check, 25).unref();
    };
    check();
  });
}

/**
 * MCP lifecycle, "Shutdown" (stdio), after stdin was closed: wait, then SIGTERM, then SIGKILL.
 * Resolves once the group is gone or SIGKILL was sent. Timers are unref'd.
 */
export async function escalateGroupStop(pgid: number, graceMs: number): Promise<void> {
  if (await waitForGroupExit(pgid, graceMs)) return;
  signalGroup(pgid, 'SIGTERM');
  if (await waitForGroupExit(pgid, graceMs)) return;
  signalGroup(pgid, 'SIGKILL');
}
