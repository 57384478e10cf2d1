/**
 * Which headers cross `mcpscope record --url`, and how they are shown in the trace. Pure, so the
 * masking is unit-tested alone: credentials are forwarded to the server but never written down.
 */

/** RFC 9110 §7.6.1 hop-by-hop headers, plus what fetch sets itself or must not be told. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host', 'content-length', 'expect', 'accept-encoding']);
/** Origin and Referer name the proxy's page, not the server's: the server may refuse a foreign origin. */
const REQUEST_ONLY_LOCAL = new Set(['origin', 'referer']);
/** fetch already decoded the body, so these would describe bytes the host never gets. */
const RESPONSE_DECODED = new Set(['content-encoding', 'content-length']);
const SECRET_NAME = /authorization|cookie|token|secret|api[-_]?key|password/i;

type IncomingHeaders = Record<string, string | string[] | undefined>;

export function requestHeadersToForward(headers: IncomingHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || NOT_FORWARDED.has(lower) || REQUEST_ONLY_LOCAL.has(lower) || lower.startsWith('sec-fetch-')) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, one);
  }
  return out;
}

export function responseHeadersToForward(headers: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    if (!NOT_FORWARDED.has(name) && !RESPONSE_DECODED.has(name) && name !== 'set-cookie') out[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

/** `name: value` pairs for a note, with credential values masked as in trace headers (docs/trace-format.md, "Redaction"). */
export function describeHeaders(headers: IncomingHeaders): string {
  return Object.entries(headers)
    .filter(([name, value]) => value !== undefined && !NOT_FORWARDED.has(name.toLowerCase()))
    .map(([name, value]) => `${name}: ${SECRET_NAME.test(name) ? '•••' : String(value)}`)
    .join(', ');
}
