/**
 * Hidden content (issue 4): characters and encodings that a person reviewing a server does not
 * see but a model reads. Tool poisoning hides its instructions this way. `decodeHidden` hands the
 * engine what the hidden parts say, so every text rule rescans them (analyze.ts).
 */
import ansiRegex from 'ansi-regex';
import emojiRegex from 'emoji-regex';
import { clip, type Severity, type Span } from '../finding';
import type { FamilyRules, Hit, RuleDefinition, TextRule } from '../rule';
import type { TextKind } from '../text-fields';
import { decodeBase64 } from '../../resource-content';

export interface DecodedSegment {
  /** The encoded characters in the field's text. */
  span: Span;
  /** How the text was hidden, worded to follow "Hidden as …". */
  encoding: string;
  decoded: string;
}

/** One trick repeated all over a field yields this many findings at most; more would bury the rest. */
const MAX_HITS = 20;

const NAMES: Readonly<Record<number, string>> = {
  0x00ad: 'SOFT HYPHEN', 0x061c: 'ARABIC LETTER MARK', 0x200b: 'ZERO WIDTH SPACE', 0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER', 0x200e: 'LEFT-TO-RIGHT MARK', 0x200f: 'RIGHT-TO-LEFT MARK', 0x2060: 'WORD JOINER',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING', 0x202b: 'RIGHT-TO-LEFT EMBEDDING', 0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE', 0x202e: 'RIGHT-TO-LEFT OVERRIDE', 0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE', 0x2068: 'FIRST STRONG ISOLATE', 0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

function codePointLabel(char: string): string {
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

/** The span with a little text either side, as evidence. */
function excerpt(text: string, span: Span, around = 20): string {
  const start = Math.max(0, span.start - around);
  const end = Math.min(text.length, span.end + around);
  return clip(`${start > 0 ? '…' : ''}${showInvisible(text.slice(start, end))}${end < text.length ? '…' : ''}`);
}

/** "2 invisible characters (U+200B ZERO WIDTH SPACE)": the count, then each distinct character once. */
function describe(chars: string, noun: string): string {
  const distinct = [...new Set(chars)].map((char) => [codePointLabel(char), NAMES[char.codePointAt(0) ?? 0]].filter(Boolean).join(' '));
  const count = [...chars].length;
  return `${count} ${noun}${count === 1 ? '' : 's'} (${distinct.slice(0, 4).join(', ')}${distinct.length > 4 ? ', …' : ''})`;
}

/** Matches of `single` (a global regex) that `flag` accepts, adjacent ones merged into one run. */
function runs(text: string, single: RegExp, flag: (index: number, match: string) => boolean = () => true): Span[] {
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
function emojiMask(text: string): () => Uint8Array {
  let mask: Uint8Array | undefined;
  return () => {
    if (!mask) {
      mask = new Uint8Array(text.length);
      for (const match of text.matchAll(emojiRegex())) mask.fill(1, match.index, match.index + match[0].length);
    }
    return mask;
  };
}

// --- Decoding -------------------------------------------------------------------------------

const TAGS = 'Unicode tag characters';
const TAG_CHAR = /\uDB40[\uDC00-\uDC7F]/g;

/** Tag characters outside emoji (the England, Scotland and Wales flags are spelled with them). */
function tagSegments(text: string): DecodedSegment[] {
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
function asText(bytes: Uint8Array, minLength: number): string | undefined {
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
const SELECTOR_RUN = /(?:[\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]){2,}/g;

function selectorBytes(run: string): Uint8Array {
  const bytes = new Uint8Array(run.length);
  let count = 0;
  for (let i = 0; i < run.length; i++) {
    const code = run.charCodeAt(i);
    bytes[count++] = code === 0xdb40 ? run.charCodeAt(++i) - 0xdd00 + 16 : code - 0xfe00;
  }
  return bytes.subarray(0, count);
}

function selectorSegments(text: string): DecodedSegment[] {
  return [...text.matchAll(SELECTOR_RUN)].flatMap((match) => {
    const decoded = asText(selectorBytes(match[0]), 1);
    return decoded === undefined ? [] : [{ span: { start: match.index, end: match.index + match[0].length }, encoding: 'variation selectors', decoded }];
  });
}

const HEX_BLOB = /\b(?:0x)?[0-9a-fA-F]{24,}\b/g;
const HEX_ONLY = /^(?:0x)?[0-9a-fA-F]+$/;
/** Both alphabets at once (+/ and -_): base64url is as common as base64. */
const BASE64_BLOB = /[A-Za-z0-9+/_-]{20,}={0,2}/g;

function hexBytes(blob: string): Uint8Array | undefined {
  const digits = blob.replace(/^0x/, '');
  if (digits.length % 2 !== 0) return undefined;
  return Uint8Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16));
}

/** Hex first: every hex blob is also base64-shaped, and read as base64 it is noise. */
function blobSegments(text: string): DecodedSegment[] {
  const segments: DecodedSegment[] = [];
  const add = (match: RegExpExecArray, encoding: string, bytes: Uint8Array | undefined) => {
    const decoded = bytes && asText(bytes, 12);
    if (decoded !== undefined) segments.push({ span: { start: match.index, end: match.index + match[0].length }, encoding, decoded });
  };
  for (const match of text.matchAll(HEX_BLOB)) add(match, 'hex', hexBytes(match[0]));
  for (const match of text.matchAll(BASE64_BLOB)) if (!HEX_ONLY.test(match[0])) add(match, 'base64', decodeBase64(match[0]));
  return segments;
}

/** Every hidden part of `text` that decodes to something a model could read, in text order. */
export function decodeHidden(text: string): DecodedSegment[] {
  const tags = tagSegments(text).filter((segment) => segment.decoded.trim() !== '');
  return [...tags, ...selectorSegments(text), ...blobSegments(text)].sort((a, b) => a.span.start - b.span.start);
}

// --- Rules ----------------------------------------------------------------------------------

function rule(name: string, severity: Severity, title: string, summary: string, remediation: string): RuleDefinition {
  return { id: `hidden-content/${name}`, family: 'hidden-content', severity, title, summary, remediation };
}

const unicodeTags: TextRule = {
  rule: rule(
    'unicode-tags',
    'critical',
    'Hidden Unicode tag characters',
    'Fires on Unicode tag characters (U+E0000–U+E007F), which no font draws but models read as ASCII; the finding shows the decoded message, and the engine rescans it. Critical when the run decodes to text, high when it decodes to nothing readable. The tags inside emoji flags (England, Scotland, Wales) do not fire.',
    'Remove the tag characters. Nothing a server sends a model needs them outside emoji flags.',
  ),
  check: ({ text }) =>
    tagSegments(text).slice(0, MAX_HITS).map(({ span, decoded }): Hit => {
      const readable = decoded.trim() !== '';
      return {
        message: readable ? `Invisible Unicode tag characters hide the text "${clip(decoded, 160)}".` : `${describe(text.slice(span.start, span.end), 'invisible Unicode tag')} that decode to nothing readable.`,
        evidence: readable ? clip(decoded) : excerpt(text, span),
        span,
        severity: readable ? 'critical' : 'high',
      };
    }),
};

const INVISIBLE_CHAR = /\u034F|[\u17B4-\u17B5]|[\u00AD\u180E\u200B-\u200D\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]|\uD834[\uDD73-\uDD7A]/g;
/** Joiners that scripts written with joined or conjunct letters use inside ordinary words. */
const JOINERS = '\u200C\u200D\u180E';
const JOINING_SCRIPT =
  /[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Devanagari}\p{scx=Bengali}\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Myanmar}\p{scx=Khmer}]/u;
/** A long run of invisible characters is room for a payload (zero-width binary encodings). */
const PAYLOAD_RUN = 8;

const LETTER = /\p{L}/u;

/** A joiner after a letter of a joining script, not followed by a letter of another script (Malayalam ends words with one). */
function legitimateInvisible(text: string, index: number, char: string, emoji: () => Uint8Array): boolean {
  if (char === '\uFEFF') return index === 0; // a byte-order mark
  if (!JOINERS.includes(char)) return false;
  const after = text.charAt(index + 1);
  return emoji()[index] === 1 || (JOINING_SCRIPT.test(text.charAt(index - 1)) && (JOINING_SCRIPT.test(after) || !LETTER.test(after)));
}

function invisibleHit(text: string, span: Span): Hit {
  const chars = text.slice(span.start, span.end);
  const long = [...chars].length >= PAYLOAD_RUN;
  return { message: `${describe(chars, 'invisible character')} in the text${long ? ', enough to encode a payload' : ''}.`, evidence: excerpt(text, span), span, severity: long ? 'high' : 'medium' };
}

function selectorHit(text: string, span: Span): Hit {
  const bytes = selectorBytes(text.slice(span.start, span.end));
  const decoded = asText(bytes, 1);
  const what = `${bytes.length} variation selectors in a row`;
  return decoded === undefined
    ? { message: `${what}; text needs one at most.`, evidence: excerpt(text, span), span, severity: 'medium' }
    : { message: `${what} hide the text "${clip(decoded, 160)}".`, evidence: clip(decoded), span, severity: 'high' };
}

const invisibleCharacters: TextRule = {
  rule: rule(
    'invisible-characters',
    'medium',
    'Invisible characters',
    'Fires on zero-width and other invisible format characters (ZWSP, ZWNJ, ZWJ, word joiner, invisible operators, soft hyphen, a byte-order mark after the start, Hangul fillers) and on runs of variation selectors, which can smuggle bytes. Medium; high for runs of 8 or more, or selectors that decode to text. ZWJ/ZWNJ inside emoji sequences or between letters of scripts that use them (Persian, Arabic, Indic, …) and a leading byte-order mark do not fire.',
    'Remove the invisible characters; they can split words to dodge filters or carry an encoded payload.',
  ),
  check: ({ text }) => {
    const emoji = emojiMask(text);
    const invisible = runs(text, INVISIBLE_CHAR, (index, char) => !legitimateInvisible(text, index, char, emoji)).slice(0, MAX_HITS);
    const selectors = runs(text, SELECTOR_RUN).slice(0, MAX_HITS);
    const hits = [...invisible.map((span) => invisibleHit(text, span)), ...selectors.map((span) => selectorHit(text, span))];
    return hits.sort((a, b) => (a.span?.start ?? 0) - (b.span?.start ?? 0)).slice(0, MAX_HITS);
  },
};

const BIDI_CHAR = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const DIRECTION_MARKS = '\u061C\u200E\u200F';
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

const bidiControls: TextRule = {
  rule: rule(
    'bidi-controls',
    'high',
    'Bidirectional control characters',
    'Fires on explicit bidirectional formatting characters (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI), which make the displayed text differ from what the model reads (Trojan Source): high. Lone direction marks (LRM, RLM, ALM) are medium, and do not fire at all in text containing right-to-left script, where they are routine.',
    'Remove the bidirectional control characters, or show the text with them made visible.',
  ),
  check: ({ text }) => {
    const rightToLeft = RTL_LETTER.test(text);
    return runs(text, BIDI_CHAR, (_index, char) => !(rightToLeft && DIRECTION_MARKS.includes(char)))
      .slice(0, MAX_HITS)
      .map((span): Hit => {
        const chars = text.slice(span.start, span.end);
        const reorders = [...chars].some((char) => !DIRECTION_MARKS.includes(char));
        return {
          message: reorders
            ? `${describe(chars, 'bidirectional control')}: the text is displayed in another order than the model reads it.`
            : `${describe(chars, 'direction mark')} in text with no right-to-left script.`,
          evidence: excerpt(text, span),
          span,
          severity: reorders ? 'high' : 'medium',
        };
      });
  },
};

// eslint-disable-next-line no-control-regex -- ESC and the C1 introducers are what this rule looks for
const ESCAPE_INTRODUCER = /[\u001B\u0090\u0098\u009B\u009D\u009E\u009F]/;
const ANSI = ansiRegex();
// eslint-disable-next-line no-control-regex -- an SGR sequence starts with ESC [
const SGR = /^(?:\u001B\[|\u009B)([\d;]*)m$/;

/** Colours and bold are what captured CLI output carries; SGR 8 conceals text. */
function onlyStyles(sequences: string): boolean {
  return [...sequences.matchAll(ANSI)].every(([sequence]) => {
    const parameters = SGR.exec(sequence)?.[1]?.split(';');
    if (!parameters) return false;
    for (let i = 0; i < parameters.length; i++) {
      const parameter = parameters[i];
      // The numbers after 38/48/58 are colour values, not attributes.
      if (parameter === '38' || parameter === '48' || parameter === '58') i += parameters[i + 1] === '2' ? 4 : 2;
      else if (parameter === '8' || parameter === '08') return false;
    }
    return true;
  });
}

const terminalEscapes: TextRule = {
  rule: rule(
    'terminal-escapes',
    'high',
    'Terminal escape sequences',
    'Fires on ANSI/terminal escape sequences (CSI, OSC, DCS, …), which can hide, overwrite or relink text wherever it is shown in a terminal: high. Runs that only set colours and text styles are medium, since captured CLI output often carries them. Text that merely spells an escape ("\\u001b[31m") does not fire.',
    'Strip escape sequences from the text before it reaches a model or a terminal.',
  ),
  check: ({ text }) =>
    ESCAPE_INTRODUCER.test(text)
      ? runs(text, ANSI)
          .slice(0, MAX_HITS)
          .map((span): Hit => {
            const styles = onlyStyles(text.slice(span.start, span.end));
            return { message: styles ? 'Terminal escape sequences set colours or styles.' : 'Terminal escape sequences can hide, move or rewrite text when shown in a terminal.', evidence: excerpt(text, span), span, severity: styles ? 'medium' : 'high' };
          })
      : [],
};

const WHITESPACE_RUN = /\s{16,}/g;
const LINE_BREAK = /\r\n?|[\n\v\f\u2028\u2029]/g;
const PADDING_LINES = 16;
const PADDING_CHARS = 160;

const whitespacePadding: TextRule = {
  rule: rule(
    'whitespace-padding',
    'medium',
    'Whitespace padding',
    `Fires when text continues after ${PADDING_LINES} or more line breaks or ${PADDING_CHARS} or more whitespace characters in a row, which pushes it out of view in most clients while the model still reads it: medium. Trailing whitespace and ordinary indentation or blank lines do not fire.`,
    'Remove the padding so everything the model reads is in view.',
  ),
  check: ({ text }) => {
    const hits: Hit[] = [];
    for (const match of text.matchAll(WHITESPACE_RUN)) {
      const end = match.index + match[0].length;
      const lines = match[0].match(LINE_BREAK)?.length ?? 0;
      if (end >= text.length || (lines < PADDING_LINES && match[0].length < PADDING_CHARS)) continue;
      const after = text.slice(end, end + 80);
      const padding = `${match[0].length} whitespace characters${lines > 0 ? ` (${lines} line breaks)` : ''}`;
      hits.push({ message: `${padding} push the text after them out of view: "${showInvisible(clip(after, 60))}".`, evidence: clip(`[${padding}] ${showInvisible(after)}`), span: { start: match.index, end } });
      if (hits.length === MAX_HITS) break;
    }
    return hits;
  },
};

/** Kinds that define the server: an encoded blob of text there has no honest purpose. */
const DEFINITION_KINDS: readonly TextKind[] = ['name', 'title', 'description', 'instructions', 'property-name', 'schema-value'];

/** Opaque tokens such as pagination cursors and JWT parts are base64 JSON: the rescan still reads them. */
function isJson(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

const encodedText: TextRule = {
  rule: rule(
    'encoded-text',
    'medium',
    'Encoded text',
    'Fires on base64 (20+ characters) and hex (24+ digits) blobs that decode to readable text, and says what they decode to; the engine rescans the decoded text with every rule. Medium in definitions, low in results and requests. Blobs that decode to binary (hashes, UUIDs, keys, images) or to JSON (cursors, JWT parts) do not fire, nor does the `blob` field of a resource, which the spec requires to be base64 (its decoded text is still rescanned).',
    'Send the text as plain text, or explain in the description why it is encoded.',
  ),
  // A resource's `blob` is base64 by definition (spec: BlobResourceContents), not a hiding place.
  check: ({ text, kind, path }) =>
    (path.endsWith('/blob') ? [] : blobSegments(text))
      .filter((segment) => !isJson(segment.decoded))
      .slice(0, MAX_HITS)
      .map(({ span, encoding, decoded }): Hit => ({
        message: `A ${encoding} blob decodes to the text "${clip(showInvisible(decoded), 160)}".`,
        evidence: clip(showInvisible(decoded)),
        span,
        severity: DEFINITION_KINDS.includes(kind) ? 'medium' : 'low',
      })),
};

export const hiddenContentRules: FamilyRules = {
  text: [unicodeTags, invisibleCharacters, bidiControls, terminalEscapes, whitespacePadding, encodedText],
};
