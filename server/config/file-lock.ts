/**
 * The cross-process lock around each read-modify-write of a shared file (issue 19, item 5): the
 * bridge, `mcpscope scan`, `replay` and a second bridge all rewrite auth.json and the other config
 * stores, and without it one process's write drops what another just added. proper-lockfile makes
 * a `<file>.lock` folder (mkdir is atomic on every OS), refreshes it while held, and takes over one
 * whose holder stopped refreshing it (a crashed process).
 */
import { lock, type LockOptions } from 'proper-lockfile';
import { err, type Result } from '../../src/core/result';

/** The retry schedule proper-lockfile takes (the `retry` package's options). */
type Wait = Exclude<LockOptions['retries'], number | undefined>;

/** A held lock is refreshed every 5 s; one left untouched for 10 s belongs to a process that died. */
const STALE_MS = 10_000;

/**
 * Backs off from 10 ms to 1 s, about 15 s in all: past STALE_MS, so a dead holder's lock is taken
 * over instead of reported; a live one holds it for a few milliseconds per write.
 */
const WAIT: Wait = { retries: 30, factor: 1.3, minTimeout: 10, maxTimeout: 1_000 };

const LOCK_OPTIONS = {
  // The first write takes the lock before the file exists.
  realpath: false,
  stale: STALE_MS,
  // By default a lock lost while held throws from a timer, which would stop the bridge; releasing
  // it then fails with ERELEASED, and that is reported below instead.
  onCompromised: () => undefined,
};

/**
 * Runs `step` while holding the lock of `file`. A lock that cannot be taken within `wait` (tests
 * shorten it) is a `timed_out` error; a step that throws is an `internal` one.
 */
export async function withFileLock<T>(file: string, step: () => Promise<Result<T>>, wait: Wait = WAIT): Promise<Result<T>> {
  let release: () => Promise<void>;
  try {
    release = await lock(file, { ...LOCK_OPTIONS, retries: wait });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      return err('timed_out', `${file} is locked by another mcpscope process; try again, or delete ${file}.lock if none is running`);
    }
    return err('internal', `cannot lock ${file}: ${(error as Error).message}`);
  }
  let result: Result<T>;
  try {
    result = await step();
  } catch (error) {
    result = err('internal', `cannot save ${file}: ${(error as Error).message}`);
  }
  try {
    await release();
  } catch (error) {
    // The step is done, but maybe after another process took the lock over: this change may be lost.
    if (result.ok) return err('internal', `lost the lock on ${file} while saving, so another process may have overwritten this change: ${(error as Error).message}`);
  }
  return result;
}
