/**
 * A small JSON file holding one map, `{ "version": 1, "<field>": { key: value } }`, under the
 * user's config directory: read when opened and kept in memory; each change re-reads the file and
 * changes only its own entry (SharedFile: atomic, owner-only, locked), so entries another mcpscope
 * process wrote meanwhile are kept. Entries that do not parse are skipped with a warning when
 * opened, and left in the file as they are: a hand edit gone wrong must not stop the bridge.
 */
import { ok, type Result } from '../../src/core/result';
import { SharedFile } from './shared-file';

type Stored = Record<string, unknown>;

export class JsonMapFile<T> {
  private entries = new Map<string, T>();
  private readonly shared: SharedFile;
  /** The file's version (SharedFile.version) `entries` were read from; undefined: read it again. */
  private version: string | undefined;

  private constructor(
    readonly file: string,
    private readonly field: string,
    private readonly parse: (json: unknown) => Result<T>,
  ) {
    this.shared = new SharedFile(file);
  }

  static async open<T>(file: string, field: string, parse: (json: unknown) => Result<T>, warn: (line: string) => void): Promise<JsonMapFile<T>> {
    const map = new JsonMapFile<T>(file, field, parse);
    try {
      map.version = map.shared.version();
      map.remember(mapIn(await map.shared.read(), field), (key, message) => warn(`mcpscope: ${file}: ignoring ${JSON.stringify(key)}: ${message}`));
    } catch (error) {
      warn(`mcpscope: ignoring ${file}: ${(error as Error).message}`);
    }
    return map;
  }

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  /**
   * Takes in what another process saved since this one last read or wrote the file (a sign-in by
   * `mcpscope scan` while the bridge runs); cheap when nothing changed, the file missing included: one stat.
   */
  async reload(): Promise<void> {
    const version = this.shared.version();
    if (version === this.version) return;
    try {
      this.remember(mapIn(await this.shared.read(), this.field));
      this.version = version;
    } catch {
      // Not JSON (a hand edit under way): keep what was read last; open() already warned once.
    }
  }

  /** `undefined` removes the entry. Resolves once the file holds this change. */
  set(key: string, value: T | undefined): Promise<Result<void>> {
    return this.update(key, () => value);
  }

  /** Changes one entry as the file holds it now, which may be newer than what this process read. */
  update(key: string, change: (current: T | undefined) => T | undefined): Promise<Result<void>> {
    // Written here, so the next reload reads it once: simpler than tracking our own versions.
    this.version = undefined;
    return this.shared.update((text) => {
      const stored = mapOrEmpty(text, this.field);
      const current = this.parse(stored[key]);
      const next = change(current.ok ? current.value : undefined);
      if (next === undefined) delete stored[key];
      else stored[key] = next;
      this.remember(stored);
      return ok({ text: `${JSON.stringify({ version: 1, [this.field]: stored }, null, 2)}\n`, value: undefined });
    });
  }

  private remember(stored: Stored, skipped: (key: string, message: string) => void = () => undefined): void {
    const entries = new Map<string, T>();
    for (const [key, json] of Object.entries(stored)) {
      const value = this.parse(json);
      if (value.ok) entries.set(key, value.value);
      else skipped(key, value.error.message);
    }
    this.entries = entries;
  }
}

/** The map as `text` holds it; throws when the text is not JSON. */
function mapIn(text: string | undefined, field: string): Stored {
  if (text === undefined) return {};
  const stored = (JSON.parse(text) as Stored | null)?.[field];
  return typeof stored === 'object' && stored !== null ? { ...(stored as Stored) } : {};
}

/** A file that is not JSON counts as empty: it was ignored when opened, and this write replaces it. */
function mapOrEmpty(text: string | undefined, field: string): Stored {
  try {
    return mapIn(text, field);
  } catch {
    return {};
  }
}
