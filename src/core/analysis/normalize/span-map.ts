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
  edits: EditList;
}

/** Numbers stored per edit: at, length, start, end. */
const FIELDS = 4;

/**
 * Edits in text order, stored flat in one typed array: a megabyte of dropped control characters is
 * half a million edits, and as objects they cost more to allocate and collect than the rewrite itself.
 */
export class EditList {
  private fields = new Int32Array(FIELDS * 16);
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(at: number, length: number, start: number, end: number): void {
    if (FIELDS * (this.count + 1) > this.fields.length) {
      const grown = new Int32Array(this.fields.length * 2);
      grown.set(this.fields);
      this.fields = grown;
    }
    const offset = FIELDS * this.count++;
    this.fields[offset] = at;
    this.fields[offset + 1] = length;
    this.fields[offset + 2] = start;
    this.fields[offset + 3] = end;
  }

  /** Edit `index` (negative counts from the end), or undefined past either end. */
  get(index: number): Edit | undefined {
    const at = index < 0 ? this.count + index : index;
    if (at < 0 || at >= this.count) return undefined;
    const [atRewritten = 0, length = 0, start = 0, end = 0] = this.fields.subarray(FIELDS * at, FIELDS * at + FIELDS);
    return { at: atRewritten, length, start, end };
  }

  /** Every edit in order, as objects: for callers that keep a few, not for a hot loop. */
  *[Symbol.iterator](): IterableIterator<Edit> {
    for (let index = 0; index < this.count; index++) yield this.get(index) as Edit;
  }

  /** The last edit at or before rewritten offset `at`. */
  before(at: number): Edit | undefined {
    let low = 0;
    let high = this.count - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((this.fields[FIELDS * middle] ?? 0) <= at) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found < 0 ? undefined : this.get(found);
  }
}

/** The original offset of rewritten character `at`: where it starts, or with `after`, where it ends. */
function originalOffset(edits: EditList, at: number, after: boolean): number {
  const edit = edits.before(at);
  if (!edit) return at + (after ? 1 : 0);
  if (at < edit.at + edit.length) return after ? edit.end : edit.start;
  return edit.end + (at - edit.at - edit.length) + (after ? 1 : 0);
}

/**
 * Whether rewritten [start, end) holds a replaced character or spans a removed one. Edits do not
 * overlap, so only the last one starting before `end` can reach into the span.
 */
export function touchesEdit(edits: EditList, start: number, end: number): boolean {
  const edit = edits.before(end - 1);
  if (!edit) return false;
  return edit.length > 0 ? edit.at + edit.length > start : edit.at > start;
}

/** UTF-16 units per String.fromCharCode call: well under the engines' argument limits. */
const CHUNK = 8192;

/**
 * Text built unit by unit into one buffer and turned into a string once: a megabyte of look-alike
 * letters is 800k short pieces, and joining that many strings costs several times the copying.
 * Code units are copied as they are, so a lone surrogate stays what it was.
 */
class TextBuilder {
  private units: Uint16Array;
  length = 0;

  constructor(capacity: number) {
    this.units = new Uint16Array(capacity);
  }

  append(text: string, from = 0, to = text.length): void {
    if (this.length + to - from > this.units.length) {
      const grown = new Uint16Array(2 * (this.length + to - from));
      grown.set(this.units.subarray(0, this.length));
      this.units = grown;
    }
    for (let index = from; index < to; index++) this.units[this.length++] = text.charCodeAt(index);
  }

  toString(): string {
    const parts: string[] = [];
    for (let from = 0; from < this.length; from += CHUNK) parts.push(String.fromCharCode(...this.units.subarray(from, Math.min(this.length, from + CHUNK))));
    return parts.join('');
  }
}

/**
 * `text` with each match of `pattern` (global) replaced by what `replace` returns for it;
 * `undefined` keeps the match. Only the matches are touched, so a megabyte rewrites in one pass.
 */
export function rewrite(text: string, pattern: RegExp, replace: (match: RegExpExecArray) => string | undefined): Rewritten {
  const edits = new EditList();
  let built: TextBuilder | undefined;
  let copied = 0;
  for (const match of text.matchAll(pattern)) {
    const replacement = replace(match);
    if (replacement === undefined || replacement === match[0]) continue;
    built ??= new TextBuilder(text.length + 16);
    built.append(text, copied, match.index);
    edits.push(built.length, replacement.length, match.index, match.index + match[0].length);
    built.append(replacement);
    copied = match.index + match[0].length;
  }
  if (!built) return { text, original: (start, end) => ({ start, end }), edits };
  built.append(text, copied);
  const rewritten = built.toString();
  return { text: rewritten, original: (start, end) => ({ start: originalOffset(edits, start, false), end: originalOffset(edits, end - 1, true) }), edits };
}
