/**
 * A config file that more than one mcpscope process rewrites (auth.json, pins, triage, the flow
 * policy, saved connections). Every change is a read-modify-write of the current file, one at a
 * time in this process (two quick changes land in the order they were made) and under the
 * cross-process lock (file-lock.ts), so a concurrent `mcpscope scan` or second bridge keeps its
 * changes too. The write itself is atomic and owner-only (atomic-write.ts).
 *
 * A file missing from the config folder is read from where earlier versions kept it (folders.ts);
 * the next change saves it in the new place, and the old copy is left as it is.
 */
import { statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { err, ok, type Result } from '../../src/core/result';
import { writeFileAtomic } from './atomic-write';
import { withFileLock } from './file-lock';
import { legacyCopyOf } from './folders';
import { OWNER_DIR } from './owner-only';

/** What a change makes of the current text: the text to write and the answer; an error writes nothing. */
export type FileChange<T> = (current: string | undefined) => Result<{ text: string; value: T }>;

export class SharedFile {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    /** Read while `file` does not exist. */
    private readonly legacy: string | null = legacyCopyOf(file),
  ) {}

  /** The current text (undefined when neither the file nor its legacy copy exists), after this process's pending changes. */
  read(): Promise<string | undefined> {
    return this.serially(() => this.readNow());
  }

  /**
   * Changes whenever what read() answers could change: the file is rewritten (every write is a
   * rename, so a new inode), or, while it does not exist, its legacy copy. "none" while neither
   * exists, so a missing file is not read again and again. Synchronous: the token store asks before
   * every HTTP request to a server (auth/token-store.ts), and a stat through the thread pool cost
   * each request two more wake-ups on a busy machine (issue 24, B11).
   */
  version(): string {
    for (const [index, file] of this.readFrom().entries()) {
      const found = statSync(file, { throwIfNoEntry: false });
      if (found) return `${index}:${found.ino}:${found.mtimeMs}:${found.size}`;
    }
    return 'none';
  }

  /** Resolves once the file holds the change, or with why it could not. */
  update<T>(change: FileChange<T>): Promise<Result<T>> {
    return this.serially(async () => {
      try {
        await mkdir(path.dirname(this.file), { recursive: true, mode: OWNER_DIR });
      } catch (error) {
        return err('internal', `could not save ${this.file}: ${(error as Error).message}`);
      }
      return withFileLock(this.file, async () => {
        const changed = change(await this.readNow());
        if (!changed.ok) return changed;
        await writeFileAtomic(this.file, changed.value.text);
        return ok(changed.value.value);
      });
    });
  }

  /** Replaces the whole file. */
  write(text: string): Promise<Result<void>> {
    return this.update(() => ok({ text, value: undefined }));
  }

  private async readNow(): Promise<string | undefined> {
    for (const file of this.readFrom()) {
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return undefined;
  }

  /** Where read() looks, in order: the file, then its legacy copy. */
  private readFrom(): string[] {
    return this.legacy === null ? [this.file] : [this.file, this.legacy];
  }

  private serially<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step, step);
    // A failed step must not block the ones after it.
    this.queue = next.catch(() => undefined);
    return next;
  }
}
