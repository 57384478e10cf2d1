/**
 * The normalisation stage (issue 22, "normalise before matching, once"): one `Normalized` value
 * per field, computed once and shared by every rule that reads the field.
 */
import type { Span } from '../finding';
import { droppedSpans, foldText } from './fold';
import type { EditList } from './span-map';
import { terminalView, type TerminalView } from './overwrite';
import { recentlyComputed } from './recent';

export interface Normalized {
  /** The text folded for matching: NFKC, look-alikes read as Latin in Latin words, invisibles dropped. */
  text: string;
  /** Maps a span of `text` back to the field's original text. */
  original: (start: number, end: number) => Span;
  edits: EditList;
  /** Invisible and control characters dropped from `text`, as spans of the original. */
  invisible: () => Span[];
  /** The original as a terminal shows it after carriage-return and backspace overwrites, when it has any. */
  terminal: TerminalView | undefined;
}

/** The field's Normalized value, computed once whichever rule asks first. */
export const normalize = recentlyComputed((text): Normalized => {
  const folded = foldText(text);
  return { ...folded, invisible: () => droppedSpans(folded), terminal: terminalView(text) };
});
