/**
 * A fetch that keeps every exchange it makes, masked, for the auth debugger (issue 7: "each step
 * shows the exact HTTP request and response"). The SDK's discovery, registration and token
 * functions take it as their fetchFn, so what they send is what the debugger shows.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import { maskExchange } from '../../src/core/auth/mask';
import type { HttpExchange } from '../../src/core/auth/types';

function headerRecord(headers: RequestInit['headers'] | Headers | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(headers ?? {}).entries());
}

function bodyText(body: RequestInit['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return `(${Object.prototype.toString.call(body).slice(8, -1)} body)`;
}

/** The request line, headers and body of what is about to be sent, masked later with the answer. */
export function describeRequest(url: string | URL, init: RequestInit | undefined): HttpExchange['request'] {
  const body = bodyText(init?.body);
  return { method: init?.method ?? 'GET', url: String(url), headers: headerRecord(init?.headers), ...(body !== undefined ? { body } : {}) };
}

/** Reads the answer's body from a clone, so the caller still gets the whole Response. */
export async function describeResponse(response: Response): Promise<NonNullable<HttpExchange['response']>> {
  const type = response.headers.get('content-type') ?? '';
  // An event stream stays open: reading it here would wait for the server to end it.
  const body = type.includes('text/event-stream') ? '(event stream)' : await response.clone().text().catch(() => undefined);
  return { status: response.status, headers: headerRecord(response.headers), ...(body !== undefined ? { body } : {}) };
}

export function recordingFetch(base: FetchLike, record: (exchange: HttpExchange) => void): FetchLike {
  return async function recordedFetch(url, init) {
    const startedAt = Date.now();
    const request = describeRequest(url, init);
    try {
      const response = await base(url, init);
      record(maskExchange({ request, response: await describeResponse(response), startedAt, durationMs: Date.now() - startedAt }));
      return response;
    } catch (error) {
      record(maskExchange({ request, error: (error as Error).message, startedAt, durationMs: Date.now() - startedAt }));
      throw error;
    }
  };
}
