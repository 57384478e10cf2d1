/** Bodies and queries of the /api/config routes, checked at the HTTP edge (zod). */
import { z } from 'zod';
import type { ConfigImportRequest, McpConfigFormat, NamedConnectRequest, RenameSavedRequest, SaveConnectionRequest } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';
import { validateTarget } from '../../src/core/target';

// An mcp.json is small; this bounds the work one request can ask for.
const MAX_CONFIG_TEXT = 1_000_000;

const importRequest = z.object({
  text: z.string().max(MAX_CONFIG_TEXT),
  connect: z.boolean().default(false),
});

const exportQuery = z.object({
  format: z.enum(['mcpServers', 'servers']).default('mcpServers'),
  includeSecrets: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

const savedUpdate = z.object({
  connections: z.array(z.object({ name: z.string().trim().min(1), target: z.unknown() })),
});

const savedName = z.string().trim().min(1).max(200);

const saveConnection = z.object({ connectionId: z.string().min(1), name: savedName.optional() });

const renameSaved = z.object({ name: savedName });

export function parseSaveConnection(body: unknown): Result<SaveConnectionRequest> {
  return parseWith(saveConnection, body);
}

export function parseRenameSaved(body: unknown): Result<RenameSavedRequest> {
  return parseWith(renameSaved, body);
}

export function parseImportRequest(body: unknown): Result<Required<ConfigImportRequest>> {
  return parseWith(importRequest, body);
}

export function parseExportQuery(query: unknown): Result<{ format: McpConfigFormat; includeSecrets: boolean }> {
  return parseWith(exportQuery, query);
}

export function parseSavedUpdate(body: unknown): Result<NamedConnectRequest[]> {
  const parsed = parseWith(savedUpdate, body);
  if (!parsed.ok) return parsed;
  const connections: NamedConnectRequest[] = [];
  const names = new Set<string>();
  for (const [index, entry] of parsed.value.connections.entries()) {
    if (names.has(entry.name)) return err('bad_request', `Invalid request: connections.${index}: the name "${entry.name}" is used twice`);
    names.add(entry.name);
    const target = validateTarget(entry.target);
    if (!target.ok) return err('bad_request', `Invalid request: connections.${index} ("${entry.name}"): ${target.error.message}`);
    connections.push({ name: entry.name, target: target.value });
  }
  return ok(connections);
}

function parseWith<T>(schema: z.ZodType<T, unknown>, input: unknown): Result<T> {
  if (input === undefined) return err('bad_request', 'Expected a JSON body (Content-Type: application/json).');
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  return err('bad_request', `Invalid request: ${problems.join('; ')}`);
}
