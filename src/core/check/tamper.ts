/**
 * A requestState changed the way an attacker would change it (issue 18, item 7): a readable
 * part (base64url or base64 JSON, as in a JWT or the SDK's "v1.<payload>.<mac>") gets an extra
 * field, the rest stays byte for byte, so only integrity protection can tell. An unreadable
 * state has one character flipped instead.
 */
import { isObject } from '../is-object';

const FIELD = 'mcpscopeTampered';

function decodeJson(segment: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(segment)) return undefined;
  try {
    const bytes = Uint8Array.from(atob(segment.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function encodeJson(value: unknown, likeUrl: boolean): string {
  const binary = Array.from(new TextEncoder().encode(JSON.stringify(value)), (byte) => String.fromCharCode(byte)).join('');
  const base64 = btoa(binary);
  return likeUrl ? base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : base64;
}

export function tamperRequestState(state: string): string {
  const segments = state.split('.');
  const at = segments.findIndex((segment) => decodeJson(segment) !== undefined);
  if (at >= 0) {
    const segment = segments[at] ?? '';
    const likeUrl = !/[+/=]/.test(segment);
    segments[at] = encodeJson({ ...decodeJson(segment), [FIELD]: true }, likeUrl);
    return segments.join('.');
  }
  if (state === '') return 'x';
  const middle = Math.floor(state.length / 2);
  const flipped = state[middle] === 'A' ? 'B' : 'A';
  return `${state.slice(0, middle)}${flipped}${state.slice(middle + 1)}`;
}
