/**
 * What the sentence classifier sees of a sentence (issue 22): its words and word pairs, tokenised
 * by Intl.Segmenter so Chinese or Japanese need no hand-written tokenizer, plus the engine's own
 * structure: which intent concepts its lexicons find, an imperative head, a call to a named tool,
 * and where the sentence stands. The training script and the engine both read sentences through
 * this module, so the weights always mean the same features.
 */
import type { Voice } from '../detect';
import { findConcept, type Concept } from '../concepts';
import { imperativeHead } from '../imperative';
import { namedToolCalls } from '../tool-call';

const WORDS = new Intl.Segmenter('en', { granularity: 'word' });

/** The concepts whose presence is a feature: who is addressed, what is asked, of whose things, where to. */
export const CONCEPT_FEATURES: readonly Concept[] = [
  'addressee', 'directive', 'conceal', 'user', 'secret', 'outbound', 'other-tool', 'preference', 'negation', 'reply', 'disclose', 'order-form',
  'sink', 'external', 'setup', 'side-task', 'action', 'user-data', 'tool-use', 'steer', 'holds', 'tamper', 'persistence',
];

/** A code identifier (audit_trail, sendMail) says "a name", whatever the name is: the weights should not learn names. */
const IDENTIFIER = /^(?:[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+|\p{Ll}+(?:\p{Lu}\p{Ll}+)+)$/u;
const NUMBER = /^\p{N}+$/u;

/** One feature: its name (what the explanation shows) and the words that raised it. */
export interface Feature {
  name: string;
  words: string;
  /** A pair of structural features (p:…) keeps both, so the explanation can name each. */
  parts?: readonly [Feature, Feature];
}

export interface SentenceContext {
  voice: Voice;
  /** The first sentence of a description, which usually says what the tool does. */
  opening: boolean;
}

function wordOf(segment: string): string {
  if (IDENTIFIER.test(segment)) return '<name>';
  if (NUMBER.test(segment)) return '<number>';
  return segment.toLowerCase();
}

function wordFeatures(sentence: string): Feature[] {
  const words: { word: string; text: string }[] = [];
  for (const { segment, isWordLike } of WORDS.segment(sentence)) if (isWordLike) words.push({ word: wordOf(segment), text: segment });
  const unigrams = words.map(({ word, text }) => ({ name: `w:${word}`, words: text }));
  const bigrams = words.slice(1).map(({ word, text }, index) => {
    const before = words[index] ?? { word: '', text: '' };
    return { name: `b:${before.word} ${word}`, words: `${before.text} ${text}` };
  });
  return [...unigrams, ...bigrams];
}

function structureFeatures(sentence: string, context: SentenceContext): Feature[] {
  const concepts = CONCEPT_FEATURES.flatMap((concept) => {
    const [match] = findConcept(sentence, concept, 0, sentence.length, 1);
    return match ? [{ name: `c:${concept}`, words: match.words }] : [];
  });
  const head = imperativeHead(sentence);
  const [call] = namedToolCalls(sentence);
  const structure = [
    ...concepts,
    ...(head ? [{ name: 's:imperative', words: head }] : []),
    ...(call ? [{ name: 's:named-call', words: call.words }] : []),
    { name: context.opening ? 's:opening' : 's:later', words: '' },
  ];
  return [...structure, ...pairs(structure), { name: `v:${context.voice}`, words: '' }];
}

/** Structure counts in combination ("an order" and "the user's data" and "a field"): a linear model cannot pair them by itself. */
function pairs(structure: readonly Feature[]): Feature[] {
  return structure.flatMap((first, index) =>
    structure.slice(index + 1).map((second): Feature => ({ name: `p:${first.name} ${second.name}`, words: [first.words, second.words].filter(Boolean).join(' … '), parts: [first, second] })),
  );
}

/** Fewer words than this is a label or a fragment ("City name"), not an instruction: it has no features. */
export const MIN_WORDS = 4;

/**
 * The sentence's features, each named once (the first words that raised it are kept); none for a
 * fragment, which is most schema text, so the lexicons are not run over it.
 */
export function sentenceFeatures(sentence: string, context: SentenceContext): Feature[] {
  const words = wordFeatures(sentence);
  if (words.filter((feature) => feature.name.startsWith('w:')).length < MIN_WORDS) return [];
  const unique = new Map<string, Feature>();
  for (const feature of [...structureFeatures(sentence, context), ...words]) if (!unique.has(feature.name)) unique.set(feature.name, feature);
  return [...unique.values()];
}

/** FNV-1a, 32 bits: a stable hash of a feature's name into the weights' index. */
export function featureIndex(name: string, dimensions: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < name.length; at++) {
    hash ^= name.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % dimensions;
}
