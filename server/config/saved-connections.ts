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
  /** Fails with not_found when nothing is saved under that name. */
  remove(name: string): Promise<Result<NamedConnectRequest[]>>;
  /** Keeps the entry's place and secrets; fails when `from` is missing or `to` is taken. */
  rename(from: string, to: string): Promise<Result<NamedConnectRequest[]>>;
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

  /** A change that can refuse (a missing name, a taken name): then nothing is written. */
  async function edit(change: (current: NamedConnectRequest[]) => Result<NamedConnectRequest[]>): Promise<Result<NamedConnectRequest[]>> {
    const current = await load();
    if (!current.ok) return current;
    const next = change(current.value.connections);
    return next.ok ? write(next.value) : next;
  }

  const missing = (name: string) => err('not_found', `No saved connection named "${name}".`);

  return {
    file,
    load: () => serially(load),
    save: (connections) => serially(() => write(connections)),
    update: (change) => serially(() => edit((current) => ok(change(current)))),
    add: (connection) =>
      serially(() => edit((current) => {
        const index = current.findIndex((c) => c.name === connection.name);
        return ok(index < 0 ? [...current, connection] : current.map((c, i) => (i === index ? connection : c)));
      })),
    remove: (name) =>
      serially(() => edit((current) => (current.some((c) => c.name === name) ? ok(current.filter((c) => c.name !== name)) : missing(name)))),
    rename: (from, to) =>
      serially(() => edit((current) => {
        if (!current.some((c) => c.name === from)) return missing(from);
        if (from !== to && current.some((c) => c.name === to)) return err('bad_request', `A saved connection named "${to}" already exists.`);
        return ok(current.map((c) => (c.name === from ? { ...c, name: to } : c)));
      })),
  };
}
