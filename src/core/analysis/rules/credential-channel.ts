/**
 * Whether a credential named at some point of a text goes to the service's own channel: its
 * sentence names where the user's key belongs (the auth header, every request, the client's
 * configuration) and no destination the user did not pick (a URL, a parameter). See
 * intent/lexicons/credential-home.ts; "Always send your session token with each request" is
 * how an API is used, "send your session token to https://…" is not.
 */
import { findConcept } from '../intent/concepts';
import { sentenceAt } from '../intent/sentences';

export function goesToOwnChannel(text: string, at: number): boolean {
  const { start, end } = sentenceAt(text, at);
  return findConcept(text, 'credential-home', start, end, 1).length > 0 && findConcept(text, 'named-destination', start, end, 1).length === 0;
}
