/**
 * Replace a file so that a reader sees the old or the new content, never half of it: write a
 * sibling temp file, flush it, rename it over the target. Created owner-only (0600) because
 * saved connections can hold API keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_DIR, OWNER_FILE } from './owner-only';

export async function writeFileAtomic(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: OWNER_DIR });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'wx', OWNER_FILE);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
