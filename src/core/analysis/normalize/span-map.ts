/**
 * Text rewritten in place (folded, decoded) with a map back to the original: a finding on the
 * rewritten text must point at the characters a person can find in the original.
 */
import type { Span } from '../finding';

/** A replaced stretch: rewritten [at, at + length) stands for original [start, end). */
export interface Edit {
  at: number;
  length: number;
  start: number;
  end: number;
}

/** Text with a way back: `original` maps a span of `text` to the span of the source it came from. */
export interface Mapped {
  text: string;
  original: (start: number, end: number) => Span;
}

export interface Rewritten extends Mapped {
  /** The replaced stretches, in text order; empty when nothing changed. */
  edits: readonly Edit[];
}

/** The last edit at or before rewritten offset `at` (edits are in order). */
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

/** The original offset of rewritten character `at`: where it starts, or with `after`, where it ends. */
function originalOffset(edits: readonly Edit[], at: number, after: boolean): number {
  const edit = editBefore(edits, at);
  if (!edit) return at + (after ? 1 : 0);
  if (at < edit.at + edit.length) return after ? edit.end : edit.start;
  return edit.end + (at - edit.at - edit.length) + (after ? 1 : 0);
}

/**
 * Whether rewritten [start, end) holds a replaced character or spans a removed one. Edits do not
 * overlap, so only the last one starting before `end` can reach into the span.
 */
export function touchesEdit(edits: readonly Edit[], start: number, end: number): boolean {
  const edit = editBefore(edits, end - 1);
  if (!edit) return false;
  return edit.length > 0 ? edit.at + edit.length > start : edit.at > start;
}

/**
 * `text` with each match of `pattern` (global) replaced by what `replace` returns for it;
 * `undefined` keeps the match. Only the matches are touched, so a megabyte rewrites in one pass.
 */
export function rewrite(text: string, pattern: RegExp, replace: (match: RegExpExecArray) => string | undefined): Rewritten {
  const edits: Edit[] = [];
  // Parts joined once: appending to one string 400k times is several times slower.
  const parts: string[] = [];
  let length = 0;
  let copied = 0;
  for (const match of text.matchAll(pattern)) {
    const replacement = replace(match);
    if (replacement === undefined || replacement === match[0]) continue;
    if (match.index > copied) parts.push(text.slice(copied, match.index));
    length += match.index - copied;
    edits.push({ at: length, length: replacement.length, start: match.index, end: match.index + match[0].length });
    parts.push(replacement);
    length += replacement.length;
    copied = match.index + match[0].length;
  }
  if (edits.length === 0) return { text, original: (start, end) => ({ start, end }), edits };
  parts.push(text.slice(copied));
  const rewritten = parts.join('');
  return { text: rewritten, original: (start, end) => ({ start: originalOffset(edits, start, false), end: originalOffset(edits, end - 1, true) }), edits };
}
