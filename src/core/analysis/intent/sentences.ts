/**
 * Sentences and clause-initial words, found with Intl.Segmenter so Chinese, Japanese, Thai,
 * Arabic and Hindi need no hand-written tokenizer. The locale is fixed so every host segments
 * the same way; only a window around a point of interest is segmented, so a 1 MB field costs
 * as much as its few interesting sentences.
 */

const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });
const WORDS = new Intl.Segmenter('en', { granularity: 'word' });

/** How far either side of a point a sentence is looked for; longer sentences are cut there. */
const WINDOW = 400;

export interface Stretch {
  start: number;
  end: number;
}

/** ASCII punctuation with a letter on both sides ("p?data=", "v1.2"): scripts without spaces (这是。那是。) never match. */
const TOKEN_BREAK = /^[\w/]+[?.!][\w=&%#/-]/;

function insideToken(window: string, at: number): boolean {
  return TOKEN_BREAK.test(window.slice(Math.max(0, at - 2), at + 1).replace(/^\s+/, ''));
}

/** The sentence of `text` that holds offset `at`. */
export function sentenceAt(text: string, at: number): Stretch {
  const from = Math.max(0, at - WINDOW);
  const window = text.slice(from, Math.min(text.length, at + WINDOW));
  const segments = SENTENCES.segment(window);
  const segment = segments.containing(at - from);
  if (!segment) return { start: at, end: at };
  let start = segment.index;
  let end = segment.index + segment.segment.length;
  // A break with no space after it is inside a token ("https://x.example/p?data="), not between sentences.
  while (start > 0 && insideToken(window, start)) start = segments.containing(start - 1)?.index ?? 0;
  while (end < window.length && insideToken(window, end)) {
    const next = segments.containing(end);
    if (!next) break;
    end = next.index + next.segment.length;
  }
  return { start: from + start, end: from + end };
}

/** Clause boundaries inside a sentence, in the scripts' own punctuation too (、，；：). */
const CLAUSE_BREAK = /[,;:—–\n、，；：]+/u;

/** The first word of each clause: where an imperative verb stands. */
export function clauseHeads(sentence: string): string[] {
  return sentence.split(CLAUSE_BREAK).flatMap((clause) => {
    for (const { segment, isWordLike } of WORDS.segment(clause)) if (isWordLike) return [segment.toLowerCase()];
    return [];
  });
}
