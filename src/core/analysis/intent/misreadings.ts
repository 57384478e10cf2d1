/**
 * Readings of one sentence that a match taken alone gets wrong, dropped (or moved to another match
 * of the same concept) before the verdict: words shared by two concepts, a thing kept back taken
 * for an act, "this" meaning the field, timing taken for consent.
 */
import { findConcept, type Concept, type ConceptMatch } from './concepts';
import type { Stretch } from './sentences';
import type { Present } from './verdict';

function overlapping(a: ConceptMatch, b: ConceptMatch): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * "In advance", "beforehand": a claim of consent only when the sentence speaks of approving ("the
 * user approved these in advance"); "know the column order in advance" is about timing.
 */
const BARE_TIMING = /^(?:in advance|ahead of time|beforehand)$/i;
const APPROVAL = /\b(?:approv|authori[sz]|consent|agree|permi(?:t|ssion)|allow|confirm|sign(?:ed)? off|ok(?:ay)?ed|cleared|opt(?:ed)? in)/i;

/** A noun phrase right after "need not know": what is kept back is named ("the internal id format"). */
const NAMED_OBJECT = /^\s+(?:the|a|an|its|their|our|any|how|which)\s/i;
const OBJECT_END = /[,;:.!?]|\n/;

/**
 * "The user doesn't need to know the internal id format": the phrase names what it keeps back, a
 * thing rather than an act, unless that object sends or holds something ("the keys are uploaded").
 * Left to the untold reading (medium), so a later clause's verb is not taken as the act hidden.
 */
function keepsBackAThing(text: string, sentence: Stretch, conceal: ConceptMatch): boolean {
  const after = text.slice(conceal.end, sentence.end);
  if (!NAMED_OBJECT.test(after)) return false;
  const breakAt = OBJECT_END.exec(after);
  const objectEnd = conceal.end + (breakAt ? breakAt.index : after.length);
  return findConcept(text, 'outbound', conceal.end, objectEnd, 1).length === 0 && findConcept(text, 'secret', conceal.end, objectEnd, 1).length === 0;
}

/**
 * "Always use this to extract only needed fields", in a parameter's description: "this" is the
 * field the text describes, not the tool or server ("use this tool instead" still prefers).
 */
const PRONOUN_THIS = /\bthis$/i;
const THIS_TOOL_AFTER = /^\s+(?:tool|server|function|one|mcp|instead|over|rather)\b/i;

/**
 * When `concept`'s match shares words with `other`'s, the sentence's other match of `concept` that
 * does not; none, and the concept is not present.
 */
function moveApart(text: string, sentence: Stretch, present: Present, concept: Concept, other: ConceptMatch): void {
  const apart = findConcept(text, concept, sentence.start, sentence.end).find((match) => !overlapping(match, other));
  if (apart) present[concept] = apart;
  else delete present[concept];
}

/** `throughout`: every sentence speaks to the model (a schema value, a sampling request: Voice in detect.ts). */
export function dropMisreadings(text: string, sentence: Stretch, present: Present, throughout: boolean): void {
  // "Reply-to email addresses": one word is not both the secret and the verb that sends it.
  const { secret, outbound } = present;
  if (secret && outbound && overlapping(outbound, secret)) moveApart(text, sentence, present, 'outbound', secret);
  // "The user doesn't need to know": the "need to" inside the hiding phrase is not an order of its own.
  const { directive, conceal } = present;
  if (directive && conceal && overlapping(directive, conceal)) moveApart(text, sentence, present, 'directive', conceal);
  if (conceal && present.untold && overlapping(conceal, present.untold) && keepsBackAThing(text, sentence, conceal)) delete present.conceal;
  const preference = present.preference;
  if (throughout && preference && PRONOUN_THIS.test(preference.words) && !THIS_TOOL_AFTER.test(text.slice(preference.end, sentence.end))) delete present.preference;
  const claim = present['consent-claim'];
  if (claim && BARE_TIMING.test(claim.words) && !APPROVAL.test(text.slice(sentence.start, sentence.end))) delete present['consent-claim'];
}
