/**
 * Language evidence for decodings that cannot be told by their alphabet (rot13, reversed text):
 * the share of words that are among the most frequent in English. Injected instructions target
 * English-reading models and are written in ordinary words, so their decoding is full of them;
 * identifiers, hashes and prose in other languages are not.
 */

/** The most frequent English words, with the few verbs and nouns that instructions to a model are made of. */
const FREQUENT = new Set(
  `the be to of and a in that have i it for not on with he as you do at this but his by from they we say her she or an will my one all would
there their what so up out if about who get which go me when make can like time no just him know take people into year your good some could
them see other than then now look only come its over think also back after use two how our work first well way even new want because any these
give day most us is are was were been has had did does should must may might shall never always before every each instead again
ignore previous instructions instruction tell user assistant model tool tools call file files read send secret secrets password key keys
system prompt above below rules rule forget disregard follow following important note don't please include contents content data`.split(/\s+/),
);

const WORD = /[A-Za-z]+(?:'[a-z]+)?/g;

export interface EnglishEvidence {
  words: number;
  frequent: number;
}

export function englishEvidence(text: string): EnglishEvidence {
  let words = 0;
  let frequent = 0;
  for (const [word] of text.matchAll(WORD)) {
    words++;
    if (FREQUENT.has(word.toLowerCase())) frequent++;
  }
  return { words, frequent };
}

/**
 * Whether `decoded` reads as English where `original` did not: at least three frequent words,
 * at least 40% of its words, and clearly more of them than the original had.
 */
export function readsAsEnglish(original: EnglishEvidence, decoded: EnglishEvidence): boolean {
  return decoded.frequent >= 3 && decoded.frequent >= 0.4 * decoded.words && decoded.frequent >= 2 * original.frequent + 2;
}
