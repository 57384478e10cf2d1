/**
 * Text as a terminal shows it: a carriage return (not part of CRLF) moves back to the start of
 * the line and a backspace one cell left, so what follows overwrites what came before. A model
 * reads every byte; a person looking at a terminal sees only what was written last.
 */
import { clip, type Span } from '../finding';
import type { Decoding } from './decoding';

export interface TerminalView {
  /** What the terminal shows. */
  text: string;
  /** What was written and then overwritten, in original order (the part a person never sees, where it differs). */
  overwritten: string;
  /** Maps a span of `text` back to the original; undefined when no overwrite is on those lines. */
  original: (start: number, end: number) => Span | undefined;
}

/** A carriage return that is not the start of a CRLF, or a backspace. */
// eslint-disable-next-line no-control-regex -- backspace is what this looks for
const OVERWRITE = /\r(?!\n)|\x08/;

/** One cell of a line: the character shown and where it came from. */
interface Cell {
  char: string;
  from: number;
}

/** The terminal view, or undefined when nothing in the text moves the cursor back. */
export function terminalView(text: string): TerminalView | undefined {
  if (!OVERWRITE.test(text)) return undefined;
  let shown = '';
  let overwritten = '';
  /** For each shown UTF-16 unit: its original offset, or -1 on lines without overwrites. */
  const origins: number[] = [];
  let line: Cell[] = [];
  let cursor = 0;
  let moved = false;
  const endLine = (terminator: string, at: number) => {
    for (const cell of line) {
      for (let unit = 0; unit < cell.char.length; unit++) origins.push(moved ? cell.from + unit : -1);
      shown += cell.char;
    }
    for (let unit = 0; unit < terminator.length; unit++) origins.push(moved ? at + unit : -1);
    shown += terminator;
    line = [];
    cursor = 0;
    moved = false;
  };
  let index = 0;
  for (const char of text) {
    if (char === '\n') endLine(char, index);
    else if (char === '\r' && text.charAt(index + 1) !== '\n') {
      cursor = 0;
      moved = true;
    } else if (char === '\x08') {
      cursor = Math.max(0, cursor - 1);
      moved = true;
    } else if (char !== '\r') {
      const previous = line[cursor];
      if (previous) overwritten += previous.char;
      line[cursor++] = { char, from: index };
    }
    index += char.length;
  }
  endLine('', index);
  return {
    text: shown,
    overwritten,
    original: (start, end) => {
      const from = origins.slice(start, end).filter((origin) => origin >= 0);
      return from.length === 0 ? undefined : { start: Math.min(...from), end: Math.max(...from) + 1 };
    },
  };
}

/** Words of at least three letters. */
const WORD = /[A-Za-z]{3,}/g;

/**
 * The terminal view as a decoding, so every rule reads what a person sees as well as what the
 * model reads. Reported when the overwrite hides words the view does not show (a progress line
 * rewriting its own figures hides nothing).
 */
export function terminalDecodings(text: string): Decoding[] {
  const view = terminalView(text);
  if (!view) return [];
  const shownWords = new Set(view.text.match(WORD));
  const hiddenWords = (view.overwritten.match(WORD) ?? []).filter((word) => !shownWords.has(word));
  const span = view.original(0, view.text.length) ?? { start: 0, end: text.length };
  const report = hiddenWords.length >= 2 ? `Carriage returns or backspaces make a terminal show "${clip(view.text, 120)}" over "${clip(view.overwritten, 120)}".` : undefined;
  return [{ span, encoding: 'carriage-return and backspace overwrites', decoded: view.text, reread: { text: view.text, locate: view.original }, ...(report === undefined ? {} : { report }) }];
}
