/**
 * A connection's own headers (X-Api-Key, any --header) belong to the MCP server they were typed
 * for. The OAuth flow also talks to the authorization server the resource's metadata names, which
 * may be anyone's: it must not receive them (issue 17, finding 6). So they are added only to
 * requests whose origin is the MCP server URL's (RFC 6454: one origin, one party), and every other
 * request of the flow (AS metadata, registration, authorization, token, refresh) carries only what
 * the OAuth spec asks for.
 */
import { createFetchWithInit, type FetchLike } from '@modelcontextprotocol/client';

export function originBoundFetch(base: FetchLike, serverUrl: string, headers: Record<string, string> | undefined): FetchLike {
  if (!headers || Object.keys(headers).length === 0) return base;
  const withHeaders = createFetchWithInit(base, { headers });
  const origin = new URL(serverUrl).origin;
  return function originBoundFetch(url, init) {
    return new URL(String(url)).origin === origin ? withHeaders(url, init) : base(url, init);
  };
}
