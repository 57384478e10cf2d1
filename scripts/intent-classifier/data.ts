/**
 * The sentence classifier's training data (issue 22), from the dev split only (the holdout is
 * never read): a sentence of a planted case is positive when an injected-instructions or schema-bait finding of
 * at least medium covers it, or when hand-labels.json names it (the cases the rules miss); every
 * sentence of a dev benign item is negative. A planted case's other sentences are left out:
 * unlabelled, not benign.
 */
import { readFileSync } from 'node:fs';
import { analyzeSurfaces } from '../../src/core/analysis/analyze';
import { atLeast, type Finding } from '../../src/core/analysis/finding';
import type { ServerSurface } from '../../src/core/analysis/inputs';
import { sentenceFeatures, type Feature } from '../../src/core/analysis/intent/classifier/features';
import { detectIntent } from '../../src/core/analysis/intent/detect';
import { quotationReason } from '../../src/core/analysis/intent/quotation';
import { describesTheTool, opensWithNegation, sentencesOf } from '../../src/core/analysis/intent/classifier/score';
import { voiceOf } from '../../src/core/analysis/rules/injected-intent';
import { fold } from '../../src/core/analysis/rules/phrase-match';
import { surfaceTextFields, type TextField, type TextKind } from '../../src/core/analysis/text-fields';
import { surfaceItems } from '../../bench/findings/evaluate';
import { loadSplit } from '../../bench/findings/load';

/** The kinds the intent rules read (rules/injected-instructions.ts), but not tool output, which a listing has none of. */
const PROSE: ReadonlySet<TextKind> = new Set(['title', 'description', 'instructions', 'schema-value']);

export interface Example {
  /** The planted case's id, or "benign <server> <item>": folds never split a group. */
  group: string;
  positive: boolean;
  /** A positive the engine's own findings cover, rather than one only hand-labels.json names. */
  byRules: boolean;
  /** The intent rules read this sentence's field, so the classifier is not asked about it. */
  ruled: boolean;
  /** Reported low or not at all whatever its score: a description's opening, a quotation (rules/injected-compose.ts) or a prohibition. */
  muted: boolean;
  sentence: string;
  features: Feature[];
}

const CLASSIFIER_RULE = 'injected-instructions/classified-beyond-job';

/** Case id to words that occur in the attack sentence of a case the rules miss. */
type HandLabels = Record<string, string[]>;

const HAND_LABELS = JSON.parse(readFileSync(new URL('hand-labels.json', import.meta.url), 'utf8')) as HandLabels;

interface FieldSentence {
  sentence: string;
  original: { start: number; end: number };
  ruled: boolean;
  muted: boolean;
  features: Feature[];
}

function fieldSentences(field: TextField): FieldSentence[] {
  const folded = fold(field.text);
  const voice = voiceOf(field);
  const ruled = detectIntent(folded.text, voice).length > 0;
  return sentencesOf(folded.text).map((span, index) => {
    const sentence = folded.text.slice(span.start, span.end);
    return {
      sentence,
      original: folded.original(span.start, span.end),
      ruled,
      muted: describesTheTool(voice, index) || quotationReason(folded.text, span) !== undefined || opensWithNegation(folded.text, span),
      features: sentenceFeatures(sentence, { voice, opening: index === 0 }),
    };
  }).filter((entry) => entry.features.length > 0); // a fragment has no features and is never scored
}

function covered(findings: readonly Finding[], path: string, span: { start: number; end: number }): boolean {
  return findings.some(({ location }) => location.path === path && location.span !== undefined && location.span.start < span.end && span.start < location.span.end);
}

function plantedExamples(id: string, surfaces: readonly ServerSurface[], target: string): Example[] {
  // The classifier's own findings are not evidence for its labels.
  const findings = analyzeSurfaces(surfaces).filter((finding) => finding.ruleId !== CLASSIFIER_RULE && (finding.family === 'injected-instructions' || finding.family === 'schema-bait') && atLeast(finding.severity, 'medium') && finding.location.server === target);
  const labels = HAND_LABELS[id] ?? [];
  const surface = surfaces.find(({ server }) => server === target);
  return (surface ? surfaceTextFields(surface) : [])
    .filter((field) => PROSE.has(field.kind))
    .flatMap((field) =>
      fieldSentences(field)
        .map((entry) => ({ ...entry, byRules: covered(findings, field.path, entry.original) }))
        .filter(({ sentence, byRules }) => byRules || labels.some((words) => sentence.includes(words)))
        .map(({ sentence, features, byRules, ruled, muted }) => ({ group: id, positive: true, byRules, ruled, muted, sentence, features })),
    );
}

function itemOf(surface: ServerSurface, path: string): string {
  return surfaceItems(surface).find((item) => path === item || path.startsWith(`${item}/`)) ?? path;
}

function benignExamples(surface: ServerSurface): Example[] {
  return surfaceTextFields(surface)
    .filter((field) => PROSE.has(field.kind))
    .flatMap((field) => fieldSentences(field).map(({ sentence, features, ruled, muted }) => ({ group: `benign ${surface.server} ${itemOf(surface, field.path)}`, positive: false, byRules: false, ruled, muted, sentence, features })));
}

/** Every labelled sentence of dev, planted first, in file order: the same corpus gives the same list. */
export function devExamples(): Example[] {
  const corpus = loadSplit('dev');
  const planted = corpus.cases.flatMap((entry) => ('surfaces' in entry.case ? plantedExamples(entry.id, entry.case.surfaces, entry.case.target) : []));
  const benign = Object.values(corpus.benign).flatMap((file) => (file.surfaces ?? []).flatMap(benignExamples));
  return [...planted, ...benign];
}
