/**
 * What a model receives in one marked stretch of text, spelled out for a person (issue 20, item
 * 2): characters nobody sees as code points, a run of one character counted rather than repeated;
 * hidden encodings with what they decode to; a run that a bidi override reverses on screen in the
 * order the model reads it. In a mark on hidden content, whitespace runs and letters outside ASCII
 * (look-alikes) are spelled out too; elsewhere only what nobody sees is, so marked prose stays prose.
 */
import type { Span } from './analysis/finding';
import { codePointLabel, isUnseen } from './analysis/hidden-text';
import { decodeHidden } from './analysis/normalize/decode';
import { bidiRuns, type MergedMark } from './text-marks';

export type ReceivedPiece =
  | { type: 'text'; text: string }
  /** `count` times the same character; `visible` when a person sees it, but not what it is (a look-alike). */
  | { type: 'codepoint'; char: string; label: string; count: number; visible: boolean }
  /** Text carried by an encoding: `raw` as stored, shown unless nobody could see it, and what it says. */
  | { type: 'decoded'; raw: string; rawVisible: boolean; encoding: string; decoded: string }
  /** A run displayed reversed: `text` in the order the model reads it, `shown` as a person sees it. */
  | { type: 'reversed'; text: string; shown: string };

const NOT_ASCII = /\P{ASCII}/u;
const WHITESPACE = /\s/;

function within(mark: Span): (span: Span) => boolean {
  return (span) => span.start >= mark.start && span.end <= mark.end && span.start < span.end;
}

/** Reversed by user-perceived character, so an accented letter keeps its accent. */
function reverseGraphemes(text: string): string {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(({ segment }) => segment).reverse().join('');
}

export function receivedPieces(text: string, mark: Pick<MergedMark, 'start' | 'end' | 'kind'>): ReceivedPiece[] {
  const hidden = mark.kind === 'hidden';
  const decoded = hidden ? decodeHidden(text).filter(({ span }) => within(mark)(span)) : [];
  const reversed = hidden ? bidiRuns(text).filter((run) => run.reversed).map((run) => run.inner).filter(within(mark)) : [];
  const pieces: ReceivedPiece[] = [];
  let index = mark.start;
  while (index < mark.end) {
    const segment = decoded.find(({ span }) => span.start === index);
    if (segment) {
      const raw = text.slice(segment.span.start, segment.span.end);
      pieces.push({ type: 'decoded', raw, rawVisible: ![...raw].every(isUnseen), encoding: segment.encoding, decoded: segment.decoded });
      index = segment.span.end;
      continue;
    }
    const run = reversed.find((span) => span.start === index);
    if (run) {
      const inner = text.slice(run.start, run.end);
      pieces.push({ type: 'reversed', text: inner, shown: reverseGraphemes(inner) });
      index = run.end;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(index)!);
    const last = pieces.at(-1);
    // One space between words is what it looks like; two or more are padding, and counted.
    const spaceRun = char === ' ' && ((index + 1 < mark.end && text.charAt(index + 1) === ' ') || (last?.type === 'codepoint' && last.char === ' '));
    const spelled = isUnseen(char) || (hidden && (char === ' ' ? spaceRun : WHITESPACE.test(char) || NOT_ASCII.test(char)));
    if (spelled && last?.type === 'codepoint' && last.char === char) last.count++;
    else if (spelled) pieces.push({ type: 'codepoint', char, label: codePointLabel(char), count: 1, visible: !isUnseen(char) && !WHITESPACE.test(char) });
    else if (last?.type === 'text') last.text += char;
    else pieces.push({ type: 'text', text: char });
    index += char.length;
  }
  return pieces;
}
