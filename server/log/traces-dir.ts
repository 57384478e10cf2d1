import { mkdirSync } from 'node:fs';
import { mcpscopeFolders } from '../config/folders';
import { OWNER_DIR, tightenMode } from '../config/owner-only';

/** Where traces go unless the user says otherwise: `<data>/traces` (server/config/folders.ts). */
export function defaultTracesDir(): string {
  return mcpscopeFolders().traces;
}

/**
 * The traces folder, made owner-only (0700) and tightened when found looser, as the config folder
 * is (issue 17, finding 5): traces hold what servers answered and how they were started. Called
 * when a bridge starts and when `mcpscope record` writes into it.
 */
export function ownTracesDir(dir: string, warn: (line: string) => void): string {
  try {
    mkdirSync(dir, { recursive: true, mode: OWNER_DIR });
    tightenMode(dir, OWNER_DIR);
  } catch (error) {
    // Not fatal here: the session that then cannot write its trace says so itself.
    warn(`mcpscope: cannot make the traces folder ${dir} owner-only: ${(error as Error).message}`);
  }
  return dir;
}
