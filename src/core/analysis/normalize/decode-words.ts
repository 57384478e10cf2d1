/**
 * Decodings with no alphabet of their own, rot13 and reversed text: any Latin text "decodes", so
 * a line counts as hidden only when its decoding reads as English and the line itself does not.
 */
import { clip } from '../finding';
import { standalone, type Decoding } from './decoding';
import { englishEvidence, readsAsEnglish } from './english';

/** Lines, and long lines cut into windows, so a megabyte on one line costs one pass. */
const CHUNK = /[^\n]{1,2000}/g;
/** Already-English text is not hidden: skip the decoding when this share of its words is frequent. */
const ENGLISH_SHARE = 0.3;

function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (char) => {
    const base = char <= 'Z' ? 65 : 97;
    return String.fromCharCode(((char.charCodeAt(0) - base + 13) % 26) + base);
  });
}

function reversed(text: string): string {
  return [...text].reverse().join('');
}

const DECODINGS: readonly [string, (text: string) => string][] = [
  ['rot13', rot13],
  ['reversed text', reversed],
];

export function wordDecodings(text: string): Decoding[] {
  const segments: Decoding[] = [];
  for (const match of text.matchAll(CHUNK)) {
    const chunk = match[0].trim();
    const original = englishEvidence(chunk);
    if (original.words < 3 || original.frequent >= ENGLISH_SHARE * original.words) continue;
    const start = match.index + match[0].indexOf(chunk);
    for (const [encoding, decode] of DECODINGS) {
      const decoded = decode(chunk);
      if (!readsAsEnglish(original, englishEvidence(decoded))) continue;
      segments.push(standalone({ span: { start, end: start + chunk.length }, encoding, decoded }, `A line reads as English only as ${encoding}: "${clip(decoded, 160)}".`));
    }
  }
  return segments;
}
