/**
 * Configs (mcp.json): import, export and the saved connections.
 *
 *   POST   /api/config/import   ConfigImportRequest -> ConfigImportResult  (mcp.json; connect optional)
 *   GET    /api/config/export?format=&includeSecrets= -> ConfigExportResult
 *   GET    /api/config/saved                     -> SavedConnections    (secrets masked)
 *   PUT    /api/config/saved    SavedConnectionsUpdate -> SavedConnections
 *   POST   /api/config/saved/from-connection  SaveConnectionRequest -> SavedConnections (real target, taken bridge-side)
 *   POST   /api/config/saved/:name/connect      -> ConnectionSummary   (with the saved secrets, not the masked copy)
 *   POST   /api/config/saved/:name/rename  RenameSavedRequest -> SavedConnections
 *   DELETE /api/config/saved/:name              -> SavedConnections
 */
import type { ConnectionId } from '../wire';
import type { ConnectRequest, ConnectionSummary } from './connections';

/** `mcpServers`: Claude Desktop, Cursor, Claude Code. `servers`: VS Code. */
export type McpConfigFormat = 'mcpServers' | 'servers';

/** A connection as a config file names it: the name is the file's key, so it is always there. */
export interface NamedConnectRequest extends ConnectRequest {
  name: string;
}

export interface ConfigImportRequest {
  /** The mcp.json text (JSON with comments and trailing commas, as VS Code allows). */
  text: string;
  /** Connect every server found; default false (a preview). */
  connect?: boolean;
}

export interface ConfigImportResult {
  format: McpConfigFormat;
  /** Env and header values masked. */
  servers: NamedConnectRequest[];
  /** One line per problem, naming the server; skipped entries are among them. */
  warnings: string[];
  /** Empty unless `connect` was true. */
  connected: ConnectionSummary[];
}

export interface ConfigExportResult {
  text: string;
  warnings: string[];
}

export interface SavedConnections {
  /** Env and header values masked. */
  connections: NamedConnectRequest[];
  warnings: string[];
}

export interface SavedConnectionsUpdate {
  /** A value equal to the mask keeps the value already saved under that name and key. */
  connections: NamedConnectRequest[];
}

/**
 * Saves a live connection under `name` (default: its display name), replacing one of that name.
 * Only the name and the target are kept: connections.json is a plain mcp.json.
 */
export interface SaveConnectionRequest {
  connectionId: ConnectionId;
  name?: string;
}

export interface RenameSavedRequest {
  name: string;
}
