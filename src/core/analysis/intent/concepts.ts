/**
 * The concepts the intent detector recognises, each compiled once from its lexicon, and how
 * their matches are found in a stretch of text.
 */
import { admittedLanguages, type GatedLanguage } from './language';
import { compileLexicon, type CompiledLexicon, type Lexicon, type LexiconMatch } from './lexicon';
import { ADDRESSEE } from './lexicons/addressee';
import { AUTHORITY } from './lexicons/authority';
import { ATTRIBUTION, CONCEAL_COMMAND, CONCEAL_MANNER, USER, USER_DATA } from './lexicons/conceal';
import { CREDENTIAL_HOME, NAMED_DESTINATION } from './lexicons/credential-home';
import { CONSENT_CLAIM, PERSISTENCE, SKIP_COMMAND, SKIP_MANNER } from './lexicons/consent';
import { DECEIVE } from './lexicons/deceive';
import { DIRECTIVE } from './lexicons/directive';
import { DEMAND, ORDER_FORM, TOOL_USE } from './lexicons/order-form';
import { OUTBOUND } from './lexicons/outbound';
import { NEGATION } from './lexicons/negation';
import { DISCARD, GUIDANCE } from './lexicons/override';
import { SECRET } from './lexicons/secret';
import { HOLDS, STEER, TAMPER, UNTOLD } from './lexicons/steer';
import { ACTION, SIDE_TASK } from './lexicons/side-task';
import { EXTERNAL, SETUP, SINK } from './lexicons/sink';
import { DISCLOSE, OTHER_REPOSITORIES, REPLY, WITHHELD } from './lexicons/requests';
import { OTHER_TOOL, PREFERENCE } from './lexicons/tools';
import { sentenceAt, type Stretch } from './sentences';

export type Concept = 'addressee' | 'directive' | 'conceal' | 'conceal-command' | 'user' | 'secret' | 'outbound' | 'other-tool' | 'preference' | 'discard' | 'guidance' | 'negation'
  | 'consent-claim' | 'skip-command' | 'skip-manner' | 'persistence'
  | 'reply' | 'disclose' | 'withheld' | 'other-repositories'
  | 'order-form' | 'sink' | 'external' | 'setup' | 'authority' | 'attribution' | 'side-task' | 'action' | 'user-data' | 'tool-use' | 'deceive'
  | 'credential-home' | 'named-destination' | 'steer' | 'holds' | 'demand' | 'untold' | 'tamper';

const LEXICONS: Record<Concept, Lexicon> = {
  addressee: ADDRESSEE,
  directive: DIRECTIVE,
  conceal: CONCEAL_MANNER,
  'conceal-command': CONCEAL_COMMAND,
  user: USER,
  secret: SECRET,
  outbound: OUTBOUND,
  'other-tool': OTHER_TOOL,
  preference: PREFERENCE,
  discard: DISCARD,
  guidance: GUIDANCE,
  negation: NEGATION,
  'consent-claim': CONSENT_CLAIM,
  'skip-command': SKIP_COMMAND,
  'skip-manner': SKIP_MANNER,
  persistence: PERSISTENCE,
  reply: REPLY,
  disclose: DISCLOSE,
  withheld: WITHHELD,
  'other-repositories': OTHER_REPOSITORIES,
  'order-form': ORDER_FORM,
  sink: SINK,
  external: EXTERNAL,
  setup: SETUP,
  authority: AUTHORITY,
  attribution: ATTRIBUTION,
  'side-task': SIDE_TASK,
  action: ACTION,
  'user-data': USER_DATA,
  'tool-use': TOOL_USE,
  deceive: DECEIVE,
  'credential-home': CREDENTIAL_HOME,
  'named-destination': NAMED_DESTINATION,
  steer: STEER,
  holds: HOLDS,
  demand: DEMAND,
  untold: UNTOLD,
  tamper: TAMPER,
};

const PATTERNS = new Map(Object.entries(LEXICONS).map(([concept, lexicon]) => [concept as Concept, compileLexicon(lexicon)]));

/** Concepts that make a sentence worth reading: without one of them nothing can be reported. */
export const ANCHORS: readonly Concept[] = ['conceal', 'conceal-command', 'secret', 'other-tool', 'preference', 'discard', 'consent-claim', 'skip-command', 'skip-manner', 'persistence', 'withheld', 'other-repositories', 'authority', 'attribution', 'external', 'sink', 'side-task', 'deceive', 'steer', 'untold', 'tamper', 'tool-use'];

export interface ConceptMatch {
  concept: Concept;
  start: number;
  end: number;
  words: string;
}

/** A sentence's matches for more than this many would be a word list, not an instruction. */
const MAX_PER_CONCEPT = 8;

function compiled(concept: Concept): CompiledLexicon {
  const found = PATTERNS.get(concept);
  if (!found) throw new Error(`no lexicon for ${concept}`);
  return found;
}

/**
 * Matches of the gated (Latin-script, non-English) entries that stand in a sentence written in
 * their language, so "envi*" reads "envie a senha" but not "environment". Matches come in text
 * order, so one sentence is segmented once however many matches it holds.
 */
function inTheirLanguage(text: string, from: number, gated: CompiledLexicon['gated'], stretch: string, limit: number): LexiconMatch[] {
  const found = gated.flatMap(([language, match]) => match(stretch, limit).map((hit) => ({ hit, language })));
  if (found.length === 0) return [];
  let sentence: Stretch = { start: -1, end: -1 };
  let admitted: ReadonlySet<GatedLanguage> = new Set();
  return found
    .sort((a, b) => a.hit.index - b.hit.index)
    .filter(({ hit, language }) => {
      const at = from + hit.index;
      if (at < sentence.start || at >= sentence.end) {
        sentence = sentenceAt(text, at);
        admitted = admittedLanguages(text.slice(sentence.start, sentence.end));
      }
      return admitted.has(language);
    })
    .map(({ hit }) => hit);
}

/** Matches of `concept` in text[from, to), at most `limit`, with offsets into the whole text. */
export function findConcept(text: string, concept: Concept, from = 0, to = text.length, limit = MAX_PER_CONCEPT): ConceptMatch[] {
  const stretch = from === 0 && to === text.length ? text : text.slice(from, to);
  const { shared, gated } = compiled(concept);
  const unique = new Map<string, LexiconMatch>();
  for (const hit of [...shared(stretch, limit), ...inTheirLanguage(text, from, gated, stretch, limit)]) unique.set(`${hit.index}:${hit.text}`, hit);
  return [...unique.values()]
    .sort((a, b) => a.index - b.index)
    .slice(0, limit)
    .map(({ index, text: words }) => ({ concept, start: from + index, end: from + index + words.length, words }));
}
