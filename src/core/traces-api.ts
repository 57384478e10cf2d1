/**
 * The trace library part of the bridge contract (issue 5, "Format"): the sessions recorded in the
 * traces directory, and what the person can do with them. Routes (under /api, token required):
 *
 *   GET    /api/traces                                  -> TraceSummary[]   (live first, then newest first)
 *   GET    /api/traces/:name/text                       -> the JSONL file
 *   POST   /api/traces/:name/rename   { name }          -> TraceSummary[]
 *   DELETE /api/traces/:name                            -> TraceSummary[]
 *   POST   /api/traces/:name/notes    TraceNoteRequest  -> TraceSummary    (appends a note record)
 *   GET    /api/traces/:name/follow?from=<byte offset>  -> Server-Sent Events (TraceFollowEvent)
 *
 * The list puts the traces being written first, then the rest newest first. A trace is being
 * written (`live`) while a current connection of this bridge records it, or while the
 * `mcpscope record` process its header names (`recorder`) runs on this host and the file has no
 * end record yet (a `lifecycle` record `closed` or `failed`; docs/trace-format.md). A live trace
 * cannot be renamed, deleted or annotated: its writer holds it open and appends to it.
 *
 * `follow` (issue 5, item 7: a recording shows its traffic live) streams what is appended to a
 * trace after byte `from`, like /api/events (fetch-read, token in the header): one `lines` event
 * per read, complete lines only (a line still being written is held back until its `\n`), each
 * event's `id` its `to` offset; then one `end` event, and the stream closes. `from` is where the
 * reader's copy ends: the byte after the last `\n` of the text it read. The bridge reads the file
 * every TRACE_FOLLOW_POLL_MS.
 *
 * Share from the UI (issue 5, "Share"): the same self-contained HTML file `mcpscope export` writes,
 * in two steps so the person sees what is taken out before anything is downloaded. `?redact=false`
 * turns redaction off; it is on otherwise. POSTs with the token, never a GET a foreign page could
 * link to; the SPA turns the answer into a Blob download.
 *
 *   POST   /api/traces/:name/export/report                -> TraceExportReport  (a library trace)
 *   POST   /api/traces/:name/export/html                  -> the HTML file (Content-Disposition: attachment)
 *   POST   /api/trace-export/report?fileName=…  <text>    -> TraceExportReport  (the trace opened in the SPA,
 *   POST   /api/trace-export/html?fileName=…    <text>    -> the HTML file       posted as text/plain, ≤ 64 MB)
 */
import type { ConnectionTarget } from './bridge-api/connections';

export interface TraceSummary {
  /** The file name in the traces directory: the trace's id in every route. */
  name: string;
  size: number;
  modifiedAt: number;
  createdAt?: string;
  /** From the header, redacted. */
  target?: ConnectionTarget;
  /** serverInfo.name from the recorded initialize answer. */
  serverName?: string;
  messages: number;
  /** JSON-RPC error responses, failed sessions and client errors. */
  errors: number;
  notes: number;
  /** Being written: by a current connection, or by a running `mcpscope record` (see above). */
  live: boolean;
  /** Written by `mcpscope record`, whose process is gone without writing the end record (killed). */
  interrupted?: true;
  /** Why the file could not be read as a trace (it is still listed, so it can be deleted). */
  problem?: string;
}

export interface TraceNoteRequest {
  text: string;
  /** The record the note is about: its 1-based position among the trace's records (the reader's seq). */
  about?: number;
}

/** The header's `recorder`: the `mcpscope record` process writing the file (docs/trace-format.md). */
export interface TraceWriterProcess {
  pid: number;
  /** os.hostname() of the recorder's machine: a pid means nothing on another one. */
  host: string;
}

export const TRACE_FOLLOW_POLL_MS = 250;

/**
 * How following ended: `ended`, the writer finished (an end record, or the bridge's session
 * closed); `interrupted`, the recorder process is gone without an end record; `truncated`, the
 * file shrank below what was sent (`mcpscope record --out` replaces its file at each launch).
 */
export type TraceFollowEnd = 'ended' | 'interrupted' | 'truncated';

export type TraceFollowEvent =
  | { type: 'lines'; from: number; to: number; lines: string[] }
  | { type: 'end'; reason: TraceFollowEnd; at: number };

/** A trace file name the library accepts: no directories, no hidden files, ending in .jsonl. */
export function isTraceFileName(name: string): boolean {
  return /^[^/\\\0]+\.jsonl$/.test(name) && !name.startsWith('.') && name.length <= 255;
}

/** The HTML file a trace is exported as: "2026-…_c1_a1b2c3.jsonl" -> "2026-…_c1_a1b2c3.html". */
export function exportFileName(traceName: string): string {
  return `${traceName.replace(/\.[^./\\]*$/, '') || 'trace'}.html`;
}

/**
 * The largest trace the page may post, for export or replay; the bridge's other routes take 5 MB.
 * Library traces are never posted: the bridge reads them from disk.
 */
export const POSTED_TRACE_LIMIT_BYTES = 64 * 1024 * 1024;

/** One value taken out on export: where, what the rule saw, and the text as it will read (never the secret). */
export interface TraceExportRedaction {
  /** The record's seq (1-based position in the trace); 0 is the header's target. */
  seq: number;
  /** JSON path inside the record, e.g. /msg/result/content/0/text. */
  path: string;
  /** The rule's name for it: "GitHub token", "value of authorization", "env value". */
  what: string;
  /** The redacted text around the spot, e.g. `github_token: [redacted GitHub token]`. */
  preview: string;
}

export interface TraceExportReport {
  /** The name the HTML file is downloaded as. */
  fileName: string;
  /** Whether the file will be redacted. */
  redact: boolean;
  records: number;
  /** What redaction takes out, or, with redaction off, what the file will contain. */
  redactions: TraceExportRedaction[];
}
