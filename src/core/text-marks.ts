/**
 * A text with its findings marked, as a reviewer reads it (issue 20, item 2): the whole text once,
 * cut into plain stretches and marks. Findings that overlap, nest or touch become one mark that
 * names every rule, so no stretch is shown twice; and the mark of a bidi control reaches over the
 * run it reorders, so the control, the run and the control that closes it read as one.
 */
import { severityRank, type Severity, type Span } from './analysis/finding';
import type { TextMark } from './findings-view';

export interface MergedMark extends Span {
  /** The worst of its findings. */
  severity: Severity;
  /** A secret anywhere in it masks all of it; hidden content next, so it is spelled out. */
  kind: TextMark['kind'];
  /** Every finding on this stretch, worst first. */
  findings: TextMark[];
}

export type TextSegment = { type: 'plain'; text: string } | { type: 'mark'; text: string; mark: MergedMark };

const KIND_RANK: Record<TextMark['kind'], number> = { highlight: 0, hidden: 1, secret: 2 };

/** Marks that overlap, nest or touch, merged: each character is in one mark at most. */
export function mergeMarks(marks: readonly TextMark[]): MergedMark[] {
  const merged: MergedMark[] = [];
  for (const mark of [...marks].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = merged.at(-1);
    if (!last || mark.start > last.end) {
      merged.push({ start: mark.start, end: mark.end, severity: mark.severity, kind: mark.kind, findings: [mark] });
      continue;
    }
    last.end = Math.max(last.end, mark.end);
    last.findings.push(mark);
    if (severityRank(mark.severity) > severityRank(last.severity)) last.severity = mark.severity;
    if (KIND_RANK[mark.kind] > KIND_RANK[last.kind]) last.kind = mark.kind;
  }
  for (const mark of merged) mark.findings.sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
  return merged;
}

/** A stretch that explicit bidi controls display in another order (Unicode UAX #9, X1–X8). */
export interface BidiRun extends Span {
  /** The text between the opening control and the closing one (or the paragraph's end). */
  inner: Span;
  /** A right-to-left override with nothing else inside: shown fully reversed, as the model does not read it. */
  reversed: boolean;
}

const EMBEDDING = /[\u202A\u202B\u202D\u202E]/;
const ISOLATE = /[\u2066-\u2068]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const PARAGRAPH_END = /[\n\r\u2029]/;

/**
 * Each opening control with the text it governs: up to the PDF (embeddings, overrides) or PDI
 * (isolates) that closes it, else the paragraph's end. A PDI also closes the embeddings opened
 * inside its isolate.
 */
export function bidiRuns(text: string): BidiRun[] {
  const runs: BidiRun[] = [];
  const open: { index: number; isolate: boolean }[] = [];
  const close = (opener: { index: number }, end: number, closer: number) => {
    const inner = { start: opener.index + 1, end };
    const insideText = text.slice(inner.start, inner.end);
    runs.push({ start: opener.index, end: end + closer, inner, reversed: text[opener.index] === RIGHT_TO_LEFT_OVERRIDE && !BIDI_CONTROL.test(insideText) });
  };
  for (let index = 0; index <= text.length; index++) {
    const char = text.charAt(index);
    if (index === text.length || PARAGRAPH_END.test(char)) {
      while (open.length > 0) close(open.pop()!, index, 0);
    } else if (EMBEDDING.test(char) || ISOLATE.test(char)) {
      open.push({ index, isolate: ISOLATE.test(char) });
    } else if (char === '\u202C' && open.length > 0 && !open.at(-1)!.isolate) {
      close(open.pop()!, index, 1);
    } else if (char === '\u2069' && open.some((opener) => opener.isolate)) {
      let opener;
      do {
        opener = open.pop()!;
        close(opener, index, opener.isolate ? 1 : 0);
      } while (!opener.isolate);
    }
  }
  return runs.sort((a, b) => a.start - b.start);
}

/** A mark on an opening bidi control reaches to the end of the run it governs. */
function overRuns(marks: readonly TextMark[], runs: readonly BidiRun[]): TextMark[] {
  return marks.map((mark) => {
    const end = runs.reduce((reach, run) => (run.start >= mark.start && run.start < mark.end ? Math.max(reach, run.end) : reach), mark.end);
    return end === mark.end ? mark : { ...mark, end };
  });
}

/** The whole text in order, once: plain stretches between merged marks. Marks beyond the text are dropped. */
export function markedSegments(text: string, marks: readonly TextMark[]): TextSegment[] {
  const inside = marks.filter((mark) => mark.start >= 0 && mark.end <= text.length && mark.start < mark.end);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const mark of mergeMarks(overRuns(inside, bidiRuns(text)))) {
    if (mark.start > cursor) segments.push({ type: 'plain', text: text.slice(cursor, mark.start) });
    segments.push({ type: 'mark', text: text.slice(mark.start, mark.end), mark });
    cursor = mark.end;
  }
  if (cursor < text.length) segments.push({ type: 'plain', text: text.slice(cursor) });
  return segments;
}
