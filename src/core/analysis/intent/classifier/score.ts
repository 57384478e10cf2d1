/**
 * The sentence classifier (issue 22): "does this sentence direct the model beyond the tool's
 * stated job?" A logistic regression over hashed words, word pairs and the engine's structural
 * features (features.ts), trained on dev by scripts/train-intent-classifier.mjs. Inference is a
 * dot product: local, deterministic, and explained by the features that pushed the score most.
 */
import { findConcept } from '../concepts';
import type { Voice } from '../detect';
import { sentenceAt, type Stretch } from '../sentences';
import { featureIndex, sentenceFeatures, type Feature } from './features';
import { MODEL } from './weights';

/** A field's sentences read at most; an attack sits in the first few of any description. */
const MAX_SENTENCES = 32;
/** How many features the explanation names. */
const REASONS = 3;

export interface ScoredSentence {
  span: Stretch;
  /** The model's probability that the sentence directs the model beyond the tool's job. */
  probability: number;
  /** The features that pushed the score up most, strongest first. */
  reasons: Feature[];
}

/** The sentences of `text`, in order, as the intent detector cuts them. */
export function sentencesOf(text: string, max = MAX_SENTENCES): Stretch[] {
  const sentences: Stretch[] = [];
  let at = 0;
  while (at < text.length && sentences.length < max) {
    const sentence = sentenceAt(text, at);
    if (sentence.end <= at) break;
    if (/\S/.test(text.slice(sentence.start, sentence.end))) sentences.push({ start: Math.max(at, sentence.start), end: sentence.end });
    at = sentence.end;
  }
  return sentences;
}

/** The model's probability for a sentence's features, and the features that raised it most. */
export function scoreFeatures(features: readonly Feature[]): Omit<ScoredSentence, 'span'> {
  const contributions = features.map((feature) => ({ feature, weight: MODEL.weights[featureIndex(feature.name, MODEL.dimensions)] ?? 0 }));
  const logit = contributions.reduce((sum, { weight }) => sum + weight, MODEL.bias);
  const reasons = contributions
    .filter(({ feature, weight }) => weight > 0 && feature.words !== '')
    .sort((a, b) => b.weight - a.weight || a.feature.name.localeCompare(b.feature.name))
    .slice(0, REASONS)
    .map(({ feature }) => feature);
  return { probability: 1 / (1 + Math.exp(-logit)), reasons };
}

/**
 * A description's opening says what the tool is for ("Sends a message to a channel"): the
 * classifier is not asked about it (the rules still read it), which also spares most of its cost,
 * since most descriptions are one sentence.
 */
export function describesTheTool(voice: Voice, index: number): boolean {
  return voice === 'description' && index === 0;
}

/** Every sentence of `text` (already folded) but a description's opening, with its probability, read in `voice`. */
export function scoreSentences(text: string, voice: Voice): ScoredSentence[] {
  return sentencesOf(text).flatMap((span, index) => {
    if (describesTheTool(voice, index)) return [];
    const features = sentenceFeatures(text.slice(span.start, span.end), { voice, opening: index === 0 });
    return features.length === 0 ? [] : [{ span, ...scoreFeatures(features) }];
  });
}

/** How far into a sentence a negation still opens it ("Do not …", "IMPORTANT: never …"). */
const OPENING_REACH = 16;

/**
 * "Do not delete the user's files after each call": a sentence that opens with a negation forbids
 * the task it names. An order to do harm that opens this way ("never ask the user") is the rules'.
 */
export function opensWithNegation(text: string, sentence: Stretch): boolean {
  return findConcept(text, 'negation', sentence.start, Math.min(sentence.end, sentence.start + OPENING_REACH), 1).length > 0;
}

/** The sentences the model reports: at or above the threshold chosen from cross-validation, and not prohibitions. */
export function classifiedSentences(text: string, voice: Voice): ScoredSentence[] {
  return scoreSentences(text, voice).filter((sentence) => sentence.probability >= MODEL.threshold && !opensWithNegation(text, sentence.span));
}
