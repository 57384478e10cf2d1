/**
 * How the injected-instruction rules read text: a folded copy with simple obfuscation undone
 * (zero-width characters, homoglyphs, fullwidth and mathematical letters), bounded phrase
 * patterns matched on it, and each match mapped back to the original text for its finding.
 */
import { clip, type Severity, type Span } from '../finding';
import type { Hit } from '../rule';
import { showInvisible } from '../hidden-text';

/** One phrase repeated all over a field yields this many findings at most. */
const MAX_HITS = 20;

// --- Folding: what the text says once simple obfuscation is undone -----------------------------

/** Cyrillic and Greek letters drawn like Latin ones (NFKC leaves them alone). */
const LOOKALIKES = 'аеорсухіјѕԁһԛԝАВЕКМНОРСТХІЈЅοινΑΒΕΖΗΙΚΜΝΟΡΤΥΧ';
const HOMOGLYPHS = new Map([...LOOKALIKES].map((char, i) => [char, 'aeopcyxijsdhqwABEKMHOPCTXIJSoivABEZHIKMNOPTYX'.charAt(i)]));
/** Dropped: invisible format characters, the combining grapheme joiner, Hangul fillers, variation selectors. */
const IGNORED = /\p{Cf}|\u034F|[\u3164\uFFA0]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/u;
/** What folding touches: runs of the above, homoglyphs, and the NFKC forms of ASCII (fullwidth, 𝐛𝐨𝐥𝐝, ligatures). */
const FOLDABLE = new RegExp(`(?:${IGNORED.source})+|[${LOOKALIKES}]|[\\uFF01-\\uFF5E\\uFB00-\\uFB06]|[\\u{1D400}-\\u{1D7FF}]`, 'gu');

/** A replaced stretch: folded [at, at + length) stands for original [start, end). */
interface Edit {
  at: number;
  length: number;
  start: number;
  end: number;
}

export interface Folded {
  text: string;
  /** Maps a span of the folded text back to the original. */
  original: (start: number, end: number) => Span;
}

/** One FOLDABLE match: a run of ignored characters, or a single character to map. */
function foldMatch(match: string): string {
  return IGNORED.test(match) ? '' : (HOMOGLYPHS.get(match) ?? match.normalize('NFKC'));
}

/** The last edit at or before folded offset `at` (edits are in order). */
function editBefore(edits: readonly Edit[], at: number): Edit | undefined {
  let low = 0;
  let high = edits.length - 1;
  let found: Edit | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const edit = edits[middle];
    if (edit && edit.at <= at) {
      found = edit;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The original offset of folded character `at`: where it starts, or with `after`, where it ends. */
function originalOffset(edits: readonly Edit[], at: number, after: boolean): number {
  const edit = editBefore(edits, at);
  if (!edit) return at + (after ? 1 : 0);
  if (at < edit.at + edit.length) return after ? edit.end : edit.start;
  return edit.end + (at - edit.at - edit.length) + (after ? 1 : 0);
}

/** Only the characters that need it are touched, so a megabyte of Persian or emoji folds in one pass. */
function foldText(text: string): Folded {
  const edits: Edit[] = [];
  let folded = '';
  let copied = 0;
  for (const match of text.matchAll(FOLDABLE)) {
    folded += text.slice(copied, match.index);
    const replacement = foldMatch(match[0]);
    edits.push({ at: folded.length, length: replacement.length, start: match.index, end: match.index + match[0].length });
    folded += replacement;
    copied = match.index + match[0].length;
  }
  if (edits.length === 0) return { text, original: (start, end) => ({ start, end }) };
  folded += text.slice(copied);
  return { text: folded, original: (start, end) => ({ start: originalOffset(edits, start, false), end: originalOffset(edits, end - 1, true) }) };
}

/**
 * Every rule of this family folds the same field in turn (the engine runs them back to back), so
 * the last fold is kept: a pure memo of one string, safe with any number of connections.
 */
let lastFold: Folded | undefined;
let lastText: string | undefined;

export function fold(text: string): Folded {
  if (text !== lastText || !lastFold) {
    lastFold = foldText(text);
    lastText = text;
  }
  return lastFold;
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
