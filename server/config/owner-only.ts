/**
 * Files and folders only their owner can read (issue 7 for tokens; issue 17, finding 5 for traces,
 * which hold whatever servers answered and the targets they were started with). Created with these
 * modes, and tightened when found looser: made before this rule, or loosened by hand.
 */
import { chmodSync, statSync } from 'node:fs';

export const OWNER_FILE = 0o600;
export const OWNER_DIR = 0o700;

/** Takes group and other permissions off `file` (OWNER_FILE or OWNER_DIR); a missing one is left alone. */
export function tightenMode(file: string, mode: typeof OWNER_FILE | typeof OWNER_DIR): void {
  try {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
