/**
 * The normalisation stage (issue 22, "normalise before matching, once"): one `Normalized` value
 * per field, computed once and shared by every rule that reads the field.
 */
import type { Span } from '../finding';
import { foldText } from './fold';
import type { Edit } from './span-map';
import { terminalView, type TerminalView } from './overwrite';

export interface Normalized {
  /** The text folded for matching: NFKC, look-alikes read as Latin in Latin words, invisibles dropped. */
  text: string;
  /** Maps a span of `text` back to the field's original text. */
  original: (start: number, end: number) => Span;
  edits: readonly Edit[];
  /** Invisible and control characters dropped from `text`, as spans of the original. */
  invisible: readonly Span[];
  /** The original as a terminal shows it after carriage-return and backspace overwrites, when it has any. */
  terminal: TerminalView | undefined;
}

/**
 * The engine runs every rule over one field before the next, so the last few results are kept:
 * keyed by the text itself, the cache is invisible to callers (same text, same value) and safe
 * with any number of connections; it holds a handful of fields at most.
 */
const RECENT = 4;
const recent = new Map<string, Normalized>();

export function normalize(text: string): Normalized {
  const known = recent.get(text);
  if (known) return known;
  const normalized: Normalized = { ...foldText(text), terminal: terminalView(text) };
  recent.set(text, normalized);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value as string);
  return normalized;
}
