/**
 * Imports Claude Desktop's MCP logs: `mcp-server-<name>.log` (one server) and `mcp.log` (all).
 * The format, as seen in public bug reports (sources in e2e/fixtures/traces/README.md):
 *
 *   <ISO time> [<server>] [<level>] <text>         (both bracket orders occur; the server may be absent)
 *   <text> is "Message from client: <json>", "Message from server: <json>", or a host event
 *   such as "Initializing server..."; since mid-2025 every such line ends with
 *   " { metadata: … }" (Node's inspect output, not JSON).
 *   Lines without a timestamp are the server's own stderr, copied through.
 *
 * How each line maps to a record is tabled in docs/trace-format.md ("Claude Desktop logs").
 */
import type { LifecycleState, UnsequencedRecord } from '../wire';
import { numberedLines, tornLineWarning } from './lines';
import { isValidTime } from '../wall-time';
import { textMessageRecords } from './message-records';
import { excerpt, leadingJson } from './parse-helpers';
import { importedTrace, traceErr, type TraceResult } from './trace';

const LINE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z) +((?:\[[^\]]*\] *){1,2})(.*)$/;
const LEVELS = new Set(['debug', 'info', 'warn', 'warning', 'error']);
const MESSAGE = /^Message from (client|server): /;
const METADATA_SUFFIX = /\s*\{ metadata: .*\}$/;

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

  for (const [i, line] of lines.entries()) {
    const entry = parsed[i];
    if (!entry) {
      records.push({ t, conn, kind: 'stderr', line: line.text });
      continue;
    }
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
      else if (line.unterminated && i === lines.length - 1) warnings.push(tornLineWarning(line));
      else warnings.push(`line ${line.number}: expected a JSON-RPC message after "${message[0].trim()}", got ${excerpt(text)} (${json.reason})`);
      continue;
    }
    const hostText = entry.text.replace(METADATA_SUFFIX, '');
    const state = LIFECYCLE.find(([pattern]) => pattern.test(hostText))?.[1];
    if (state) records.push({ t, conn, kind: 'lifecycle', state, detail: `Claude Desktop: ${hostText}` });
    else if (entry.level === 'error') records.push({ t, conn, kind: 'client-error', message: `Claude Desktop: ${hostText}` });
    else records.push({ t, conn, kind: 'note', text: `Claude Desktop [${entry.level}]: ${hostText}` });
  }
  return importedTrace('claude-desktop', records, warnings, { conn: parsed[firstAt]!.server ?? fallbackConn });
}
