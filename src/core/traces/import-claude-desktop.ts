/**
 * Imports Claude Desktop's MCP logs: `mcp-server-<name>.log` (one server) and `mcp.log` (all).
 * The format, as seen in public bug reports (sources in e2e/fixtures/traces/README.md):
 *
 *   <ISO time> [<server>] [<level>] <text>         (both bracket orders occur; the server may be absent)
 *   <text> is "Message from client: <json>", "Message from server: <json>", or a host event
 *   such as "Initializing server..."; since mid-2025 every such line ends with
 *   " { metadata: … }" (Node's inspect output, not JSON). Inspect wraps a long one over lines:
 *   the log line ends in "{ metadata: {", indented lines follow, and "} }" closes it.
 *   Other lines without a timestamp are the server's own stderr, copied through.
 *
 * How each line maps to a record is tabled in docs/trace-format.md ("Claude Desktop logs").
 */
import type { LifecycleState, UnsequencedRecord } from '../wire';
import { numberedLines, tornLineWarning, type NumberedLine } from './lines';
import { isValidTime } from '../wall-time';
import { textMessageRecords } from './message-records';
import { excerpt, leadingJson } from './parse-helpers';
import { importedTrace, traceErr, type TraceResult } from './trace';

const LINE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z) +((?:\[[^\]]*\] *){1,2})(.*)$/;
const LEVELS = new Set(['debug', 'info', 'warn', 'warning', 'error']);
const MESSAGE = /^Message from (client|server): /;
/** The metadata of a log line, whole (`{ metadata: undefined }`) or opening a wrapped one (`{ metadata: {`). */
const METADATA_SUFFIX = /\s*\{ metadata: (.*\}|[{[])$/;
/** The unindented line that closes a wrapped metadata object (inspect indents everything inside it). */
const METADATA_CLOSE = /^[}\]] \}$/;

/** Host events with a lifecycle meaning; every other host line becomes a note (or a client-error at [error]). */
const LIFECYCLE: Array<[RegExp, LifecycleState]> = [
  [/^Initializing server/, 'connecting'],
  [/^Server started and connected successfully/, 'initializing'],
  [/^Server transport closed unexpectedly/, 'failed'],
  [/^Shutting down server/, 'closed'],
];

interface LogLine {
  t: number;
  server?: string;
  level: string;
  text: string;
}

/** Parses the "<time> [a] [b] text" prefix; undefined for a line Claude copied from stderr. */
export function parseClaudeLine(text: string): LogLine | undefined {
  const match = LINE.exec(text);
  if (!match) return undefined;
  const tokens = [...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
  const levelAt = tokens.findIndex((token) => LEVELS.has(token.toLowerCase()));
  const level = levelAt >= 0 ? tokens[levelAt]!.toLowerCase() : 'info';
  const server = tokens.find((_, i) => i !== levelAt);
  return { t: Date.parse(match[1]!), ...(server !== undefined ? { server } : {}), level, text: match[3]! };
}

/** `mcp-server-github.log` names its server; `mcp.log` does not. */
function serverFromFileName(fileName: string | undefined): string | undefined {
  const match = fileName ? /mcp-server-(.+)\.log$/.exec(fileName.split(/[\\/]/).pop() ?? '') : null;
  return match?.[1];
}

/** A host event's text, and its metadata when it says more than `undefined` (an error's context and stack). */
function hostText(text: string, wrapped: readonly string[]): string {
  const match = METADATA_SUFFIX.exec(text);
  if (!match) return text;
  // What follows "metadata: ", without the "}" that closes the outer object.
  const metadata = [match[1], ...wrapped].join('\n').replace(/\s*\}$/, '').trim();
  const own = text.slice(0, match.index);
  return metadata === 'undefined' ? own : `${own} (metadata: ${metadata})`;
}

/**
 * The lines after `at` that continue its wrapped metadata, up to and with the closing "} }";
 * none when the line's metadata is whole. A timestamped line ends a metadata left open (a torn log).
 */
function wrappedMetadata(lines: readonly NumberedLine[], parsed: readonly (LogLine | undefined)[], at: number): string[] {
  if (!/\{ metadata: [{[]$/.test(lines[at]!.text)) return [];
  const wrapped: string[] = [];
  for (let next = at + 1; next < lines.length && parsed[next] === undefined; next++) {
    wrapped.push(lines[next]!.text);
    if (METADATA_CLOSE.test(lines[next]!.text)) break;
  }
  return wrapped;
}

export function importClaudeDesktopLog(text: string, fileName?: string): TraceResult {
  const lines = numberedLines(text);
  const parsed = lines.map((line) => parseClaudeLine(line.text));
  const firstAt = parsed.findIndex((line) => line !== undefined && isValidTime(line.t));
  if (firstAt < 0) {
    const first = lines[0];
    return traceErr('trace_syntax', `expected Claude Desktop log lines like "<ISO time> [server] [info] Message from client: {…}", but no line has that shape${first ? `; line ${first.number} is ${excerpt(first.text)}` : ' (the file is empty)'}`, first ? { line: first.number } : {});
  }
  const fallbackConn = serverFromFileName(fileName) ?? 'claude-desktop';
  const records: UnsequencedRecord[] = [];
  const warnings: string[] = [];
  // Copied stderr lines carry no time: they get the time of the last timestamped line before them.
  let t = parsed[firstAt]!.t;
  let conn = parsed[firstAt]!.server ?? fallbackConn;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const entry = parsed[i];
    if (!entry) {
      records.push({ t, conn, kind: 'stderr', line: line.text });
      continue;
    }
    // A wrapped metadata object belongs to its log line, not to the server's stderr (issue 20, item 4).
    const wrapped = wrappedMetadata(lines, parsed, i);
    i += wrapped.length;
    // "2026-13-45T99:…" has the shape and is no time; one bad line costs only itself (issue 17, finding 7).
    if (!isValidTime(entry.t)) {
      warnings.push(`line ${line.number}: expected a valid ISO-8601 time at the start, got ${excerpt(line.text.split(' ', 1)[0]!)}`);
      continue;
    }
    t = entry.t;
    conn = entry.server ?? fallbackConn;
    const message = MESSAGE.exec(entry.text);
    if (message) {
      const text = entry.text.slice(message[0].length);
      const json = leadingJson(text);
      if (json.ok) records.push(...textMessageRecords({ t, conn }, message[1] === 'client' ? 'out' : 'in', text, json));
      else if (line.unterminated) warnings.push(tornLineWarning(line));
      else warnings.push(`line ${line.number}: expected a JSON-RPC message after "${message[0].trim()}", got ${excerpt(text)} (${json.reason})`);
      continue;
    }
    const host = hostText(entry.text, wrapped);
    const state = LIFECYCLE.find(([pattern]) => pattern.test(host))?.[1];
    if (state) records.push({ t, conn, kind: 'lifecycle', state, detail: `Claude Desktop: ${host}` });
    else if (entry.level === 'error') records.push({ t, conn, kind: 'client-error', message: `Claude Desktop: ${host}` });
    else records.push({ t, conn, kind: 'note', text: `Claude Desktop [${entry.level}]: ${host}` });
  }
  // Claude Desktop starts its local servers and speaks stdio to them; its log names no command.
  return importedTrace('claude-desktop', records, warnings, { conn: parsed[firstAt]!.server ?? fallbackConn, transport: 'stdio' });
}
