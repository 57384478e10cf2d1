/**
 * Masking of the auth flow's HTTP exchanges before the debugger keeps them (issue 7: "the headers
 * with secrets masked"). Header values that carry credentials and the body fields that carry
 * tokens, secrets or the PKCE verifier become REDACTED, in form-encoded and JSON bodies alike.
 */
import { REDACTED } from '../target';
import type { HttpExchange } from './types';

/** Long bodies (a big metadata document, an HTML login page) are clipped for the debugger. */
export const MAX_EXCHANGE_BODY = 16_000;

const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
const SECRET_FIELDS = new Set(['access_token', 'refresh_token', 'id_token', 'client_secret', 'code_verifier']);

export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.has(name.toLowerCase()) ? maskCredential(value) : value]));
}

/** Keeps the scheme ("Bearer", "Basic") visible: which method was used is what the debugger shows. */
function maskCredential(value: string): string {
  const scheme = /^(\w+) +\S/.exec(value);
  return scheme ? `${scheme[1]} ${REDACTED}` : REDACTED;
}

function maskJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskJson);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_FIELDS.has(key) ? REDACTED : maskJson(inner)]));
}

function looksLikeForm(body: string): boolean {
  return /^[\w.%-]+=[^&]*(&[\w.%-]+=[^&]*)*$/.test(body.trim());
}

export function maskBody(body: string): string {
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(maskJson(JSON.parse(trimmed)));
    } catch {
      // Not JSON after all: masked as text below.
    }
  }
  if (looksLikeForm(trimmed)) {
    const params = new URLSearchParams(trimmed);
    for (const key of [...params.keys()]) if (SECRET_FIELDS.has(key)) params.set(key, REDACTED);
    return params.toString();
  }
  // Anything else: each "field=value" or "field": "value" pair is masked where it appears.
  return body.replace(/\b(access_token|refresh_token|id_token|client_secret|code_verifier)("?\s*[:=]\s*"?)([^"&\s,}]+)/g, `$1$2${REDACTED}`);
}

function clip(body: string): string {
  return body.length > MAX_EXCHANGE_BODY ? `${body.slice(0, MAX_EXCHANGE_BODY)}… (${body.length - MAX_EXCHANGE_BODY} more characters)` : body;
}

export function maskExchange(exchange: HttpExchange): HttpExchange {
  const { request, response } = exchange;
  return {
    ...exchange,
    request: { ...request, headers: maskHeaders(request.headers), ...(request.body !== undefined ? { body: maskBody(request.body) } : {}) },
    ...(response ? { response: { ...response, headers: maskHeaders(response.headers), ...(response.body !== undefined ? { body: clip(maskBody(response.body)) } : {}) } } : {}),
  };
}
