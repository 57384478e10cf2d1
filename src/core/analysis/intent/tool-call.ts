/**
 * An order to call a tool named by its code identifier ("call transfer_funds with…", "invoke
 * writeFile"). In a description that is an ordinary cross-reference; where the whole text is
 * addressed to the model (a sampling request, a schema value) it is covert tool invocation, and
 * counts as naming another tool even without the word "tool".
 */
import type { ConceptMatch } from './concepts';

/** snake_case or camelCase after a calling verb: prose words are neither. Bounded, no nesting. */
const NAMED_CALL = /\b(?:call|invoke|run|execute|trigger)\s+(?:the\s+)?`?(?:[a-z][a-z0-9]{0,40}(?:_[a-z0-9]{1,40}){1,6}|[a-z]{1,40}(?:[A-Z][a-z0-9]{1,40}){1,6})\b/g;

/** The calls to named tools in text[from, to), with offsets into the whole text. */
export function namedToolCalls(text: string, from = 0, to = text.length): ConceptMatch[] {
  return [...text.slice(from, to).matchAll(NAMED_CALL)].map((match) => ({ concept: 'other-tool', start: from + match.index, end: from + match.index + match[0].length, words: match[0] }));
}
