/**
 * How the injected-instruction rules read text: the normalised copy (../normalize: invisible
 * characters dropped, look-alike, fullwidth and mathematical letters read as Latin), bounded
 * phrase patterns matched on it, and each match mapped back to the original text for its finding.
 */
import { clip, type Severity, type Span } from '../finding';
import type { Hit } from '../rule';
import { showInvisible } from '../hidden-text';
import { normalize, type Normalized } from '../normalize/normalize';

/** One phrase repeated all over a field yields this many findings at most. */
const MAX_HITS = 20;

// --- Folding: what the text says once simple obfuscation is undone -----------------------------

/** A field's normalised text and the way back to the original (../normalize). */
export type Folded = Pick<Normalized, 'text' | 'original'>;

/** The field's normalised text, computed once per field whichever rule asks first. */
export function fold(text: string): Folded {
  return normalize(text);
}

// --- Phrase patterns -------------------------------------------------------------------------

/** Between words: any whitespace, markdown emphasis or snake/kebab joiners ("ignore **all** previous"). */
const GAP = String.raw`[\s*_~-]+`;
/**
 * Any one word, for the few free words a phrase allows. It shares no character with GAP, so a
 * run of either splits one way only and the patterns cannot backtrack catastrophically.
 */
export const WORD = String.raw`[^\W_]+`;

/** A case-insensitive phrase in which each space stands for GAP, matched as whole words. */
export function phrase(source: string): RegExp {
  return new RegExp(String.raw`(?<!\w)${source.replaceAll(' ', GAP)}(?!\w)`, 'gi');
}

export interface Pattern {
  regex: RegExp;
  /** Overrides the rule's severity for this pattern. */
  severity?: Severity;
}

export interface Candidate {
  span: Span;
  severity?: Severity;
}

/** Matches of every pattern; where two overlap, the earlier-listed pattern wins. */
export function candidates(folded: Folded, patterns: readonly Pattern[]): Candidate[] {
  const kept: Candidate[] = [];
  for (const { regex, severity } of patterns) {
    for (const match of folded.text.matchAll(regex)) {
      const span = { start: match.index, end: match.index + match[0].length };
      if (!kept.some((other) => other.span.start < span.end && span.start < other.span.end)) kept.push({ span, ...(severity ? { severity } : {}) });
      if (kept.length >= MAX_HITS) break;
    }
  }
  return kept.sort((a, b) => a.span.start - b.span.start).slice(0, MAX_HITS);
}

/** In text order, each candidate that starts after the previous kept one ends; `settle` fixes a kept one's final span. */
export function disjoint(found: Candidate[], settle: (candidate: Candidate) => Candidate = (candidate) => candidate): Candidate[] {
  const kept: Candidate[] = [];
  let reach = 0;
  for (const candidate of found.sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end)) {
    if (candidate.span.start < reach) continue;
    const settled = settle(candidate);
    kept.push(settled);
    reach = settled.span.end;
    if (kept.length === MAX_HITS) break;
  }
  return kept;
}

export function toHit(text: string, folded: Folded, { span, severity }: Candidate, explain: (found: string) => string): Hit {
  const original = folded.original(span.start, span.end);
  const found = showInvisible(text.slice(original.start, original.end));
  return { message: explain(clip(found, 160)), evidence: clip(found), span: original, ...(severity ? { severity } : {}) };
}
