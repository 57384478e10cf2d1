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

/** The sentence of `text` that holds offset `at`. */
export function sentenceAt(text: string, at: number): Stretch {
  const from = Math.max(0, at - WINDOW);
  const window = text.slice(from, Math.min(text.length, at + WINDOW));
  const segment = SENTENCES.segment(window).containing(at - from);
  if (!segment) return { start: at, end: at };
  return { start: from + segment.index, end: from + segment.index + segment.segment.length };
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
