/**
 * The model of an opened trace, whatever file it came from (docs/trace-format.md). Every reader
 * and importer in this folder returns it, so the viewer, replay and mock code see one shape.
 *
 * Records are the same `WireRecord`s the live message log holds: `t` is wall-clock ms since the
 * epoch (the file stores it relative to the header's time; readers add it back) and `seq` is
 * 1..n in trace order (files carry no seq: it is per bridge run).
 */
import type { ConnectionTarget, HttpTarget } from '../bridge-api/connections';
import type { ProtocolSetting } from '../protocol-era';
import type { Result } from '../result';
import type { ConnectionId, UnsequencedRecord, WireRecord } from '../wire';

/** Our own JSONL format (docs/trace-format.md). */
export const TRACE_FORMAT = 'mcpscope-trace';
/** The newest version this build reads. */
export const TRACE_VERSION = 1;

/**
 * The header's target when an import names none (the header requires one). Read back, it is no
 * target: the session keeps the transport the header's "transport" says, or none (issue 20, item 4).
 */
export const UNKNOWN_TARGET: HttpTarget = { transport: 'http', url: 'http://unknown.invalid/' };

/** Which reader produced a trace. */
export type TraceSourceFormat = 'mcpscope' | 'claude-desktop' | 'har' | 'mcp-inspector' | 'mcpjam' | 'otlp';

export const TRACE_SOURCE_LABELS: Record<TraceSourceFormat, string> = {
  mcpscope: 'mcpscope trace (JSONL)',
  'claude-desktop': 'Claude Desktop MCP log',
  har: 'HAR of Streamable HTTP traffic',
  'mcp-inspector': 'MCP Inspector Protocol export',
  mcpjam: 'MCPJam JSON-RPC log download',
  otlp: 'OTLP/JSON trace data with MCP spans',
};

export interface TraceHeader {
  /** ISO time of the trace's start: the file header's createdAt, or the first record's time. */
  createdAt: string;
  /** The connection the trace is about; imports that hold several servers list the first one. */
  conn: ConnectionId;
  /** Redacted in our own files; the endpoint URL for a HAR; unknown for the other imports. */
  target?: ConnectionTarget;
  /**
   * How the client reached the server, when the source says so but names no target: a Claude
   * Desktop log is of stdio servers. Absent with no target: nothing says (an Inspector export).
   */
  transport?: ConnectionTarget['transport'];
  /** Only in our own files. */
  mcpscopeVersion?: string;
  /**
   * The connection's protocol setting when the session started (issue 18, item 8); only in our own
   * files written since issue 18. The era it led to is on the lifecycle records: it is known only
   * after connecting.
   */
  protocol?: ProtocolSetting;
}

export interface Trace {
  source: TraceSourceFormat;
  header: TraceHeader;
  records: WireRecord[];
  /** What the reader tolerated or guessed (a dropped torn line, estimated times), for the user to see. */
  warnings: string[];
}

export type TraceErrorCode =
  /** A line or entry is not what the format requires; the message names it. */
  | 'trace_syntax'
  /** Our own format, written by a newer mcpscope. */
  | 'trace_version'
  /** No reader recognises the file. */
  | 'trace_unknown_format'
  /** The file holds nothing to show. */
  | 'trace_empty';

/** Local error values (STYLE.md 5), kept apart from bridge and JSON-RPC errors. */
export interface TraceError {
  code: TraceErrorCode;
  message: string;
  /** 1-based line of a line-oriented file. */
  line?: number;
  /** 0-based index of an entry in a JSON array (or a HAR's log.entries). */
  entry?: number;
}

export type TraceResult<T = Trace> = Result<T, TraceError>;

export function traceErr(code: TraceErrorCode, message: string, at: { line?: number; entry?: number } = {}): { ok: false; error: TraceError } {
  return { ok: false, error: { code, message, ...at } };
}

/** Numbers records 1..n in the order given. */
export function sequence(records: readonly UnsequencedRecord[]): WireRecord[] {
  return records.map((record, i) => ({ ...record, seq: i + 1 }));
}

/**
 * Imports put records in time order: their sources interleave streams (a HAR's SSE bodies, the
 * Inspector's request entries that carry their response). The sort is stable, so records with
 * the same time keep the order the importer produced them in.
 */
export function sortByTime(records: UnsequencedRecord[]): UnsequencedRecord[] {
  return records.sort((a, b) => a.t - b.t);
}

/** Assembles an imported trace: time-ordered, sequenced, started at its first record. */
export function importedTrace(
  source: TraceSourceFormat,
  records: UnsequencedRecord[],
  warnings: string[],
  header: Partial<TraceHeader> = {},
): TraceResult {
  if (records.length === 0) {
    // When every entry was bad, what was wrong with them is the answer, not "nothing found".
    const why = warnings.length > 0 ? `; ${warnings.slice(0, 3).join('; ')}${warnings.length > 3 ? `; and ${warnings.length - 3} more` : ''}` : '';
    return traceErr('trace_empty', `no MCP traffic found in this ${TRACE_SOURCE_LABELS[source]}${why}`);
  }
  const sorted = sortByTime(records);
  const first = sorted[0]!;
  return {
    ok: true,
    value: {
      source,
      header: { createdAt: new Date(first.t).toISOString(), conn: first.conn, ...header },
      records: sequence(sorted),
      warnings,
    },
  };
}
