/**
 * A small JSON file holding one map, `{ "version": 1, "<field>": { key: value } }`, under the
 * user's config directory: read once, kept in memory, rewritten atomically (owner-only) after
 * each change, one write at a time. Entries that do not parse are skipped with a warning: a hand
 * edit gone wrong must not stop the bridge.
 */
import { readFile } from 'node:fs/promises';
import type { Result } from '../../src/core/result';
import { FileWriteQueue } from './write-queue';

export class JsonMapFile<T> {
  private readonly entries = new Map<string, T>();
  private readonly saver: FileWriteQueue;

  private constructor(
    readonly file: string,
    private readonly field: string,
  ) {
    this.saver = new FileWriteQueue(file);
  }

  static async open<T>(file: string, field: string, parse: (json: unknown) => Result<T>, warn: (line: string) => void): Promise<JsonMapFile<T>> {
    const map = new JsonMapFile<T>(file, field);
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const stored = parsed[field];
      for (const [key, json] of Object.entries(typeof stored === 'object' && stored !== null ? stored : {})) {
        const value = parse(json);
        if (value.ok) map.entries.set(key, value.value);
        else warn(`mcpscope: ${file}: ignoring ${JSON.stringify(key)}: ${value.error.message}`);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn(`mcpscope: ignoring ${file}: ${(error as Error).message}`);
    }
    return map;
  }

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  /** `undefined` removes the entry. Resolves once the file holds this change. */
  set(key: string, value: T | undefined): Promise<Result<void>> {
    if (value === undefined) this.entries.delete(key);
    else this.entries.set(key, value);
    return this.saver.write(`${JSON.stringify({ version: 1, [this.field]: Object.fromEntries(this.entries) }, null, 2)}\n`);
  }
}
