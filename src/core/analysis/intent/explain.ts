/** How an intent finding explains itself: each concept that decided it, with its words. */
import type { ConceptMatch, Concept } from './concepts';

const ROLE: Record<Concept, string> = {
  addressee: 'addresses the model',
  directive: 'gives an order',
  conceal: 'conceals',
  'conceal-command': 'tells it to keep quiet',
  user: 'names the user',
  secret: 'names secrets',
  outbound: 'sends or reads data',
  'other-tool': 'points to another tool',
  preference: 'claims precedence over other tools',
  discard: 'drops earlier guidance',
  guidance: "names the model's instructions",
  negation: 'forbids it',
  'consent-claim': 'claims the user already agreed',
  'skip-command': 'tells it not to ask',
  'skip-manner': 'acts without asking',
  persistence: 'makes it last',
  reply: "names the model's reply",
  disclose: 'has it written out',
  withheld: 'keeps something out of the reply',
  'other-repositories': 'reaches into other repositories',
  'order-form': 'is phrased as an order',
  sink: 'names a tool argument or an address',
  external: 'names an outside address',
  setup: "names the user's configuration",
  authority: 'claims authority over the user',
  attribution: 'hides where the answer came from',
  'side-task': 'adds a task',
  'user-data': "names the user's data",
  'tool-use': "times it to the model's calls",
  deceive: 'misleads the user',
  action: 'acts on the user\'s behalf',
  'credential-home': "names the service's own header, configuration or environment",
  'named-destination': 'names where the data goes',
  steer: 'steers the answer',
  holds: 'says a field holds it',
  demand: 'asks for it by label',
  untold: 'keeps the user uninformed',
  tamper: "changes the model's other actions",
};

/** What a concept's presence says about a sentence, e.g. "names the user". */
export function conceptRole(concept: Concept): string {
  return ROLE[concept];
}

/** "addresses the model ('the assistant'), conceals ('quietly'), sends or reads data ('include')". */
export function evidenceList(evidence: readonly ConceptMatch[]): string {
  return evidence.map(({ concept, words }) => `${ROLE[concept]} ('${words.replace(/\s+/g, ' ')}')`).join(', ');
}
