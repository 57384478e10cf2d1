/**
 * Saves a config file atomically, one write at a time: two quick changes must land in the order
 * they were made, or the older content could be renamed over the newer.
 */
import { err, ok, type Result } from '../../src/core/result';
import { writeFileAtomic } from './atomic-write';

export class FileWriteQueue {
  private writes: Promise<unknown> = Promise.resolve();

  constructor(readonly file: string) {}

  /** Resolves once the file holds `text` (or the write failed, as an error value). */
  async write(text: string): Promise<Result<void>> {
    const write = this.writes.then(() => writeFileAtomic(this.file, text));
    // A failed write must not block the ones after it.
    this.writes = write.catch(() => undefined);
    try {
      await write;
      return ok(undefined);
    } catch (error) {
      return err('internal', `could not save ${this.file}: ${(error as Error).message}`);
    }
  }
}
