/**
 * A readable view of an MRTR `requestState` (MCP 2026-07-28, basic/patterns/mrtr), for display
 * only. The spec tells clients never to parse or rely on it, and mcpscope sends it back byte for
 * byte; but a developer debugging their server wants to see what it carries. Nothing here
 * verifies a signature or trusts a claim: a JWT's claims are shown as claimed.
 *
 * Tried in order: the whole string as JSON; as base64/base64url JSON; a JWT (header.claims.sig);
 * any dot-separated segment that decodes to JSON (e.g. the SDK's `v1.<body>.<mac>`).
 */
import { isObject } from './is-object';

export type DecodedRequestState =
  | { kind: 'json'; value: unknown }
  | { kind: 'base64-json'; value: unknown }
  | { kind: 'jwt'; header: Record<string, unknown>; claims: unknown }
  | { kind: 'segment'; index: number; segments: number; value: unknown };

/** The view of `state`, or undefined when nothing in it reads as JSON (an opaque or encrypted blob). */
export function decodeRequestState(state: string): DecodedRequestState | undefined {
  const whole = parseJson(state);
  if (whole.ok) return { kind: 'json', value: whole.value };
  const decoded = base64Json(state);
  if (decoded.ok) return { kind: 'base64-json', value: decoded.value };
  const segments = state.split('.');
  if (segments.length < 2) return undefined;
  const parsed = segments.map(base64Json);
  const [header, claims] = parsed;
  if (segments.length === 3 && header?.ok && isObject(header.value) && typeof header.value.alg === 'string' && claims?.ok) {
    return { kind: 'jwt', header: header.value, claims: claims.value };
  }
  const index = parsed.findIndex((part) => part.ok);
  const found = parsed[index];
  return found?.ok ? { kind: 'segment', index, segments: segments.length, value: found.value } : undefined;
}

type Parsed = { ok: true; value: unknown } | { ok: false };

/** Only objects and arrays: a bare number or word that happens to parse says nothing about the state. */
function parseJson(text: string): Parsed {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch {
    return { ok: false };
  }
}

function base64Json(text: string): Parsed {
  if (text.length < 4 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return { ok: false };
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return parseJson(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false };
  }
}
