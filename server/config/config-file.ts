/** Reading an mcp.json from disk for `mcpscope --config <file>`. */
import { readFile } from 'node:fs/promises';
import { parseMcpConfig, type ParsedMcpConfig } from '../../src/core/mcp-config';
import { err, ok, type Result } from '../../src/core/result';

/** Fails when the file cannot be read or parsed, or when not one server in it is usable. */
export async function readMcpConfigFile(file: string): Promise<Result<ParsedMcpConfig>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return err('bad_request', `cannot read ${file}: ${(error as Error).message}`);
  }
  const parsed = parseMcpConfig(text);
  if (!parsed.ok) return err('bad_request', `${file}: ${parsed.error.message}`);
  if (parsed.value.servers.length === 0) {
    const why = parsed.value.warnings.map((warning) => `\n  ${warning}`).join('');
    return err('bad_request', `${file}: no server to connect to in "${parsed.value.format}"${why}`);
  }
  return ok(parsed.value);
}
