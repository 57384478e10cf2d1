/**
 * How `mcpscope check` talks to a server (issue 18, item 7): raw JSON-RPC, no client library in
 * between, so a check sees exactly what the server does. A Session is one connection: a child
 * process on stdio; on HTTP, where every POST stands alone, the endpoint with some fixed headers.
 */
import type { CheckTransport, Evidence } from '../../src/core/check/types';
import type { Json } from '../../src/core/check/messages';

export interface Session {
  /** Sends one JSON-RPC message and waits for its answer (or, for a notification, the HTTP status). `headers` apply on HTTP only. */
  send(label: string, body: Json, headers?: Record<string, string>): Promise<Evidence>;
  close(): Promise<void>;
}

export interface Wire {
  transport: CheckTransport;
  /** The target as a person reads it, secrets masked. */
  label: string;
  open(): Promise<Session>;
  /** The MCP endpoint's URL, credentials and all (for the conformance suite); HTTP only. */
  url?: string;
  /** A request with no body (GET, DELETE) to the MCP endpoint; HTTP only. */
  bare?(verb: string): Promise<Evidence>;
}

/** The server could not be reached at all: `mcpscope check` exits 3, as scan does. */
export class UnreachableError extends Error {}
