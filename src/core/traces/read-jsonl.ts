/**
 * Reads our own trace files (docs/trace-format.md): a header line, then one record per line, as
 * server/log/trace-recorder.ts writes them. File order is trace order: records are not re-sorted
 * by time, because the recorder appends in the order the bridge observed them and a wall clock
 * can step backwards. A record line that breaks the format is skipped and listed in the warnings
 * with its line number; only a bad header makes the file unreadable.
 */
import { isProtocolSetting } from '../protocol-era';
import type { ConnectionTarget } from '../bridge-api/connections';
import { validateTarget } from '../target';
import type { UnsequencedRecord } from '../wire';
import { numberedLines, tornLineWarning, type NumberedLine } from './lines';
import { isObject } from '../is-object';
import { describeValue, excerpt, parseJson, parseTime } from './parse-helpers';
import { checkRecord } from './record-shape';
import { sequence, TRACE_FORMAT, TRACE_VERSION, traceErr, UNKNOWN_TARGET, type TraceHeader, type TraceResult } from './trace';

type ReadHeader = TraceHeader & { startedAt: number; warning?: string };

/** The header's target, or for an import written back with the stand-in, the transport it knew (if any). */
function standInOrTarget(target: ConnectionTarget, transport: unknown): Pick<TraceHeader, 'target' | 'transport'> {
  if (target.transport === 'stdio' || target.url !== UNKNOWN_TARGET.url) return { target };
  return transport === 'stdio' || transport === 'http' || transport === 'sse' ? { transport } : {};
}

function readHeader(line: NumberedLine): TraceResult<ReadHeader> {
  const at = { line: line.number };
  const parsed = parseJson(line.text);
  const value = parsed.ok ? parsed.value : undefined;
  if (!isObject(value) || value.format !== TRACE_FORMAT) {
    const got = parsed.ok ? (isObject(value) ? `"format": ${describeValue(value.format)}` : describeValue(value)) : excerpt(line.text);
    return traceErr('trace_syntax', `line ${line.number}: expected the header {"format":"${TRACE_FORMAT}","version":${TRACE_VERSION},…}, got ${got}`, at);
  }
  if (typeof value.version !== 'number' || !Number.isInteger(value.version) || value.version < 1) {
    return traceErr('trace_syntax', `line ${line.number}: expected "version" to be a positive integer, got ${describeValue(value.version)}`, at);
  }
  if (value.version > TRACE_VERSION) {
    return traceErr('trace_version', `this trace is format version ${value.version}, written by a newer mcpscope${typeof value.mcpscopeVersion === 'string' ? ` (${value.mcpscopeVersion})` : ''}; this build reads version ${TRACE_VERSION}: upgrade mcpscope to open it`, at);
  }
  const startedAt = parseTime(value.createdAt);
  if (startedAt === undefined) return traceErr('trace_syntax', `line ${line.number}: expected "createdAt" to be an ISO-8601 time, got ${describeValue(value.createdAt)}`, at);
  if (typeof value.conn !== 'string') return traceErr('trace_syntax', `line ${line.number}: expected "conn" to be a string, got ${describeValue(value.conn)}`, at);
  if (typeof value.mcpscopeVersion !== 'string') return traceErr('trace_syntax', `line ${line.number}: expected "mcpscopeVersion" to be a string, got ${describeValue(value.mcpscopeVersion)}`, at);
  const target = validateTarget(value.target);
  if (!target.ok) return traceErr('trace_syntax', `line ${line.number}: expected "target" to be a connection target: ${target.error.message}`, at);
  // Optional, so a file from before issue 18 reads as before; a value this build does not know costs only itself.
  const { protocol } = value;
  const known = isProtocolSetting(protocol);
  return {
    ok: true,
    value: {
      createdAt: value.createdAt as string,
      startedAt,
      conn: value.conn,
      mcpscopeVersion: value.mcpscopeVersion,
      ...standInOrTarget(target.value, value.transport),
      ...(known ? { protocol } : {}),
      ...(protocol !== undefined && !known ? { warning: `line ${line.number}: ignored the header's "protocol": expected auto|legacy|modern, got ${describeValue(protocol)}` } : {}),
    },
  };
}

export function readTraceJsonl(text: string): TraceResult {
  const lines = numberedLines(text);
  // The torn-last-line rule: only an unterminated final line that is not JSON is a torn write.
  const last = lines.at(-1);
  const torn = last?.unterminated && !parseJson(last.text).ok ? last : undefined;
  if (torn) {
    if (lines.length === 1) return traceErr('trace_syntax', `line ${torn.number}: the header is incomplete (the writer stopped mid-line)`, { line: torn.number });
    lines.pop();
  }
  const first = lines[0];
  if (!first) return traceErr('trace_empty', `the file is empty: expected a header line {"format":"${TRACE_FORMAT}",…}`);
  const header = readHeader(first);
  if (!header.ok) return header;
  const { startedAt, warning, ...traceHeader } = header.value;

  const records: UnsequencedRecord[] = [];
  const warnings: string[] = warning ? [warning] : [];
  for (const line of lines.slice(1)) {
    const record = readRecordLine(line, startedAt);
    // One bad record costs only itself: it is listed with its line, the rest is shown (issue 17, finding 7).
    if (record.ok) records.push(record.value);
    else warnings.push(record.error.message);
  }
  // In line order, as the rest of a long trace lists them (trace-tail.ts).
  if (torn) warnings.push(tornLineWarning(torn));
  return { ok: true, value: { source: 'mcpscope', header: traceHeader, records: sequence(records), warnings } };
}

/** One record line after the header; also what reading the rest of a long trace uses (trace-tail.ts). */
export function readRecordLine(line: NumberedLine, startedAt: number): TraceResult<UnsequencedRecord> {
  const parsed = parseJson(line.text);
  if (!parsed.ok) return traceErr('trace_syntax', `line ${line.number}: expected a JSON object, got ${excerpt(line.text)} (${parsed.reason})`, { line: line.number });
  const checked = checkRecord(parsed.value, startedAt);
  if (!checked.ok) return traceErr('trace_syntax', `line ${line.number}: ${checked.expected}`, { line: line.number });
  return { ok: true, value: checked.record };
}
