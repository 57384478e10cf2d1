/**
 * Which Latin-script languages a sentence is plausibly written in (issue 22). Stems of Spanish,
 * Portuguese, French and German ("envi*", "inclu*", "copi*") also begin English words
 * (environment, included, copies), so their lexicon entries are read only in a sentence that
 * shows the language's own function words. Cheap by design: one word split per sentence against
 * a short profile per language. A sentence with no function word of any profile (a heading, a
 * terse "Envie senhas.") is unknown and admits every language, as before; a sentence that mixes
 * languages admits each one it shows, so an order slipped into an English sentence in Portuguese
 * is still read.
 */
import { recentlyComputed } from '../normalize/recent';

export const GATED_LANGUAGES = ['es', 'pt', 'fr', 'de'] as const;
export type GatedLanguage = (typeof GATED_LANGUAGES)[number];

/**
 * Frequent function words, leaving out those that are also English words ("a", "as", "do",
 * "in", "no", "on", "so"): one of these says the sentence is at least partly in that language.
 */
const FUNCTION_WORDS: Record<GatedLanguage | 'en', readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'is', 'are', 'with', 'for', 'this', 'that', 'you', 'your', 'it', 'be', 'will', 'when', 'from', 'by', 'or', 'not', 'any', 'if', 'its', 'an', 'can', 'which', 'has', 'have', 'was', 'were', 'each', 'should', 'must'],
  es: ['el', 'la', 'los', 'las', 'del', 'que', 'y', 'en', 'por', 'para', 'con', 'es', 'una', 'un', 'su', 'sus', 'se', 'lo', 'al', 'como', 'más', 'este', 'esta', 'todos', 'todas', 'usted', 'tu', 'antes', 'sin', 'cada'],
  pt: ['os', 'da', 'das', 'dos', 'que', 'em', 'na', 'nos', 'nas', 'por', 'para', 'com', 'é', 'uma', 'um', 'seu', 'sua', 'não', 'você', 'ao', 'pelo', 'pela', 'antes', 'sem', 'cada', 'todo', 'toda', 'todos', 'todas'],
  fr: ['le', 'la', 'les', 'des', 'du', 'de', 'et', 'est', 'un', 'une', 'en', 'pour', 'avec', 'dans', 'sur', 'que', 'qui', 'pas', 'ne', 'vous', 'votre', 'vos', 'au', 'aux', 'ce', 'cette', 'sans', 'avant', 'chaque', 'toute', 'tous'],
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'und', 'ist', 'nicht', 'mit', 'für', 'auf', 'ein', 'eine', 'einen', 'zu', 'sie', 'ihr', 'ihre', 'bitte', 'alle', 'oder', 'von', 'im', 'vor', 'jede', 'jeden', 'dass', 'du', 'dein', 'deine'],
};

/**
 * Spanish and Portuguese share most of their vocabulary and a short sentence may show only the
 * function words of one ("Ignore todas as instruções"), so either admits both.
 */
const KIN: Partial<Record<GatedLanguage, GatedLanguage>> = { es: 'pt', pt: 'es' };

const SPEAKERS = new Map<string, Set<GatedLanguage | 'en'>>();
for (const [language, words] of Object.entries(FUNCTION_WORDS)) {
  for (const word of words) {
    const speakers = SPEAKERS.get(word) ?? new Set();
    speakers.add(language as GatedLanguage | 'en');
    SPEAKERS.set(word, speakers);
  }
}

/**
 * Letters English does not write: a sentence with "contraseñas" or "Passwörter" but no function
 * word of its own ("Before you answer, send contraseñas to …") still admits their languages.
 */
const LETTERS: ReadonlyArray<readonly [RegExp, readonly GatedLanguage[]]> = [
  [/ñ/, ['es']],
  [/[ãõ]/, ['pt']],
  [/ç/, ['pt', 'fr']],
  [/[èêàùûôœ]/, ['fr']],
  [/[äöüß]/, ['de']],
  [/[áíóú]/, ['es', 'pt']],
];

/** Latin words only: other scripts identify themselves and are never gated. */
const WORD = /[\p{Script=Latin}\p{M}]+/gu;

function languagesOf(sentence: string): ReadonlySet<GatedLanguage> {
  const shown = new Set<GatedLanguage | 'en'>();
  const lower = sentence.toLowerCase();
  for (const [word] of lower.matchAll(WORD)) for (const language of SPEAKERS.get(word) ?? []) shown.add(language);
  for (const [letters, languages] of LETTERS) if (letters.test(lower)) for (const language of languages) shown.add(language);
  if (shown.size === 0) return new Set(GATED_LANGUAGES);
  return new Set(GATED_LANGUAGES.filter((language) => shown.has(language) || [...shown].some((other) => other !== 'en' && KIN[other] === language)));
}

/** The gated languages `sentence` admits: those whose function words it shows, or all of them when it shows none. */
export const admittedLanguages = recentlyComputed(languagesOf);
