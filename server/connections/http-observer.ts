/**
 * HTTP as the server sees it (issue 18, item 5): a fetch wrapper that reports each HTTP exchange of
 * a connection, with the headers that went out and the status and headers that came back. The SDK
 * builds the Mcp-Method / Mcp-Name / Mcp-Param-* / MCP-Protocol-Version / Mcp-Session-Id headers
 * itself, so the fetch is the one place that sees them as sent.
 *
 * It reports when the response's headers arrive, before the transport reads the body, so the
 * exchange comes before the messages of its answer in the log. It never reads, buffers or alters a
 * body: a streaming answer (SSE) goes to the transport untouched.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import type { HttpHeaders, HttpRequestFacts, HttpResponseFacts } from '../../src/core/wire-http';
import { maskedHeaderValue } from '../../src/core/http-header-mask';
import { networkCause } from './http-failures';

export interface ObservedExchange {
  request: HttpRequestFacts;
  /** The request body as the transport gave it: a POST's JSON-RPC text, to find its messages. */
  body?: string;
  response?: HttpResponseFacts;
  /** Why there is no response: the fetch failed (refused, DNS, aborted...). */
  error?: string;
}

/**
 * A credential header's value never enters the log or a trace; values that only look like
 * credentials are masked later, in the views and exports (issue 17).
 */
function headerFacts(headers: Headers, ownHeaders: ReadonlySet<string>): HttpHeaders {
  const facts: HttpHeaders = {};
  // Headers joins repeated fields with ", " except Set-Cookie, which is masked whole anyway.
  headers.forEach((value, name) => {
    facts[name] = maskedHeaderValue(name, value, ownHeaders);
  });
  return facts;
}

/**
 * `inner`, unchanged, except that `onExchange` hears of each request and its answer (or failure).
 * `ownHeaderNames`: the connection's own headers, whose values are masked whole.
 */
export function observedFetch(inner: FetchLike, onExchange: (exchange: ObservedExchange) => void, ownHeaderNames: readonly string[] = []): FetchLike {
  const own = new Set(ownHeaderNames.map((name) => name.toLowerCase()));
  return async function fetchObserved(url, init) {
    const request: HttpRequestFacts = { method: (init?.method ?? 'GET').toUpperCase(), url: String(url), headers: headerFacts(new Headers(init?.headers), own) };
    const body = typeof init?.body === 'string' ? init.body : undefined;
    let response: Response;
    try {
      response = await inner(url, init);
    } catch (error) {
      // fetch says only "fetch failed": the code (ECONNREFUSED, a TLS code) is what tells why.
      const cause = networkCause(error);
      const reason = cause ? `${cause.code}: ${cause.message}` : error instanceof Error ? error.message : String(error);
      onExchange({ request, ...(body === undefined ? {} : { body }), error: reason });
      throw error;
    }
    const facts: HttpResponseFacts = { status: response.status, ...(response.statusText ? { statusText: response.statusText } : {}), headers: headerFacts(response.headers, own) };
    onExchange({ request, ...(body === undefined ? {} : { body }), response: facts });
    return response;
  };
}
