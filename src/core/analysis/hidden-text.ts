/**
 * Text a person does not see but a model reads: invisible characters spelled out for evidence,
 * and the invisible carriers (tag characters, variation selectors) with what they say. The other
 * encodings, and decoding them recursively, are ./normalize/decode.ts.
 */
import emojiRegex from 'emoji-regex';
import type { Span } from './finding';

export interface DecodedSegment {
  /** The encoded characters in the field's text. */
  span: Span;
  /** How the text was hidden, worded to follow "Hidden as …". */
  encoding: string;
  decoded: string;
}

export function codePointLabel(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Controls and format characters (tab and newline aside) plus invisible letters and selectors.
 * Combining marks sit in classes of their own, so no class reads as one combined glyph.
 */
const UNSEEN = /[^\P{C}\t\n]|[\u3164\uFFA0]|\u034F|[\u17B4-\u17B5]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/gu;

/** Evidence must not hide what it shows: invisible characters are spelled out as [U+XXXX]. */
export function showInvisible(text: string): string {
  return text.replace(UNSEEN, (char) => `[${codePointLabel(char)}]`);
}

const ONE_UNSEEN = new RegExp(`^(?:${UNSEEN.source})$`, 'u');

/** Whether one code point is one that showInvisible spells out. */
export function isUnseen(char: string): boolean {
  return ONE_UNSEEN.test(char);
}

/** Matches of `single` (a global regex) that `flag` accepts, adjacent ones merged into one run. */
export function runs(text: string, single: RegExp, flag: (index: number, match: string) => boolean = () => true): Span[] {
  const found: Span[] = [];
  for (const match of text.matchAll(single)) {
    if (!flag(match.index, match[0])) continue;
    const end = match.index + match[0].length;
    const last = found.at(-1);
    if (last?.end === match.index) last.end = end;
    else found.push({ start: match.index, end });
  }
  return found;
}

/** Which UTF-16 units belong to an emoji sequence; computed once per field, and only when needed. */
export function emojiMask(text: string): () => Uint8Array {
  let mask: Uint8Array | undefined;
  return () => {
    if (!mask) {
      mask = new Uint8Array(text.length);
      for (const match of text.matchAll(emojiRegex())) mask.fill(1, match.index, match.index + match[0].length);
    }
    return mask;
  };
}

const TAGS = 'Unicode tag characters';
const TAG_CHAR = /\uDB40[\uDC00-\uDC7F]/g;

/** Tag characters outside emoji (the England, Scotland and Wales flags are spelled with them). */
export function tagSegments(text: string): DecodedSegment[] {
  if (!text.includes('\uDB40')) return [];
  const emoji = emojiMask(text);
  return runs(text, TAG_CHAR, (index) => emoji()[index] !== 1).map((span) => ({ span, encoding: TAGS, decoded: decodeTags(text.slice(span.start, span.end)) }));
}

/** U+E0020–U+E007E mirror printable ASCII; the language and cancel tags carry no text. */
function decodeTags(run: string): string {
  let decoded = '';
  for (let i = 1; i < run.length; i += 2) {
    const ascii = run.charCodeAt(i) - 0xdc00;
    if (ascii >= 0x20 && ascii < 0x7f) decoded += String.fromCharCode(ascii);
  }
  return decoded;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const CONTROL = /[^\P{C}\t\n\r]/u;

/**
 * Readable text, not binary that happens to be valid UTF-8: no control or format characters,
 * mostly ASCII (hidden instructions target English-reading models) and at least a third letters.
 */
export function asText(bytes: Uint8Array, minLength: number): string | undefined {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return undefined;
  }
  if (text.length < minLength || CONTROL.test(text)) return undefined;
  const ascii = text.match(/[\x20-\x7E\s]/g)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return ascii >= 0.6 * text.length && letters >= text.length / 3 ? text : undefined;
}

/**
 * Runs of variation selectors, which no text needs more than one of in a row: the "emoji
 * smuggling" scheme puts one byte in each (U+FE00–FE0F for 0–15, U+E0100–E01EF for 16–255).
 */
export const SELECTOR_RUN = /(?:[\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]){2,}/g;

export function selectorBytes(run: string): Uint8Array {
  const bytes = new Uint8Array(run.length);
  let count = 0;
  for (let i = 0; i < run.length; i++) {
    const code = run.charCodeAt(i);
    bytes[count++] = code === 0xdb40 ? run.charCodeAt(++i) - 0xdd00 + 16 : code - 0xfe00;
  }
  return bytes.subarray(0, count);
}

export function selectorSegments(text: string): DecodedSegment[] {
  return [...text.matchAll(SELECTOR_RUN)].flatMap((match) => {
    const decoded = asText(selectorBytes(match[0]), 1);
    return decoded === undefined ? [] : [{ span: { start: match.index, end: match.index + match[0].length }, encoding: 'variation selectors', decoded }];
  });
}
