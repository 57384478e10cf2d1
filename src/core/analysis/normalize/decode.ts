/**
 * Recursive decoding (issue 22): every hidden encoding in a field, and what those decode to in
 * turn, to a bounded depth and a bounded amount of decoded text. Each decoding's spans are mapped
 * back to the field's original text, where a person can see them.
 */
import { selectorSegments, tagSegments } from '../hidden-text';
import { blobSegments } from './decode-blobs';
import { wordDecodings } from './decode-words';
import { escapeDecodings } from './decode-escapes';
import { standalone, type Decoding } from './decoding';
import { linkDecodings } from './osc8';
import { terminalDecodings } from './overwrite';
import { recentlyComputed } from './recent';

/** Base64 in hex in rot13 is as deep as published payloads go. */
const MAX_DEPTH = 3;
const MAX_DECODINGS = 64;
/** Decoded text reread in all, beyond twice the field: a decoding bomb stops here. */
const EXTRA_BUDGET = 10_000;

export interface NestedDecoding extends Decoding {
  /** 1 for an encoding in the field itself, 2 for one inside that, … */
  depth: number;
}

/** The encodings found in `text` itself, in text order. */
export function decodings(text: string): Decoding[] {
  const simple = [...tagSegments(text).filter((segment) => segment.decoded.trim() !== ''), ...selectorSegments(text), ...blobSegments(text)];
  return [...simple.map((segment) => standalone(segment)), ...wordDecodings(text), ...escapeDecodings(text), ...linkDecodings(text), ...terminalDecodings(text)].sort((a, b) => a.span.start - b.span.start);
}

/** `inner`, found in what `outer` decodes to, placed in the field; undefined when it lies where `outer` decoded nothing. */
function placed(outer: NestedDecoding, inner: Decoding): NestedDecoding | undefined {
  const span = outer.reread.locate(inner.span.start, inner.span.end);
  if (!span) return undefined;
  const locate = (start: number, end: number) => {
    const middle = inner.reread.locate(start, end);
    return middle && outer.reread.locate(middle.start, middle.end);
  };
  return { ...inner, span, encoding: `${inner.encoding} inside ${outer.encoding}`, reread: { text: inner.reread.text, locate }, depth: outer.depth + 1 };
}

function decodeNested(text: string): NestedDecoding[] {
  const found: NestedDecoding[] = [];
  let budget = 2 * text.length + EXTRA_BUDGET;
  const visit = (source: string, outer: NestedDecoding | undefined) => {
    for (const decoding of decodings(source)) {
      if (found.length >= MAX_DECODINGS || decoding.reread.text.length > budget) return;
      const nested = outer ? placed(outer, decoding) : { ...decoding, depth: 1 };
      if (!nested) continue;
      budget -= decoding.reread.text.length;
      found.push(nested);
      if (nested.depth < MAX_DEPTH) visit(nested.reread.text, nested);
    }
  };
  visit(text, undefined);
  return found.sort((a, b) => a.span.start - b.span.start || a.depth - b.depth);
}

/** Every hidden part of `text` that decodes to something a model could read, at any depth, in text order. */
export const decodeHidden = recentlyComputed(decodeNested);
