/**
 * How a concept lexicon is written and compiled (issue 22, "detect intent, not words"). Entries are
 * words, stems or short phrases per language; a few bounded regexes per concept (stems, whole words) find them all,
 * and word edges are checked in code.
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
import { GATED_LANGUAGES, type GatedLanguage } from './language';

export const LANGUAGES = ['en', 'zh', 'es', 'ru', 'ja', 'ko', 'ar', 'pt', 'hi', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A concept's entries by language; language-independent tokens (URLs, paths) sit under `en`. */
export type Lexicon = Readonly<Partial<Record<Language, readonly string[]>>>;

const GAP = String.raw`[\s*_~-]+`;
/** One free word: it shares no character with GAP, so the pattern cannot backtrack catastrophically. */
const ANY_WORD = String.raw`[^\s*~]{1,40}`;
/** A stem inside a phrase ("закрыт* ключ*") goes on until the next gap. */
const INNER_STEM_TAIL = String.raw`[^\s*_~-]{0,12}`;
/** How far a stem at the end of an entry may go on ("envi*" is envie, enviar, envía). */
const STEM_REACH = 12;
/**
 * A word character of a spaced script: only these make a word edge, so "APIキー" after "の" and
 * Arabic words with a prefixed article still match. Checked in code, not in the big regexes,
 * because Unicode property classes there made them slow to compile and to run.
 */
const SPACED_WORD_CHAR = /(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}\p{sc=Arabic}])[\p{L}\p{M}\p{N}]/u;
const LETTER = /[\p{L}\p{M}]/u;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function entryBody(entry: string): string {
  return entry
    .split(/\s+/)
    .map((word, index, words) => {
      if (word === '~') return ANY_WORD;
      if (!word.endsWith('*')) return escape(word);
      return index === words.length - 1 ? escape(word.slice(0, -1)) : `${escape(word.slice(0, -1))}${INNER_STEM_TAIL}`;
    })
    .join(GAP);
}

export interface LexiconMatch {
  index: number;
  text: string;
}

export type LexiconMatcher = (text: string, limit: number) => LexiconMatch[];

function isSpacedWordChar(char: string | undefined): boolean {
  return char !== undefined && SPACED_WORD_CHAR.test(char);
}

/** Matches of one alternation that stand at word edges; a stem is stretched over the letters that follow it. */
function edgedMatches(text: string, regex: RegExp, stems: boolean, limit: number): LexiconMatch[] {
  const found: LexiconMatch[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match && found.length < limit; match = regex.exec(text)) {
    const start = match.index;
    let end = start + match[0].length;
    if (stems) for (const reach = end + STEM_REACH; end < reach && end < text.length && LETTER.test(text.charAt(end)); ) end++;
    const headOk = !isSpacedWordChar(match[0].charAt(0)) || !isSpacedWordChar(text.charAt(start - 1) || undefined);
    const tailOk = stems || !isSpacedWordChar(match[0].at(-1)) || !isSpacedWordChar(text.charAt(end) || undefined);
    if (headOk && tailOk) found.push({ index: start, text: text.slice(start, end) });
    else regex.lastIndex = start + 1;
  }
  return found;
}

/**
 * An entry as folded text spells it. Folding turns Cyrillic letters drawn like Latin ones into
 * Latin, and only some of them in both cases (Т and т differ), so the lower, upper and
 * capitalised spellings are all kept where they fold differently; spellings that differ only in
 * case are one to a case-insensitive pattern, and keeping them would triple its alternatives.
 */
function spellings(entry: string): string[] {
  const lower = entry.toLowerCase();
  const folded = [lower, lower.toUpperCase(), lower.charAt(0).toUpperCase() + lower.slice(1)].map((spelling) => fold(spelling).text);
  return [...new Map(folded.map((spelling) => [spelling.toLowerCase(), spelling])).values()];
}

/**
 * The longest regex source one alternation gets. V8 stops optimising a pattern past 20 KB of
 * source (no quick first-character check), which made a megabyte scan thirty times slower; a
 * lexicon that grows past this is split into several alternations instead.
 */
const MAX_ALTERNATION_SOURCE = 8_000;

/** Case-insensitive alternations of `chosen` (longest entries first), each kept under MAX_ALTERNATION_SOURCE. */
function alternations(chosen: readonly string[]): RegExp[] {
  const groups: string[][] = [];
  let size = Infinity;
  for (const body of chosen.map(entryBody)) {
    if (size + body.length + 1 > MAX_ALTERNATION_SOURCE) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)?.push(body);
    size += body.length + 1;
  }
  return groups.map((group) => new RegExp(group.join('|'), 'giu'));
}

/** A matcher for `entries`: case-insensitive alternations (stems, the rest), longest entries first. */
function compileEntries(entries: readonly string[]): LexiconMatcher {
  const sorted = [...entries].sort((a, b) => b.length - a.length);
  const stems = alternations(sorted.filter((entry) => entry.endsWith('*')));
  const words = alternations(sorted.filter((entry) => !entry.endsWith('*')));
  return (text, limit) =>
    [...stems.flatMap((regex) => edgedMatches(text, regex, true, limit)), ...words.flatMap((regex) => edgedMatches(text, regex, false, limit))].sort((a, b) => a.index - b.index).slice(0, limit);
}

/**
 * A lexicon split by who may match it: `shared` holds English and the languages whose script
 * identifies them; `gated` holds, per Latin-script language, the entries English does not share,
 * to be read only where that language is written (language.ts).
 */
export interface CompiledLexicon {
  shared: LexiconMatcher;
  gated: ReadonlyArray<readonly [GatedLanguage, LexiconMatcher]>;
}

function spellingsOf(lexicon: Lexicon, languages: readonly Language[]): Set<string> {
  return new Set(languages.flatMap((language) => lexicon[language] ?? []).flatMap(spellings));
}

export function compileLexicon(lexicon: Lexicon): CompiledLexicon {
  const gatedLanguages: readonly Language[] = GATED_LANGUAGES;
  const shared = spellingsOf(lexicon, LANGUAGES.filter((language) => !gatedLanguages.includes(language)));
  const sharedFolded = new Set([...shared].map((entry) => entry.toLowerCase()));
  const gated = GATED_LANGUAGES.flatMap((language) => {
    const own = [...spellingsOf(lexicon, [language])].filter((entry) => !sharedFolded.has(entry.toLowerCase()));
    return own.length > 0 ? [[language, compileEntries(own)] as const] : [];
  });
  return { shared: compileEntries([...shared]), gated };
}
