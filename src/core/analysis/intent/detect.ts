/**
 * The intent detector (issue 22, "detect intent, not words"): a sentence that directs the model
 * (names it, uses an obligation word, or gives an order) and asks it to conceal, to move secrets
 * out, to drop its instructions, or to turn to another tool. Concepts come from multilingual
 * lexicons; the decision is structural, so a paraphrase with no trigger phrase is still read.
 * Deterministic and bounded: only sentences around an anchor concept are read, at most
 * MAX_SENTENCES of them.
 */
import type { Severity } from '../finding';
import { ANCHORS, findConcept, type Concept, type ConceptMatch } from './concepts';
import { imperativeHead } from './imperative';
import { sentenceAt, type Stretch } from './sentences';
import { namedToolCalls } from './tool-call';

export type IntentKind = 'override' | 'exfiltration' | 'concealment' | 'consent-bypass' | 'redirection' | 'preference' | 'persistence';

export interface Intent {
  kind: IntentKind;
  severity: Severity;
  /** The sentence's stretch from its first to its last piece of evidence, in the text given. */
  span: Stretch;
  /** One match per concept that made the decision, in text order. */
  evidence: ConceptMatch[];
}

const MAX_ANCHORS = 64;
const MAX_SENTENCES = 32;
const READ: readonly Concept[] = [
  'addressee', 'directive', 'conceal', 'conceal-command', 'user', 'secret', 'outbound', 'other-tool', 'preference', 'discard', 'guidance',
  'consent-claim', 'skip-command', 'skip-manner', 'persistence', 'reply', 'disclose', 'withheld', 'other-repositories', 'credential-home', 'named-destination',
];

type Present = Partial<Record<Concept, ConceptMatch>>;

interface Verdict {
  kind: IntentKind;
  severity: Severity;
  /** The concepts reported as evidence, when present. */
  shows: readonly Concept[];
}

const DIRECTED: readonly Concept[] = ['addressee', 'directive', 'conceal-command', 'withheld'];

/** Whether the text reads as addressed to the model throughout, and whether this sentence gives an order. */
interface Reading {
  throughout: boolean;
  ordered: boolean;
  forbidden: boolean;
  /** Every outbound word of the sentence only reads ("always read the entire file"): nothing leaves yet. */
  onlyReads: boolean;
}

/** The strongest reading of one sentence, or none. Order is priority: one finding per sentence. */
function verdict(present: Present, { throughout, ordered, forbidden, onlyReads }: Reading): Verdict | undefined {
  const has = (concept: Concept) => present[concept] !== undefined;
  const directed = ordered || DIRECTED.some(has);
  const addressed = has('addressee') || has('directive');
  const hides = has('conceal') || has('conceal-command') || has('withheld');
  const skipsConsent = has('skip-command') || has('skip-manner');
  // Where all text is addressed to the model, listing secrets into its own reply moves them out too.
  const movesOut = has('outbound') || (throughout && (has('reply') || has('disclose')));
  if (has('discard') && has('guidance')) return { kind: 'override', severity: 'high', shows: ['addressee', 'discard', 'guidance'] };
  // A real sink needs a destination the user did not pick. Without a URL, parameter or other tool, the user's key going to
  // the service's own header, configuration or environment is setup advice, and a sentence that only reads moves nothing out.
  const uncertainSink = !has('named-destination') && !has('other-tool') && (has('credential-home') || (onlyReads && !has('reply') && !has('disclose')));
  if (directed && has('secret') && movesOut && !forbidden) return { kind: 'exfiltration', severity: uncertainSink ? 'medium' : 'high', shows: ['addressee', 'directive', 'conceal', 'conceal-command', 'secret', 'outbound', 'reply', 'disclose'] };
  if (directed && hides && (has('user') || has('outbound') || has('secret') || has('other-tool'))) {
    return { kind: 'concealment', severity: 'high', shows: ['addressee', 'directive', 'conceal', 'conceal-command', 'withheld', 'outbound', 'secret', 'other-tool'] };
  }
  // Data that orders whoever reads it to gather other repositories and pass them on (GitHub toxic flow); medium, as results quote docs.
  if ((ordered || addressed) && has('other-repositories') && has('outbound')) return { kind: 'exfiltration', severity: 'medium', shows: ['addressee', 'directive', 'other-repositories', 'outbound'] };
  // Hiding what is done and not asking first: the consent a client's confirmation step exists for.
  if (directed && hides && skipsConsent) return { kind: 'concealment', severity: 'high', shows: ['addressee', 'directive', 'conceal', 'conceal-command', 'withheld', 'skip-command', 'skip-manner'] };
  // A hidden task kept out of the answer ("Do not mention the story in the summary"): an attack in a request, odd elsewhere.
  if (directed && hides && has('reply')) return { kind: 'concealment', severity: throughout ? 'high' : 'medium', shows: ['addressee', 'directive', 'conceal', 'conceal-command', 'withheld', 'reply'] };
  if ((addressed || (throughout && ordered)) && has('other-tool')) {
    const covert = skipsConsent || has('conceal');
    return { kind: 'redirection', severity: covert ? 'high' : 'medium', shows: ['addressee', 'directive', 'other-tool', 'skip-command', 'skip-manner', 'conceal'] };
  }
  if (throughout && has('persistence')) return { kind: 'persistence', severity: 'high', shows: ['addressee', 'directive', 'persistence'] };
  const consent = consentBypass(present, addressed);
  if (consent) return consent;
  if ((addressed || ordered) && has('preference')) return { kind: 'preference', severity: 'medium', shows: ['addressee', 'directive', 'preference'] };
  if (directed && has('persistence')) return { kind: 'persistence', severity: 'medium', shows: ['addressee', 'directive', 'persistence'] };
  return undefined;
}

const CONSENT_EVIDENCE: readonly Concept[] = ['addressee', 'directive', 'user', 'consent-claim', 'skip-command', 'skip-manner', 'persistence'];
/** What else a sentence may do that makes bypassing the person's say an attack rather than a product's behaviour. */
const HARMFUL: readonly Concept[] = ['conceal', 'conceal-command', 'discard'];

/**
 * Going past the person: a claim they already agreed, an order not to ask, or acting without
 * asking. High when the sentence names the model or uses an obligation word (an order not to ask
 * is imperative by itself, so that alone does not count), pairs two of them, makes one outlive the
 * turn ("from now on") or pairs one with concealment; medium for a claim or skipping about the
 * user, or an order not to ask ("do not ask the user for their password" may be honest advice).
 * Acting without asking, alone, is how a tool says what a flag does.
 * An order made persistent alone is the persistence reading's. "Deletes without confirmation"
 * (said of the tool, about no one) is not reported.
 */
function consentBypass(present: Present, addressed: boolean): Verdict | undefined {
  const has = (concept: Concept) => present[concept] !== undefined;
  const bypassing = (['consent-claim', 'skip-command', 'skip-manner'] as const).filter(has);
  const persistent = has('persistence');
  if (bypassing.length === 0) return undefined;
  if (addressed || bypassing.length + (persistent ? 1 : 0) > 1 || HARMFUL.some(has)) return { kind: 'consent-bypass', severity: 'high', shows: CONSENT_EVIDENCE };
  // Acting without asking, said of the tool ("deletes without asking the user" when forced), describes it.
  if (has('skip-command') || has('consent-claim')) return { kind: 'consent-bypass', severity: 'medium', shows: CONSENT_EVIDENCE };
  return undefined;
}

/** How near the outbound verb a negation forbids it, before it (English) or after it (Japanese, German). */
const NEGATION_BEFORE = 24;
const NEGATION_AFTER = 16;

/** "Do not include API keys in your query": the sending is forbidden, which protects the secret. "Don't forget to" is an order. */
function sendingForbidden(text: string, present: Present): boolean {
  const outbound = present.outbound;
  if (!outbound) return false;
  const reminder = present.directive;
  return findConcept(text, 'negation', Math.max(0, outbound.start - NEGATION_BEFORE), Math.min(text.length, outbound.end + NEGATION_AFTER)).some(
    (negation) => !(reminder && negation.start < reminder.end && reminder.start < negation.end) && (negation.end <= outbound.start || negation.start >= outbound.end),
  );
}

/** How far before a manner ("without checking with", "quietly") a negation may stand and still govern it. */
const NEGATED_MANNER_REACH = 60;
const CLAUSE_BREAK = /[,;:]/;
/** Manners that a negation in the same clause turns into their opposite. */
const MANNERS: readonly Concept[] = ['conceal', 'skip-manner'];

/**
 * "Don't use this tool without checking with the user first" orders the model to check: a
 * negation earlier in the same clause reverses a manner, so it neither conceals nor skips consent.
 */
function negatedManner(text: string, sentence: Stretch, manner: ConceptMatch): boolean {
  const from = Math.max(sentence.start, manner.start - NEGATED_MANNER_REACH);
  return findConcept(text, 'negation', from, manner.start).some((negation) => !CLAUSE_BREAK.test(text.slice(negation.end, manner.start)));
}

/** Outbound words that only read or gather, in the lexicons' languages: data read is not yet data sent. */
const READING = /^(?:read|reading|retrieve|collect|gather|extract|lee|leer|lea|obtén|obtener|lis|lire|lisez|lies|lesen|auslesen|leia|ler|obtenha|прочита|прочесть|считай|読み|読んで|取得|읽어|읽고|가져와|读取|获取|اقرأ|قراءة|पढ़)/iu;

/** "Do not ask the user to run it" hands the model a task; "do not ask the user to confirm" skips consent. */
const ASKS_FOR_WORK = /^\s+to\s+(?!confirm|approve|allow|authori[sz]e|agree|consent|permit|accept|grant|verify|review|check)\p{L}/iu;

function readSentence(text: string, sentence: Stretch, throughout: boolean): Intent | undefined {
  const present: Present = {};
  for (const concept of READ) {
    const [first] = findConcept(text, concept, sentence.start, sentence.end, 1);
    if (first) present[concept] = first;
  }
  for (const concept of MANNERS) {
    const manner = present[concept];
    if (manner && negatedManner(text, sentence, manner)) delete present[concept];
  }
  const skip = present['skip-command'];
  if (skip && ASKS_FOR_WORK.test(text.slice(skip.end, sentence.end))) delete present['skip-command'];
  if (throughout) present['other-tool'] ??= namedToolCalls(text, sentence.start, sentence.end)[0];
  // A description's opening imperative describes the tool ("Send a message"); later ones order.
  // A request or a schema value has no such opening: there every imperative is an order.
  const opening = sentence.start === 0 || !/\S/.test(text.slice(0, sentence.start));
  const ordered = (throughout || !opening) && imperativeHead(text.slice(sentence.start, sentence.end)) !== undefined;
  const outbound = findConcept(text, 'outbound', sentence.start, sentence.end);
  const onlyReads = outbound.length > 0 && outbound.every((match) => READING.test(match.words));
  const found = verdict(present, { throughout, ordered, forbidden: sendingForbidden(text, present), onlyReads });
  if (!found) return undefined;
  const evidence = found.shows.flatMap((concept) => present[concept] ?? []).sort((a, b) => a.start - b.start);
  const start = Math.min(...evidence.map((match) => match.start));
  const end = Math.max(...evidence.map((match) => match.end));
  return { kind: found.kind, severity: found.severity, span: { start, end }, evidence };
}

function detect(text: string, throughout: boolean): Intent[] {
  const calls = throughout ? namedToolCalls(text).slice(0, MAX_ANCHORS) : [];
  const anchors = [...ANCHORS.flatMap((concept) => findConcept(text, concept, 0, text.length, MAX_ANCHORS)), ...calls].sort((a, b) => a.start - b.start);
  const intents: Intent[] = [];
  let readUpTo = 0;
  let sentences = 0;
  for (const anchor of anchors) {
    if (anchor.start < readUpTo) continue;
    if (++sentences > MAX_SENTENCES) break;
    const sentence = sentenceAt(text, anchor.start);
    readUpTo = Math.max(sentence.end, anchor.end);
    const intent = readSentence(text, sentence, throughout);
    if (intent) intents.push(intent);
  }
  return intents;
}

/** The engine runs this family's intent rules back to back on one field: the last answer is kept. */
let lastText: string | undefined;
let lastThroughout = false;
let lastIntents: readonly Intent[] = [];

/**
 * What `text` (already folded) asks the model to do, sentence by sentence. `throughout` says the
 * whole text is addressed to the model (a sampling request, a schema value), so its first
 * sentence is read as an order too.
 */
export function detectIntent(text: string, throughout = false): readonly Intent[] {
  if (text !== lastText || throughout !== lastThroughout) {
    lastIntents = detect(text, throughout);
    lastText = text;
    lastThroughout = throughout;
  }
  return lastIntents;
}
