/**
 * Whether two servers' tools of one name say they do the same thing (issue 22, noise): two browser
 * servers of one family both offering `browser_click` "Perform click on a web page" are two
 * implementations of one tool, not one taking over the other's name. Read from the opening sentence
 * of each description, beyond the words of the shared name, which agree by definition.
 */
import { identifierWords } from '../words';
import { singular } from './schema-parameters';

type Definition = Readonly<Record<string, unknown>>;

/** Words that say nothing about what a tool does. */
const FILLER = new Set([
  'a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'by', 'with', 'and', 'or', 'as', 'is', 'are', 'be', 'it', 'its', 'this', 'that',
  'into', 'onto', 'your', 'you', 'their', 'given', 'one', 'any', 'all', 'some', 'new', 'use', 'using',
]);
/** At least this share of the shorter opening's words must appear in the other. */
const AGREEMENT = 0.5;

/** "pressing" and "press", "captures" and "capture" read as one word. */
function stem(word: string): string {
  const base = singular(word);
  return base.length > 5 && base.endsWith('ing') ? base.slice(0, -3) : base;
}

/** The words of a description's opening sentence that its name does not already say. */
function statedWords(tool: Definition): Set<string> {
  const description = typeof tool.description === 'string' ? tool.description.trim() : '';
  const opening = description.split(/[.!?\n]/, 1)[0] ?? '';
  const named = new Set(identifierWords(typeof tool.name === 'string' ? tool.name : '').map(stem));
  return new Set(identifierWords(opening).map(stem).filter((word) => !FILLER.has(word) && !named.has(word)));
}

/** Whether the two openings agree on what the tool does; an opening that says nothing beyond the name agrees with nothing. */
export function describeSameAction(a: Definition, b: Definition): boolean {
  const [fewer, more] = [statedWords(a), statedWords(b)].sort((x, y) => x.size - y.size) as [Set<string>, Set<string>];
  if (fewer.size === 0) return false;
  const shared = [...fewer].filter((word) => more.has(word)).length;
  return shared / fewer.size >= AGREEMENT;
}
