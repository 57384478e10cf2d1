/**
 * HTTP as the server sees it (issue 18, item 5): one record per HTTP exchange of a Streamable HTTP
 * or legacy SSE connection, with the headers that went out and the status and headers that came
 * back. It is its own record kind rather than a field of the message record, because the message is
 * recorded before it is sent (wire-tap.ts) and the status is known only later; the log and traces
 * are append-only. `about` links it to the message records its POST body carried.
 */

/** Header names in lower case, as fetch's Headers gives them; credential values masked ("Bearer •••"). */
export type HttpHeaders = Record<string, string>;

export interface HttpRequestFacts {
  method: string;
  /** The URL as requested; the legacy SSE transport's POST URL carries its session id in the query. */
  url: string;
  headers: HttpHeaders;
}

export interface HttpResponseFacts {
  status: number;
  statusText?: string;
  headers: HttpHeaders;
}

interface HttpRecordBase {
  seq: number;
  t: number;
  conn: string;
}

export interface HttpRecord extends HttpRecordBase {
  kind: 'http';
  request: HttpRequestFacts;
  /** Absent when no answer came; `error` says why. */
  response?: HttpResponseFacts;
  error?: string;
  /**
   * The seqs of the `out` message records this request's body carried (one, or a batch's members).
   * Absent for requests without a JSON-RPC body: the GET that opens a stream, the session's DELETE.
   * In a trace file these are record numbers in the file, as a reader counts them (1 to n).
   */
  about?: number[];
}
