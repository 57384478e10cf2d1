/**
 * Pure helpers for the auth debugger (issue 7): how a masked HTTP body is shown, how the expiry
 * reads, and when the connection view asks for sign-in. Unit-tested without a browser.
 */
import type { AuthFlowState } from '../../core/auth/types';

/** The flow wants a person: a sign-in page to open, or a failure to look at. */
export function needsSignIn(flow: AuthFlowState | undefined): boolean {
  return flow !== undefined && (flow.status === 'awaiting-user' || flow.status === 'failed');
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * A body as a person reads it: JSON indented, a form one `name=value` per line (decoded), anything
 * else as it came. The bridge already masked it (src/core/auth/mask.ts); nothing here unmasks.
 */
export function prettyBody(body: string, headers: Record<string, string>): { text: string; kind: 'json' | 'form' | 'text' } {
  const type = headerValue(headers, 'content-type') ?? '';
  const trimmed = body.trim();
  if (type.includes('json') || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return { text: JSON.stringify(JSON.parse(trimmed), null, 2), kind: 'json' };
    } catch {
      // Clipped or not JSON after all: shown as text.
    }
  }
  if (type.includes('x-www-form-urlencoded')) {
    return { text: [...new URLSearchParams(trimmed)].map(([name, value]) => `${name}=${value}`).join('\n'), kind: 'form' };
  }
  return { text: body, kind: 'text' };
}

/** "in 59 min", "expired 3 s ago": the signed-in summary's expiry, relative to `now`. */
export function describeExpiry(expiresAt: number | undefined, now: number): string {
  if (expiresAt === undefined) return 'not given by the server';
  const seconds = Math.round((expiresAt - now) / 1000);
  const span = (s: number) => (s >= 3600 ? `${Math.round(s / 3600)} h` : s >= 60 ? `${Math.round(s / 60)} min` : `${s} s`);
  const at = new Date(expiresAt).toLocaleTimeString();
  return seconds >= 0 ? `in ${span(seconds)} (${at})` : `expired ${span(-seconds)} ago (${at})`;
}
