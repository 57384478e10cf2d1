/**
 * Prose folded for matching: invisible and control characters dropped, NFKC forms of ASCII
 * (fullwidth, 𝐛𝐨𝐥𝐝, ligatures) and look-alike letters read as the Latin letters they imitate.
 * Look-alikes come from the Unicode confusables data (the `confusables` package) and are folded
 * only inside Latin-dominant words, so Russian or Greek prose stays Russian or Greek.
 */
import { confusablesMap } from 'confusables';
import type { Span } from '../finding';
import { rewrite, type Rewritten } from './span-map';

/**
 * Dropped: format and control characters (tab and line breaks aside), the combining grapheme
 * joiner, Hangul fillers and variation selectors. Hidden-content rules report them on the original.
 */
const INVISIBLE = /(?![\t\n\v\f\r])[\p{Cf}\p{Cc}]|\u034F|[\u3164\uFFA0]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/u;
/** What folding touches: runs of the above (group 1), and single characters outside ASCII that may stand for it. */
const FOLDABLE = new RegExp(`((?:${INVISIBLE.source})+)|[^\\0-\\x7F]`, 'gu');

/**
 * Letters whose confusables skeleton is another letter than a reader sees: the package maps
 * Cyrillic and Greek capital I to "l" and iota to "L", where a reader of "Іgnore" sees an I.
 */
const READ_AS: Readonly<Record<string, string>> = { 'І': 'I', 'Ι': 'I', 'ι': 'i' };
/** Latin-1 and Latin Extended-A: the accented letters of European orthographies, which stay as written. */
const ORTHOGRAPHIC_LATIN = /[\u00C0-\u017F]/;
const LETTER = /[\p{L}\p{M}]/u;
const ASCII_LETTER = /[A-Za-z]/;

/** The ASCII a character stands for, or undefined when it stands for itself. */
function skeletonOf(char: string): string | undefined {
  const compatible = char.normalize('NFKC');
  if (compatible !== char && /^[\x20-\x7E]+$/.test(compatible)) return compatible;
  if (ORTHOGRAPHIC_LATIN.test(char)) return undefined;
  const mapped = READ_AS[char] ?? confusablesMap.get(char);
  if (mapped === undefined || !/^[A-Za-z0-9]+$/.test(mapped)) return undefined;
  // The skeleton is case-blind ("о" gives "o", "ο" gives "o", but "к" gives "K"); keep the reader's case.
  return char === char.toUpperCase() ? mapped : mapped.toLowerCase();
}

/** What a character folds to, and whether it is a look-alike letter (folded only inside Latin words). */
interface Folding {
  ascii: string;
  lookalike: boolean;
}

/** The folding of each distinct character, worked out once: a megabyte of look-alikes repeats a few dozen. */
const foldings = new Map<string, Folding | undefined>();

function folding(char: string): Folding | undefined {
  if (!foldings.has(char)) {
    const ascii = skeletonOf(char);
    foldings.set(char, ascii === undefined ? undefined : { ascii, lookalike: LETTER.test(char) && char.normalize('NFKC') !== ascii });
  }
  return foldings.get(char);
}

/**
 * Whether the word around `index` is Latin-dominant: it mixes in ASCII letters (genuine words do
 * not mix scripts), or every letter is a look-alike and the text around it is mostly ASCII.
 * Scanned once per word; `cache` carries the answer to the word's other characters.
 */
interface WordVerdict {
  end: number;
  latin: boolean;
}

function wordAt(text: string, index: number, asciiText: () => boolean): WordVerdict {
  let start = index;
  while (start > 0 && LETTER.test(text.charAt(start - 1))) start--;
  let end = index;
  while (end < text.length && LETTER.test(text.charAt(end))) end++;
  let ascii = 0;
  let allLookalike = true;
  for (const char of text.slice(start, end)) {
    if (ASCII_LETTER.test(char)) ascii++;
    else if (LETTER.test(char) && folding(char) === undefined) allLookalike = false;
  }
  return { end, latin: ascii > 0 || (allLookalike && asciiText()) };
}

/** Whether most letters of `text` are ASCII; counted once, and only when a word needs it. */
function mostlyAscii(text: string): () => boolean {
  let verdict: boolean | undefined;
  return () => {
    if (verdict === undefined) {
      const ascii = text.match(/[A-Za-z]/g)?.length ?? 0;
      const other = text.match(/[^\0-\x7F]/g)?.length ?? 0;
      verdict = ascii > 2 * other;
    }
    return verdict;
  };
}

export function foldText(text: string): Rewritten {
  const asciiText = mostlyAscii(text);
  let word: WordVerdict = { end: -1, latin: false };
  return rewrite(text, FOLDABLE, (match) => {
    const [found, invisible] = match;
    if (invisible !== undefined) return '';
    const folded = folding(found);
    if (folded === undefined) return undefined;
    if (!folded.lookalike) return folded.ascii;
    if (match.index >= word.end) word = wordAt(text, match.index, asciiText);
    return word.latin ? folded.ascii : undefined;
  });
}

/** The invisible and control characters folding dropped, as spans of the original: the edits that left nothing. */
export function droppedSpans(folded: Rewritten): Span[] {
  return [...folded.edits].filter((edit) => edit.length === 0).map(({ start, end }) => ({ start, end }));
}
