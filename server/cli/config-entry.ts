/**
 * The server `call` and `list` connect (issue 20): the one given by --stdio or --url, or an entry
 * of an mcp.json, read as `mcpscope --config` and scan read the file (config-file.ts).
 */
import type { ConnectRequest } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';
import { readMcpConfigFile } from '../config/config-file';
import type { ServerSource } from './parse-one-server';

/**
 * `warn` hears the file's warnings, as scan prints them; they say why an entry was skipped. An
 * entry's name may be left out when the file holds one server. Fails when the file cannot be used
 * or has no such server.
 */
export async function serverRequest(source: ServerSource, warn: (line: string) => void): Promise<Result<ConnectRequest>> {
  if (source.kind === 'target') return ok({ target: source.target });
  const config = await readMcpConfigFile(source.file);
  if (!config.ok) return config;
  for (const warning of config.value.warnings) warn(`${source.file}: ${warning}`);
  const { servers } = config.value;
  const names = servers.map((server) => `"${server.name}"`).join(', ');
  if (source.name === undefined) {
    return servers.length === 1 ? ok(servers[0]!) : err('bad_request', `${source.file} holds ${servers.length} servers; name one with --server: ${names}`);
  }
  const named = servers.find((server) => server.name === source.name);
  return named ? ok(named) : err('bad_request', `${source.file} has no server "${source.name}" to connect to; it has ${names}`);
}
