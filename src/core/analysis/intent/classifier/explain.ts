/** How the sentence classifier explains a score: the features that pushed it up, in words. */
import type { Concept } from '../concepts';
import { conceptRole } from '../explain';
import type { Feature } from './features';

function quoted(words: string): string {
  return `'${words.replace(/\s+/g, ' ')}'`;
}

function describe(feature: Feature): string {
  const [kind, rest] = [feature.name.slice(0, 1), feature.name.slice(2)];
  if (kind === 'c') return `${conceptRole(rest as Concept)} (${quoted(feature.words)})`;
  if (feature.name === 's:imperative') return `is phrased as an order (${quoted(feature.words)})`;
  if (feature.name === 's:named-call') return `calls a named tool (${quoted(feature.words)})`;
  if (feature.name === 's:later') return "stands past the description's opening";
  if (feature.name === 's:opening') return "is the description's opening";
  return `the word${kind === 'b' ? 's' : ''} ${quoted(feature.words)}`;
}

/**
 * "names the user ('the user'), names a tool argument or an address ('field'), the words 'should
 * also'": a pair of structural features is told as its two parts, each named once.
 */
export function reasonList(reasons: readonly Feature[]): string {
  const named = new Map<string, Feature>();
  for (const reason of reasons) for (const part of reason.parts ?? [reason]) if (!named.has(part.name)) named.set(part.name, part);
  return [...named.values()].map(describe).join(', ');
}
