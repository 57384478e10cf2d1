/**
 * Redaction of JSON values (issue 17, finding 2): every record kind and the trace header go
 * through here whole, so no field is skipped because nobody thought of it. Values under
 * credential-named keys go whole; every other string is scanned. All strings of all values are
 * scanned in a few engine calls.
 */
import { exceedsJsonDepth } from '../json-depth';
import { isCredentialKey, maskText, scanTexts } from './engine';

export interface JsonRedaction {
  /** Which of the values. */
  index: number;
  /** JSON pointer inside it, e.g. /msg/result/content/0/text. */
  path: string;
  /** The rule's name for it. */
  what: string;
}

/** What a value under a credential key becomes. */
export const WHOLE_VALUE = '[redacted]';
const TOO_DEEP = '[redacted: nested too deep to scan]';

interface Slot {
  index: number;
  path: string;
  text: string;
  set: (text: string) => void;
}

function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A copy of each value with its credentials masked, and where each was. */
export async function redactJsonValues(values: readonly unknown[]): Promise<{ values: unknown[]; redactions: JsonRedaction[] }> {
  const redactions: JsonRedaction[] = [];
  const slots: Slot[] = [];

  function copy(value: unknown, index: number, path: string, set: (next: unknown) => void): void {
    if (typeof value === 'string') {
      slots.push({ index, path, text: value, set });
      return;
    }
    if (typeof value !== 'object' || value === null) return set(value);
    const out: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
    set(out);
    for (const [key, child] of Object.entries(value)) {
      const childPath = `${path}/${pointerToken(key)}`;
      const put = (next: unknown) => ((out as Record<string, unknown>)[key] = next);
      if (!Array.isArray(value) && isCredentialKey(key, child)) {
        redactions.push({ index, path: childPath, what: `value of ${key}` });
        put(WHOLE_VALUE);
      } else copy(child, index, childPath, put);
    }
  }

  const out: unknown[] = values.map(() => undefined);
  values.forEach((value, index) => {
    // A value too deep to walk cannot be checked, so none of it is shared (issue 17, finding 3).
    if (exceedsJsonDepth(value)) {
      redactions.push({ index, path: '', what: 'value nested too deep to scan' });
      out[index] = TOO_DEEP;
    } else copy(value, index, '', (next) => (out[index] = next));
  });
  const hits = await scanTexts(slots.map((slot) => slot.text));
  slots.forEach((slot, at) => {
    const found = hits[at] ?? [];
    for (const hit of found) redactions.push({ index: slot.index, path: slot.path, what: hit.kind });
    slot.set(found.length === 0 ? slot.text : maskText(slot.text, found));
  });
  redactions.sort((a, b) => a.index - b.index);
  return { values: out, redactions };
}
