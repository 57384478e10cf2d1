/**
 * The one redaction engine (issue 17, finding 2), used by exports, the live views and the CLI:
 * secretlint's recommended rules, the findings' secret shapes (JWT, Stripe, Google keys and
 * others secretlint lacks), and the name rules (./credential-names.ts). Isomorphic.
 */
import { findSecrets } from '../analysis/rules/output';
import { findNamedCredentials, isCredentialName } from './credential-names';
import type { SecretHit } from './hit';

export type { SecretHit } from './hit';
export { isCredentialName } from './credential-names';

/**
 * How a text is read. `prose` by every rule; `code` (an MCP App's HTML and script) by the shape
 * rules only: code is full of credential-named identifiers (`access_token:a()`,
 * `i.credentials=…`) that hold no credential, and masking them breaks the app's script.
 */
export type TextKind = 'prose' | 'code';

/** The credentials in each text, in order, never overlapping; indexed like `texts` (and `kinds`, prose by default). */
export async function scanTexts(texts: readonly string[], kinds: readonly TextKind[] = []): Promise<SecretHit[][]> {
  // Loaded on first use: the page's first chunk imports this module (for scanTextNow, through
  // target.ts), and secretlint with its rules would add 25 KB gzip to it (docs/performance.md, B6).
  const { secretlintHits } = await import('./secretlint-scan');
  const linted = await secretlintHits(texts);
  return texts.map((text, index) => hitsIn(text, linted[index] ?? [], kinds[index] ?? 'prose'));
}

/**
 * The engine without secretlint (whose API is async), for the places that must answer at once:
 * connection summaries and trace headers the bridge builds (src/core/target.ts).
 */
export function scanTextNow(text: string): SecretHit[] {
  return hitsIn(text, []);
}

/** `text` with what scanTextNow finds replaced by `mask`: for summaries and messages the bridge sends at once. */
export function maskTextNow(text: string, mask: string): string {
  const hits = scanTextNow(text);
  return hits.length === 0 ? text : maskText(text, hits, () => mask);
}

function hitsIn(text: string, linted: SecretHit[], kind: TextKind = 'prose'): SecretHit[] {
  const shaped = findSecrets(text).map(({ kind, span }) => ({ kind, start: span.start, end: span.end }));
  // Shape rules first: when a name rule and a shape rule see the same value, the shape names it better.
  return merge([...linted, ...shaped], kind === 'code' ? [] : findNamedCredentials(text));
}

function merge(shapes: SecretHit[], named: SecretHit[]): SecretHit[] {
  const all = [...shapes.map((hit) => ({ hit, rank: 0 })), ...named.map((hit) => ({ hit, rank: 1 }))];
  all.sort((a, b) => a.hit.start - b.hit.start || a.rank - b.rank || b.hit.end - a.hit.end);
  const kept: SecretHit[] = [];
  for (const { hit } of all) {
    const last = kept.at(-1);
    // Overlapping hits become one span, so no part of either secret is left.
    if (last && hit.start < last.end) last.end = Math.max(last.end, hit.end);
    else kept.push({ ...hit });
  }
  return kept;
}

/** `text` with each hit replaced by what `marker` says for it. */
export function maskText(text: string, hits: readonly SecretHit[], marker = (hit: SecretHit) => `[redacted ${hit.kind}]`): string {
  let out = '';
  let at = 0;
  for (const hit of hits) {
    out += text.slice(at, hit.start) + marker(hit);
    at = hit.end;
  }
  return out + text.slice(at);
}

/** `text` with every credential the engine finds replaced by a marker naming its kind. */
export async function redactText(text: string): Promise<{ text: string; kinds: string[] }> {
  const [hits = []] = await scanTexts([text]);
  return { text: maskText(text, hits), kinds: hits.map((hit) => hit.kind) };
}

/** Whether a value under this JSON key is masked whole, whatever it looks like. */
export function isCredentialKey(key: string, value: unknown): boolean {
  return (typeof value === 'string' && value !== '') || typeof value === 'number' ? isCredentialName(key) : false;
}
