/**
 * The trace library part of the bridge contract (issue 5, "Format"): the sessions recorded in the
 * traces directory, and what the person can do with them. Routes (under /api, token required):
 *
 *   GET    /api/traces                                  -> TraceSummary[]   (newest first)
 *   GET    /api/traces/:name/text                       -> the JSONL file
 *   POST   /api/traces/:name/rename   { name }          -> TraceSummary[]
 *   DELETE /api/traces/:name                            -> TraceSummary[]
 *   POST   /api/traces/:name/notes    TraceNoteRequest  -> TraceSummary    (appends a note record)
 *
 * A trace still being written (its connection's current session) cannot be renamed, deleted or
 * annotated: the bridge holds it open and appends to it.
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
import type { ConnectionTarget } from './bridge-api';

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
  /** Being written by a current connection. */
  live: boolean;
  /** Why the file could not be read as a trace (it is still listed, so it can be deleted). */
  problem?: string;
}

export interface TraceNoteRequest {
  text: string;
  /** The record the note is about: its 1-based position among the trace's records (the reader's seq). */
  about?: number;
}

/** A trace file name the library accepts: no directories, no hidden files, ending in .jsonl. */
export function isTraceFileName(name: string): boolean {
  return /^[^/\\\0]+\.jsonl$/.test(name) && !name.startsWith('.') && name.length <= 255;
}

/** The HTML file a trace is exported as: "2026-…_c1_a1b2c3.jsonl" -> "2026-…_c1_a1b2c3.html". */
export function exportFileName(traceName: string): string {
  return `${traceName.replace(/\.[^./\\]*$/, '') || 'trace'}.html`;
}

/** The largest trace text the SPA may post for export (the library routes read the file themselves). */
export const MAX_EXPORT_POST_BYTES = 64 * 1024 * 1024;

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
