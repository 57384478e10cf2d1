/**
 * How a concept lexicon is written and compiled (issue 22, "detect intent, not words"). Entries are
 * words, stems or short phrases per language; one bounded regex per concept finds them all.
 *
 * Entry syntax, kept tiny so the data modules read as word lists:
 * - a space matches any run of whitespace (and markdown emphasis or joiners);
 * - `*` at the end of a word lets the word go on ("envi*" is envie, enviar, envía);
 * - `~` stands for any one word ("the ~ tool" is "the send_mail tool").
 * Scripts written without spaces between words (Han, kana, Hangul, Thai) and Arabic, whose
 * articles and conjunctions are prefixed to the word, match anywhere; the rest match from the
 * start of a word to its end (or on, for a stem). Entries are folded like the text they are
 * matched against (rules/phrase-match.ts `fold`).
 */

import { fold } from '../rules/phrase-match';

export const LANGUAGES = ['en', 'zh', 'es', 'ru', 'ja', 'ko', 'ar', 'pt', 'hi', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A concept's entries by language; language-independent tokens (URLs, paths) sit under `en`. */
export type Lexicon = Readonly<Partial<Record<Language, readonly string[]>>>;

const UNSPACED_SCRIPTS = String.raw`\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}\p{sc=Arabic}`;
/** Letters, combining marks (Devanagari vowel signs) and digits: what a word is made of. */
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}]`;
/** A word character of a spaced script: only these make a word edge ("APIキー" after "の" is a word). */
const SPACED_WORD_CHAR = String.raw`(?:(?![${UNSPACED_SCRIPTS}])${WORD_CHAR})`;
const GAP = String.raw`[\s*_~-]+`;
/** One free word: it shares no character with GAP, so the pattern cannot backtrack catastrophically. */
const ANY_WORD = String.raw`[^\s*~]{1,40}`;
/** What a stem may go on with: "envi*" is envie, enviar, envía. */
const STEM_TAIL = String.raw`[\p{L}\p{M}]{0,12}`;
const UNSPACED = new RegExp(`^[${UNSPACED_SCRIPTS}]`, 'u');
const SPACED_WORD_START = new RegExp(`^${SPACED_WORD_CHAR}`, 'u');
const SPACED_WORD_END = new RegExp(`${SPACED_WORD_CHAR}$`, 'u');

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** An entry's words as a regex body; a final `*` is left to the caller, which adds one suffix for all stems. */
function entryBody(entry: string): string {
  return entry
    .split(/\s+/)
    .map((word, index, words) => {
      if (word === '~') return ANY_WORD;
      if (!word.endsWith('*')) return escape(word);
      return index === words.length - 1 ? escape(word.slice(0, -1)) : `${escape(word.slice(0, -1))}${STEM_TAIL}`;
    })
    .join(GAP);
}

function alternation(entries: readonly string[]): string {
  return entries.length === 0 ? '(?!)' : `(?:${entries.map(entryBody).join('|')})`;
}

/**
 * Entries are grouped by the word edges they need, so the regex holds a handful of lookarounds
 * instead of one per entry (which made it slow to compile and to run).
 */
function lexiconSource(entries: readonly string[]): string {
  const stems = entries.filter((entry) => entry.endsWith('*'));
  const rest = entries.filter((entry) => !entry.endsWith('*'));
  const startsWord = (entry: string) => !UNSPACED.test(entry) && SPACED_WORD_START.test(entry);
  const endsWord = (entry: string) => !UNSPACED.test(entry) && SPACED_WORD_END.test(entry);
  const groups = [
    `(?<!${SPACED_WORD_CHAR})${alternation(rest.filter((entry) => startsWord(entry) && endsWord(entry)))}(?!${SPACED_WORD_CHAR})`,
    `(?<!${SPACED_WORD_CHAR})${alternation(rest.filter((entry) => startsWord(entry) && !endsWord(entry)))}`,
    `${alternation(rest.filter((entry) => !startsWord(entry) && endsWord(entry)))}(?!${SPACED_WORD_CHAR})`,
    alternation(rest.filter((entry) => !startsWord(entry) && !endsWord(entry))),
    `(?<!${SPACED_WORD_CHAR})${alternation(stems.filter(startsWord))}${STEM_TAIL}`,
    `${alternation(stems.filter((entry) => !startsWord(entry)))}${STEM_TAIL}`,
  ];
  return groups.filter((group) => !group.includes('(?!)')).join('|');
}

/**
 * An entry as folded text spells it. Folding turns Cyrillic letters drawn like Latin ones into
 * Latin, and only some of them in both cases (Т and т differ), so the lower, upper and
 * capitalised spellings are all kept.
 */
function spellings(entry: string): string[] {
  const lower = entry.toLowerCase();
  return [lower, lower.toUpperCase(), lower.charAt(0).toUpperCase() + lower.slice(1)].map((spelling) => fold(spelling).text);
}

/** One case-insensitive regex for every entry of every language, longest entries first. */
export function compileLexicon(lexicon: Lexicon): RegExp {
  const entries = LANGUAGES.flatMap((language) => lexicon[language] ?? []).flatMap(spellings);
  return new RegExp(lexiconSource([...new Set(entries)].sort((a, b) => b.length - a.length)), 'giu');
}
