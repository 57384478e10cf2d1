/**
 * Saved connections (issue 3, section 12): `<config dir>/connections.json`, itself an mcp.json in
 * the `mcpServers` format, so the file can be handed to Claude Desktop or Cursor as is. It holds
 * secrets in clear (that is its point), so it is written owner-only and atomically, and edited
 * under the cross-process lock (shared-file.ts).
 */
import path from 'node:path';
import type { NamedConnectRequest, SavedConnections } from '../../src/core/bridge-api';
import { exportMcpConfig, parseMcpConfig } from '../../src/core/mcp-config';
import { err, ok, type Result } from '../../src/core/result';
import { configDir } from './folders';
import { SharedFile } from './shared-file';

export const SAVED_CONNECTIONS_FILE = 'connections.json';

export interface SavedConnectionsStore {
  readonly file: string;
  /** A missing file is an empty list; entries the file cannot describe become warnings. */
  load(): Promise<Result<SavedConnections>>;
  save(connections: readonly NamedConnectRequest[]): Promise<Result<NamedConnectRequest[]>>;
  /** Read, change, write, with no other step of this store, nor of another process's, in between. */
  update(change: (current: NamedConnectRequest[]) => NamedConnectRequest[]): Promise<Result<NamedConnectRequest[]>>;
  /** Adds, or replaces the connection of the same name. */
  add(connection: NamedConnectRequest): Promise<Result<NamedConnectRequest[]>>;
  /** Fails with not_found when nothing is saved under that name. */
  remove(name: string): Promise<Result<NamedConnectRequest[]>>;
  /** Keeps the entry's place and secrets; fails when `from` is missing or `to` is taken. */
  rename(from: string, to: string): Promise<Result<NamedConnectRequest[]>>;
}

export function savedConnectionsStore(dir: string = configDir()): SavedConnectionsStore {
  const shared = new SharedFile(path.join(dir, SAVED_CONNECTIONS_FILE));
  const { file } = shared;

  function parse(text: string | undefined): Result<SavedConnections> {
    if (text === undefined) return ok({ connections: [], warnings: [] });
    const parsed = parseMcpConfig(text);
    if (!parsed.ok) return err('internal', `${file}: ${parsed.error.message}`);
    return ok({ connections: parsed.value.servers, warnings: parsed.value.warnings });
  }

  function written(connections: readonly NamedConnectRequest[]) {
    const text = exportMcpConfig(connections, { includeSecrets: true });
    // Read back through the parser, so the answer shows names exactly as a later load will.
    const shown = parseMcpConfig(text);
    return shown.ok ? ok({ text, value: shown.value.servers }) : shown;
  }

  async function load(): Promise<Result<SavedConnections>> {
    try {
      return parse(await shared.read());
    } catch (error) {
      return err('internal', `cannot read ${file}: ${(error as Error).message}`);
    }
  }

  /**
   * Read, change, write as one step, under the lock other mcpscope processes take too. A change
   * can refuse (a missing name, a taken name): then nothing is written.
   */
  function edit(change: (current: NamedConnectRequest[]) => Result<NamedConnectRequest[]>): Promise<Result<NamedConnectRequest[]>> {
    return shared.update((text) => {
      const current = parse(text);
      const next = current.ok ? change(current.value.connections) : current;
      return next.ok ? written(next.value) : next;
    });
  }

  const missing = (name: string) => err('not_found', `No saved connection named "${name}".`);

  return {
    file,
    load,
    save: (connections) => shared.update(() => written(connections)),
    update: (change) => edit((current) => ok(change(current))),
    add: (connection) =>
      edit((current) => {
        const index = current.findIndex((c) => c.name === connection.name);
        return ok(index < 0 ? [...current, connection] : current.map((c, i) => (i === index ? connection : c)));
      }),
    remove: (name) => edit((current) => (current.some((c) => c.name === name) ? ok(current.filter((c) => c.name !== name)) : missing(name))),
    rename: (from, to) =>
      edit((current) => {
        if (!current.some((c) => c.name === from)) return missing(from);
        if (from !== to && current.some((c) => c.name === to)) return err('bad_request', `A saved connection named "${to}" already exists.`);
        return ok(current.map((c) => (c.name === from ? { ...c, name: to } : c)));
      }),
  };
}
