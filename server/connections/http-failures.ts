/**
 * What went wrong with an HTTP server, in words a person can act on (issue 17, finding 8). Node's
 * fetch says only "fetch failed"; the URL and the cause (ECONNREFUSED, ENOTFOUND, a TLS code, a
 * 503 and its body) are what tell a dead server from a typo or an expired certificate.
 *
 * `reportingFetch` wraps the fetch an HTTP transport sends through, so every request of the
 * session, ours and the SDK's own (the standalone GET stream and its reconnects, the legacy SSE
 * stream), fails with an HttpFailure naming both, and the connection hears of it at once.
 */
import { STATUS_CODES } from 'node:http';
import { SdkHttpError, type FetchLike } from '@modelcontextprotocol/client';
import type { BridgeErrorValue } from '../../src/core/bridge-api';
import { isObject } from '../../src/core/is-object';

/** A 5xx body is usually a short page or a proxy's line; enough of it to recognise. */
const BODY_SNIPPET_CHARS = 200;

export interface HttpFailureDetails {
  method: string;
  /** Origin and path only: a query or userinfo may hold a credential. */
  url: string;
  /** The Node error code (ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED...) when the request got no answer. */
  cause?: string;
  status?: number;
  statusText?: string;
  body?: string;
}

/** A request that reached no server, or a server answering 5xx. */
export class HttpFailure extends Error {
  readonly value: BridgeErrorValue;

  constructor(readonly details: HttpFailureDetails, message: string) {
    super(message);
    this.value = { code: 'server_unreachable', message, details };
  }
}

export function shownUrl(url: string | URL): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return String(url);
  }
}

/**
 * `inner` as it was, except that a request that gets no answer (a network error) or is answered
 * 5xx throws an HttpFailure, which `onFailure` hears first.
 */
export function reportingFetch(inner: FetchLike, onFailure: (failure: HttpFailure) => void): FetchLike {
  return async function fetchReportingFailures(url, init) {
    const method = init?.method ?? 'GET';
    let response: Response;
    try {
      response = await inner(url, init);
    } catch (error) {
      // Our own close aborts what is in flight: that is no failure of the server. An error with
      // no network cause (the OAuth layer's AuthFlowError) is not ours to reword either.
      const cause = init?.signal?.aborted ? undefined : networkCause(error);
      if (!cause) throw error;
      const failure = unanswered(method, url, cause);
      onFailure(failure);
      throw failure;
    }
    if (response.status < 500) return response;
    // The SDK would throw on a 5xx too (it treats only 401, 403 and a GET's 405 apart), saying
    // neither the URL nor the status; the legacy SSE reader would say only "Non-200 status code".
    const failure = await serverError(method, url, response);
    onFailure(failure);
    throw failure;
  };
}

/**
 * A POST the server answered 4xx, as the SDK reports it (SdkHttpError, "Error POSTing to endpoint:
 * <body>"), in the words the message log uses: the status with its reason phrase, then what the
 * server said (a JSON-RPC error's message, or the start of the body). Undefined for any other error.
 */
export function refusedPost(error: unknown): BridgeErrorValue | undefined {
  if (!(error instanceof SdkHttpError) || error.status < 400) return undefined;
  const status = statusWords(error);
  const text = typeof error.data.text === 'string' ? error.data.text.trim() : '';
  const body = text.slice(0, BODY_SNIPPET_CHARS);
  const said = rpcErrorIn(text) ?? body;
  return {
    code: 'http_refused',
    message: `HTTP ${status} from the server${said ? `: ${said}` : ''}`,
    details: { status: error.status, ...(error.statusText ? { statusText: error.statusText } : {}), ...(body ? { body } : {}) },
  };
}

/** "404 Not Found": the status with its reason phrase, the server's or the standard one. */
export function statusWords(error: SdkHttpError): string {
  return `${error.status} ${error.statusText || STATUS_CODES[error.status] || ''}`.trim();
}

/** A gateway or a server often answers a refused POST with a JSON-RPC error: its message and code say it best. */
function rpcErrorIn(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const error = isObject(parsed) && isObject(parsed.error) ? parsed.error : undefined;
  if (typeof error?.message !== 'string') return undefined;
  return typeof error.code === 'number' ? `${error.message} (JSON-RPC error ${error.code})` : error.message;
}

function unanswered(method: string, url: string | URL, cause: NetworkCause): HttpFailure {
  return new HttpFailure({ method, url: shownUrl(url), cause: cause.code }, `${method} ${shownUrl(url)} failed: ${causeWords(cause.code)} (${cause.message})`);
}

async function serverError(method: string, url: string | URL, response: Response): Promise<HttpFailure> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  const body = text.trim().slice(0, BODY_SNIPPET_CHARS);
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const message = `${method} ${shownUrl(url)} answered ${status}${body ? `: ${body}` : ''}`;
  return new HttpFailure({ method, url: shownUrl(url), status: response.status, statusText: response.statusText, ...(body ? { body } : {}) }, message);
}

interface NetworkCause {
  code: string;
  message: string;
}

/** undici puts the socket's error in `cause`, sometimes inside an AggregateError (one per address tried). */
export function networkCause(error: unknown): NetworkCause | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return { code, message: e.message || firstInner(e)?.message || code };
  }
  return undefined;
}

function firstInner(error: Error): Error | undefined {
  return error instanceof AggregateError && error.errors[0] instanceof Error ? error.errors[0] : undefined;
}

const CAUSE_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused: nothing listens there',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'DNS: no such host',
  EAI_AGAIN: 'DNS lookup failed (temporary)',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  UND_ERR_HEADERS_TIMEOUT: 'the server sent no answer in time',
  UND_ERR_SOCKET: 'the server closed the connection',
};

function causeWords(code: string): string {
  if (CAUSE_WORDS[code]) return CAUSE_WORDS[code];
  // OpenSSL's verification codes (CERT_HAS_EXPIRED, DEPTH_ZERO_SELF_SIGNED_CERT...) and Node's ERR_TLS_*.
  if (/CERT|SELF_SIGNED|ERR_TLS|ERR_SSL|UNABLE_TO_VERIFY/.test(code)) return `TLS: the certificate was rejected (${code})`;
  return code;
}
