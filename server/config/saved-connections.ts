/**
 * Saved connections (issue 3, section 12): `<config dir>/connections.json`, itself an mcp.json in
 * the `mcpServers` format, so the file can be handed to Claude Desktop or Cursor as is. It holds
 * secrets in clear (that is its point), so it is written owner-only and atomically.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NamedConnectRequest, SavedConnections } from '../../src/core/bridge-api';
import { exportMcpConfig, parseMcpConfig } from '../../src/core/mcp-config';
import { err, ok, type Result } from '../../src/core/result';
import { writeFileAtomic } from './atomic-write';
import { configDir } from './config-dir';

export const SAVED_CONNECTIONS_FILE = 'connections.json';

export interface SavedConnectionsStore {
  readonly file: string;
  /** A missing file is an empty list; entries the file cannot describe become warnings. */
  load(): Promise<Result<SavedConnections>>;
  save(connections: readonly NamedConnectRequest[]): Promise<Result<NamedConnectRequest[]>>;
  /** Read, change, write, with no other step of this store in between. */
  update(change: (current: NamedConnectRequest[]) => NamedConnectRequest[]): Promise<Result<NamedConnectRequest[]>>;
  /** Adds, or replaces the connection of the same name. */
  add(connection: NamedConnectRequest): Promise<Result<NamedConnectRequest[]>>;
  remove(name: string): Promise<Result<NamedConnectRequest[]>>;
}

export function savedConnectionsStore(dir: string = configDir()): SavedConnectionsStore {
  const file = path.join(dir, SAVED_CONNECTIONS_FILE);
  // Read-modify-write steps run one at a time, so two quick edits cannot lose one another.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step, step);
    queue = next.catch(() => undefined);
    return next;
  };

  async function load(): Promise<Result<SavedConnections>> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ok({ connections: [], warnings: [] });
      return err('internal', `cannot read ${file}: ${(error as Error).message}`);
    }
    const parsed = parseMcpConfig(text);
    if (!parsed.ok) return err('internal', `${file}: ${parsed.error.message}`);
    return ok({ connections: parsed.value.servers, warnings: parsed.value.warnings });
  }

  async function write(connections: readonly NamedConnectRequest[]): Promise<Result<NamedConnectRequest[]>> {
    const text = exportMcpConfig(connections, { includeSecrets: true });
    try {
      await writeFileAtomic(file, text);
    } catch (error) {
      return err('internal', `cannot write ${file}: ${(error as Error).message}`);
    }
    // Read back through the parser, so the answer shows names exactly as a later load will.
    const written = parseMcpConfig(text);
    return written.ok ? ok(written.value.servers) : written;
  }

  async function update(change: (current: NamedConnectRequest[]) => NamedConnectRequest[]): Promise<Result<NamedConnectRequest[]>> {
    const current = await load();
    if (!current.ok) return current;
    return write(change(current.value.connections));
  }

  return {
    file,
    load: () => serially(load),
    save: (connections) => serially(() => write(connections)),
    update: (change) => serially(() => update(change)),
    add: (connection) =>
      serially(() => update((current) => {
        const index = current.findIndex((c) => c.name === connection.name);
        return index < 0 ? [...current, connection] : current.map((c, i) => (i === index ? connection : c));
      })),
    remove: (name) => serially(() => update((current) => current.filter((c) => c.name !== name))),
  };
}
