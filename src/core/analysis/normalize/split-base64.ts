/**
 * Base64 split across fields (issue 22): within one definition, a fragment at the end of one
 * field and one at the start of the next that decode to text only when joined, e.g. a
 * description ending in one half of a payload and a parameter's description holding the other.
 */
import type { Span } from '../finding';
import { asText } from '../hidden-text';
import type { TextField } from '../text-fields';
import { decodeBase64 } from '../../resource-content';

export interface SplitBlob {
  /** The field holding the first fragment, and the fragment's span in it. */
  path: string;
  span: Span;
  /** The fields holding the other fragments, in order. */
  otherPaths: string[];
  decoded: string;
}

/** A base64-looking token at the end or start of a field: 8+ characters with a digit, + or /, or an inner capital (words are not fragments). */
const TRAILING = /[A-Za-z0-9+/_-]{8,}={0,2}\s*$/;
const LEADING = /^\s*([A-Za-z0-9+/_-]{8,}={0,2})/;
const ENCODED_LOOK = /\d|[+/]|[a-z][A-Z]/;
/** Payloads are not cut into more pieces than this. */
const MAX_FRAGMENTS = 4;

/** Definitions are "<kind>/<name>"; server instructions stand alone. */
function definitionOf(path: string): string {
  return path.split('/').slice(0, 2).join('/');
}

function decodesAlone(fragment: string): boolean {
  return asText(decodeBase64(fragment), 12) !== undefined;
}

/**
 * The blob starting with `fields[first]`'s trailing fragment, or undefined when joining it with
 * what follows decodes to nothing new: when every later fragment decodes alone (cut on a
 * 4-character boundary), encoded-text reports each already.
 */
function blobFrom(fields: readonly TextField[], first: number): SplitBlob | undefined {
  const field = fields[first];
  const head = field && TRAILING.exec(field.text);
  if (!field || !head || !ENCODED_LOOK.test(head[0])) return undefined;
  let joined = head[0].trim();
  const otherPaths: string[] = [];
  let hidden = false;
  for (let next = first + 1; next < fields.length && otherPaths.length < MAX_FRAGMENTS - 1; next++) {
    const other = fields[next];
    if (!other || definitionOf(other.path) !== definitionOf(field.path)) return undefined;
    // Fields with no fragment in between (a property's name) do not break the chain.
    const tail = LEADING.exec(other.text)?.[1];
    if (!tail) continue;
    joined += tail;
    otherPaths.push(other.path);
    hidden ||= !decodesAlone(tail);
    const decoded = asText(decodeBase64(joined), 12);
    if (decoded !== undefined && hidden) return { path: field.path, span: { start: head.index, end: head.index + head[0].trimEnd().length }, otherPaths, decoded };
    // Only a field that is all fragment can be followed by a further one.
    if (other.text.trim() !== tail) return undefined;
  }
  return undefined;
}

/** Every split blob among a surface's text fields (in surfaceTextFields order). */
export function splitBlobs(fields: readonly TextField[]): SplitBlob[] {
  return fields.flatMap((_field, index) => blobFrom(fields, index) ?? []);
}
