/**
 * Hidden content (issue 4): characters and encodings that a person reviewing a server does not
 * see but a model reads. Tool poisoning hides its instructions this way. Finding and decoding the
 * hidden parts is ../hidden-text.ts and ../normalize/decode.ts, whose `decodeHidden` the engine
 * rescans with every text rule.
 */
import ansiRegex from 'ansi-regex';
import { clip, type Span } from '../finding';
import { familyRule, type FamilyRules, type Hit, type TextRule } from '../rule';
import type { TextKind } from '../text-fields';
import { asText, codePointLabel, emojiMask, runs, SELECTOR_RUN, selectorBytes, showInvisible, tagSegments } from '../hidden-text';
import { decodeHidden } from '../normalize/decode';
import { splitEncodedText } from './split-encoded';

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

const rule = familyRule('hidden-content');

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

/** What encoded-text says about a decoding with nothing to say of its own (a blob). */
function blobReport(encoding: string, decoded: string): string {
  return `A ${encoding} blob decodes to the text "${clip(showInvisible(decoded), 160)}".`;
}

/** Blobs carry no report of their own: readable text in one is reported. Tags and selectors have rules of their own. */
const BLOB_ENCODINGS = new Set(['hex', 'base64', 'base32']);

const encodedText: TextRule = {
  rule: rule(
    'encoded-text',
    'medium',
    'Encoded text',
    'Fires on text hidden in an encoding and says what it decodes to: base64/base64url (20+ characters), base32 (16+) and hex (24+ digits) blobs that decode to readable text; rot13 or reversed lines that read as English only once decoded; percent-encoding, HTML character references or \\u/\\x escapes that spell out plain letters or digits; an OSC 8 terminal link whose label is not its target; carriage returns or backspaces that overwrite words in a terminal. The engine rescans every decoding, to three levels, with every rule. Medium in definitions, low in results and requests. Blobs that decode to binary (hashes, UUIDs, keys, images) or to JSON (cursors, JWT parts), %20 and &amp; style escaping of what needs escaping, English prose, a progress line rewriting its figures, and the `blob` field of a resource (base64 by spec; still rescanned) do not fire.',
    'Send the text as plain text, or explain in the description why it is encoded.',
  ),
  // A resource's `blob` is base64 by definition (spec: BlobResourceContents), not a hiding place.
  check: ({ text, kind, path }) =>
    (path.endsWith('/blob') ? [] : decodeHidden(text))
      .filter((decoding) => decoding.depth === 1 && (decoding.report !== undefined || (BLOB_ENCODINGS.has(decoding.encoding) && !isJson(decoding.decoded))))
      .slice(0, MAX_HITS)
      .map(({ span, encoding, decoded, report }): Hit => ({
        message: report ?? blobReport(encoding, decoded),
        evidence: clip(showInvisible(decoded)),
        span,
        severity: DEFINITION_KINDS.includes(kind) ? 'medium' : 'low',
      })),
};

export const hiddenContentRules: FamilyRules = {
  text: [unicodeTags, invisibleCharacters, bidiControls, terminalEscapes, whitespacePadding, encodedText],
  surface: [splitEncodedText],
};
