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
