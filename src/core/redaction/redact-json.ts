/**
 * Redaction of JSON values (issue 17, finding 2): every record kind and the trace header go
 * through here whole, so no field is skipped because nobody thought of it. Values under
 * credential-named keys go whole; every other string is scanned. All strings of all values are
 * scanned in a few engine calls. The live views mask from the same scan (scanJsonValues).
 */
import { exceedsJsonDepth } from '../json-depth';
import { APP_MIME_TYPE } from '../apps/app-meta';
import { isObject } from '../is-object';
import { isCredentialKey, maskText, scanTexts, type SecretHit, type TextKind } from './engine';

export interface JsonRedaction {
  /** Which of the values. */
  index: number;
  /** JSON pointer inside it, e.g. /msg/result/content/0/text. */
  path: string;
  /** The rule's name for it. */
  what: string;
}

/** What the scan found at one place: a value masked whole (under a credential key) or spans of a string. */
export type JsonSecret = { index: number; path: string; text: string } & ({ key: string } | { hits: SecretHit[] });

/** What a value under a credential key becomes. */
export const WHOLE_VALUE = '[redacted]';
const TOO_DEEP = '[redacted: nested too deep to scan]';

/**
 * Whether `container[key]` is an MCP App's HTML (issue 21): the text of a resources/read item of the
 * app type, or the html the host posts its sandbox proxy (`ui/notifications/sandbox-resource-ready`,
 * recorded as an app message). Code, for the engine: see TextKind.
 */
function isAppHtml(container: Record<string, unknown>, key: string, parent: unknown): boolean {
  if (key === 'text') return container.mimeType === APP_MIME_TYPE;
  return key === 'html' && isObject(parent) && parent.method === 'ui/notifications/sandbox-resource-ready' && parent.params === container;
}

function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Every credential in the values, by value and JSON pointer; values too deep to walk are listed in `tooDeep`. */
export async function scanJsonValues(values: readonly unknown[]): Promise<{ found: JsonSecret[]; tooDeep: Set<number> }> {
  const whole: JsonSecret[] = [];
  const strings: { index: number; path: string; text: string; kind: TextKind }[] = [];
  const tooDeep = new Set<number>();
  const walk = (value: unknown, index: number, path: string, kind: TextKind = 'prose', parent?: unknown): void => {
    if (typeof value === 'string') strings.push({ index, path, text: value, kind });
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const childPath = `${path}/${pointerToken(key)}`;
      if (!Array.isArray(value) && isCredentialKey(key, child)) whole.push({ index, path: childPath, text: String(child), key });
      else walk(child, index, childPath, !Array.isArray(value) && isAppHtml(value as Record<string, unknown>, key, parent) ? 'code' : 'prose', value);
    }
  };
  values.forEach((value, index) => {
    if (exceedsJsonDepth(value)) tooDeep.add(index);
    else walk(value, index, '');
  });
  const hits = await scanTexts(
    strings.map((slot) => slot.text),
    strings.map((slot) => slot.kind),
  );
  const scanned = strings.flatMap(({ kind: _kind, ...slot }, at) => (hits[at]?.length ? [{ ...slot, hits: hits[at] ?? [] }] : []));
  return { found: [...whole, ...scanned].sort((a, b) => a.index - b.index), tooDeep };
}

function setAt(root: unknown, path: string, next: unknown): void {
  const tokens = path.split('/').slice(1).map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = tokens.pop();
  let parent = root;
  for (const token of tokens) parent = (parent as Record<string, unknown>)[token];
  if (last !== undefined) (parent as Record<string, unknown>)[last] = next;
}

/** A copy of each value with its credentials masked, and where each was. */
export async function redactJsonValues(values: readonly unknown[]): Promise<{ values: unknown[]; redactions: JsonRedaction[] }> {
  const { found, tooDeep } = await scanJsonValues(values);
  const out = values.map((value, index) => (tooDeep.has(index) ? TOO_DEEP : structuredClone(value)));
  const redactions: JsonRedaction[] = [...tooDeep].map((index) => ({ index, path: '', what: 'value nested too deep to scan' }));
  for (const secret of found) {
    const masked = 'key' in secret ? WHOLE_VALUE : maskText(secret.text, secret.hits);
    // A string at the root has the empty pointer: it is the value itself.
    if (secret.path === '') out[secret.index] = masked;
    else setAt(out[secret.index], secret.path, masked);
    if ('key' in secret) redactions.push({ index: secret.index, path: secret.path, what: `value of ${secret.key}` });
    else for (const hit of secret.hits) redactions.push({ index: secret.index, path: secret.path, what: hit.kind });
  }
  redactions.sort((a, b) => a.index - b.index);
  return { values: out, redactions };
}
