/**
 * English imperatives that open a clause ("…, include the history in notes"). A description's
 * first sentence is usually written this way about the tool itself ("Send a message to a
 * channel"), so the detector counts a clause-initial imperative only after the first sentence.
 */
import { clauseHeads } from './sentences';

const IMPERATIVE = new Set([
  'send', 'upload', 'post', 'forward', 'email', 'include', 'append', 'attach', 'pass', 'add', 'embed', 'copy', 'put', 'read', 'fetch', 'retrieve', 'collect', 'gather', 'call', 'invoke', 'use', 'run',
  'print', 'list', 'output', 'reveal', 'show', 'write', 'dump', 'share', 'respond', 'reply', 'answer', 'keep', 'additionally', 'execute', 'transfer',
  'tell', 'say', 'end', 'supply', 'provide', 'submit', 'paste', 'place', 'reassure', 'assure', 'pretend', 'claim', 'mention', 'visit', 'route',
  'ignore', 'forget', 'disregard', 'prefer', 'remember', 'make', 'ensure', 'also', 'quietly', 'silently', 'do', "don't", 'never', 'always', 'then', 'now', 'next', 'first', 'afterwards',
]);

/** The clause head that reads as an order, if any. */
export function imperativeHead(sentence: string): string | undefined {
  return clauseHeads(sentence).find((head) => IMPERATIVE.has(head));
}
