/**
 * mcp.json in the formats people already have (issue 3, section 12): Claude Desktop / Cursor /
 * Claude Code `{"mcpServers": {...}}` and VS Code `{"servers": {...}}` (also nested as
 * `"mcp": {"servers": ...}` in a VS Code settings.json). Isomorphic: the bridge, the CLI and the
 * SPA read a file the same way.
 *
 * One bad entry never sinks the file: it becomes a warning naming the server and the problem, and
 * the other servers still import. Only unreadable JSON or a file without a servers object fails.
 */
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { McpConfigFormat, NamedConnectRequest } from './bridge-api/config';
import type { ConnectRequest, ConnectionTarget } from './bridge-api/connections';
import { err, ok, type Result } from './result';
import { describeTarget, redactTarget, REDACTED, validateTarget } from './target';

export interface ParsedMcpConfig {
  format: McpConfigFormat;
  servers: NamedConnectRequest[];
  warnings: string[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

export function parseMcpConfig(text: string): Result<ParsedMcpConfig> {
  const json = parseJsonc(text);
  if (!json.ok) return json;
  const root = json.value;
  if (!isObject(root)) return err('bad_request', `mcp.json must be a JSON object, not ${kindOf(root)}`);

  const located = locateServers(root);
  if (!located.ok) return located;
  const { format, entries, warnings } = located.value;
  if (Array.isArray(root.inputs) && root.inputs.length > 0) {
    warnings.push(`"inputs" (${root.inputs.length}) are VS Code prompts; mcpscope does not ask for them, so \${input:…} references stay verbatim`);
  }
  const servers: NamedConnectRequest[] = [];
  for (const [name, entry] of Object.entries(entries)) {
    const server = readEntry(name, entry, warnings);
    if (server) servers.push(server);
  }
  return ok({ format, servers, warnings });
}

/**
 * Where the servers object sits: `mcpServers` (Claude Desktop, Cursor), `servers` (VS Code) or
 * `mcp.servers` (a VS Code settings.json); null when there is none. Shared with
 * mcp-config-locations.ts, so a SARIF location points at the entry this parser read.
 */
export function serversKeyPath(root: unknown): readonly string[] | null {
  if (!isObject(root)) return null;
  if (root.mcpServers !== undefined) return ['mcpServers'];
  if (root.servers !== undefined) return ['servers'];
  return isObject(root.mcp) && root.mcp.servers !== undefined ? ['mcp', 'servers'] : null;
}

function locateServers(root: Json): Result<{ format: McpConfigFormat; entries: Json; warnings: string[] }> {
  const warnings: string[] = [];
  const keyPath = serversKeyPath(root);
  if (keyPath === null) return err('bad_request', 'no "mcpServers" (Claude Desktop, Cursor) or "servers" (VS Code) object found');
  const format: McpConfigFormat = keyPath[0] === 'mcpServers' ? 'mcpServers' : 'servers';
  const entries = keyPath.reduce<unknown>((value, key) => (value as Json)[key], root);
  if (!isObject(entries)) return err('bad_request', `"${keyPath.join('.')}" must be an object mapping server names to servers, not ${kindOf(entries)}`);
  if (format === 'mcpServers' && root.servers !== undefined) warnings.push('both "mcpServers" and "servers" are present; only "mcpServers" was read');
  return ok({ format, entries, warnings });
}

const STDIO_FIELDS = ['command', 'args', 'env', 'cwd'];
const HTTP_FIELDS = ['url', 'headers'];

type Transport = ConnectionTarget['transport'];

/** Spellings seen in the wild: VS Code, Cursor, Claude Code, Cline, Windsurf. */
const TRANSPORT_ALIASES: Record<string, Transport> = {
  stdio: 'stdio',
  http: 'http',
  streamablehttp: 'http',
  streamable: 'http',
  sse: 'sse',
};

/**
 * Cursor and Claude Desktop entries name only a `url`; one that ends in `/sse` is the legacy
 * HTTP+SSE endpoint by convention (the SDK's examples, most hosted servers), and a Streamable
 * HTTP POST to it only gets "Cannot POST /sse" (issue 20, item 8).
 */
function isSsePath(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  try {
    return /\/sse\/?$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

function transportOf(entry: Json): Result<Transport> {
  const declared = entry.type ?? entry.transport;
  if (declared === undefined) {
    if (entry.command !== undefined && entry.url !== undefined) return err('bad_request', 'has both "command" and "url"; add "type" to say which');
    if (entry.command !== undefined) return ok('stdio');
    if (entry.url !== undefined) return ok(isSsePath(entry.url) ? 'sse' : 'http');
    return err('bad_request', 'needs a "command" (stdio) or a "url" (HTTP)');
  }
  const known = typeof declared === 'string' ? TRANSPORT_ALIASES[declared.toLowerCase().replace(/[-_\s]/g, '')] : undefined;
  if (known === undefined) return err('bad_request', `unknown type ${JSON.stringify(declared)} (expected "stdio", "http", "streamable-http" or "sse")`);
  return ok(known);
}

function readEntry(name: string, entry: unknown, warnings: string[]): NamedConnectRequest | null {
  const say = (problem: string) => warnings.push(`server "${name}": ${problem}`);
  if (name.trim() === '') {
    warnings.push('a server with an empty name was skipped');
    return null;
  }
  if (!isObject(entry)) {
    say(`expected an object, got ${kindOf(entry)}; skipped`);
    return null;
  }
  const transport = transportOf(entry);
  if (!transport.ok) {
    say(`${transport.error.message}; skipped`);
    return null;
  }
  const candidate = transport.value === 'stdio'
    ? { transport: 'stdio', command: entry.command, args: entry.args ?? [], env: entry.env, cwd: entry.cwd }
    : { transport: transport.value, url: entry.url, headers: entry.headers };
  const target = validateTarget(candidate);
  if (!target.ok) {
    say(`${target.error.message}; skipped`);
    return null;
  }
  if (entry.disabled === true) say('is marked "disabled" in the file; imported anyway');
  reportIgnoredFields(entry, transport.value, say);
  reportVariables(target.value, say);
  reportMasked(target.value, say);
  return { name, target: target.value };
}

function reportIgnoredFields(entry: Json, transport: Transport, say: (problem: string) => void): void {
  const used = new Set(['type', 'transport', 'disabled', ...(transport === 'stdio' ? STDIO_FIELDS : HTTP_FIELDS)]);
  if (entry.envFile !== undefined) say('"envFile" is not read; its variables will be missing');
  const ignored = Object.keys(entry).filter((key) => !used.has(key) && key !== 'envFile');
  if (ignored.length > 0) say(`ignored ${ignored.map((key) => `"${key}"`).join(', ')} (not used by ${transport === 'stdio' ? 'a stdio' : `an ${transport}`} server)`);
}

function stringsOf(target: ConnectionTarget): string[] {
  if (target.transport === 'stdio') return [target.command, ...target.args, ...Object.values(target.env ?? {}), target.cwd ?? ''];
  return [target.url, ...Object.values(target.headers ?? {})];
}

/** VS Code `${input:…}`, `${env:…}`, `${workspaceFolder}`; Claude Code `${VAR}`. */
function reportVariables(target: ConnectionTarget, say: (problem: string) => void): void {
  const found = new Set(stringsOf(target).flatMap((text) => text.match(/\$\{[^}]+\}/g) ?? []));
  if (found.size > 0) say(`${[...found].join(', ')} passed verbatim: mcpscope does not substitute variables`);
}

function reportMasked(target: ConnectionTarget, say: (problem: string) => void): void {
  const values = target.transport === 'stdio' ? { env: target.env } : { headers: target.headers };
  for (const [where, map] of Object.entries(values)) {
    const masked = Object.entries(map ?? {}).filter(([, value]) => value === REDACTED).map(([key]) => key);
    if (masked.length > 0) say(`${where} ${masked.join(', ')} ${masked.length === 1 ? 'is' : 'are'} masked (${REDACTED}); set the real value before connecting`);
  }
}

// ---------------------------------------------------------------- JSON with comments

/**
 * What jsonc-parser's error codes mean, in the words a person fixing the file needs. Keyed by
 * printParseErrorCode's names: the codes are a const enum, not importable as values.
 */
const EXPECTED: Record<string, string> = {
  InvalidSymbol: 'a value',
  ValueExpected: 'a value',
  ColonExpected: '":"',
  CommaExpected: '","',
  PropertyNameExpected: 'a property name in double quotes',
  CloseBraceExpected: '"}"',
  CloseBracketExpected: '"]"',
  EndOfFileExpected: 'the end of the file',
  UnexpectedEndOfString: 'a closing quote',
};

/**
 * VS Code's mcp.json is JSONC: comments and trailing commas are allowed there. jsonc-parser reads
 * it as VS Code does; the first error is reported with its line and column in the user's text.
 */
export function parseJsonc(text: string): Result<unknown> {
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true, disallowComments: false }) as unknown;
  const first = errors[0];
  if (!first) return ok(value);
  const { line, column } = lineAndColumn(text, first.offset);
  const found = first.offset >= text.length ? 'end of input' : JSON.stringify(text.slice(first.offset, first.offset + Math.max(first.length, 1)));
  const code = printParseErrorCode(first.error);
  const expected = EXPECTED[code] ?? code;
  return err('bad_request', `invalid JSON at line ${line}, column ${column}: expected ${expected}, found ${found}`);
}

/** 1-based, as editors and SARIF count; columns in UTF-16 code units, as JavaScript strings index. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

// ---------------------------------------------------------------- export

export interface ExportOptions {
  format?: McpConfigFormat;
  /** Default false: env values, header values and URL passwords are masked. */
  includeSecrets?: boolean;
}

/** Connections -> mcp.json text that parseMcpConfig reads back to the same connections. */
export function exportMcpConfig(connections: readonly ConnectRequest[], options: ExportOptions = {}): string {
  const format = options.format ?? 'mcpServers';
  const servers: Json = {};
  const names = uniqueNames(connections);
  connections.forEach((connection, index) => {
    const target = options.includeSecrets ? connection.target : redactTarget(connection.target);
    servers[names[index]!] = entryFor(target, format);
  });
  return `${JSON.stringify({ [format]: servers }, null, 2)}\n`;
}

function entryFor(target: ConnectionTarget, format: McpConfigFormat): Json {
  if (target.transport === 'stdio') {
    // Claude Desktop's stdio entries carry no "type"; VS Code's require one.
    return {
      ...(format === 'servers' ? { type: 'stdio' } : {}),
      command: target.command,
      args: target.args,
      ...(target.env ? { env: target.env } : {}),
      ...(target.cwd !== undefined ? { cwd: target.cwd } : {}),
    };
  }
  return { type: target.transport, url: target.url, ...(target.headers ? { headers: target.headers } : {}) };
}

/** File keys must be unique: a second "demo" becomes "demo (2)". */
function uniqueNames(connections: readonly ConnectRequest[]): string[] {
  const seen = new Map<string, number>();
  return connections.map((connection) => {
    const base = connection.name?.trim() || describeTarget(connection.target);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}
