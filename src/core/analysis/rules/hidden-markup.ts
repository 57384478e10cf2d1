/**
 * Text a person does not see when the client renders it, but the model reads (issue 22): what
 * ../rendered-text.ts finds. The engine also reruns every text rule on each hidden part and raises
 * this rule's finding to high when one of them fires there (../rendered-findings.ts).
 */
import { clip } from '../finding';
import { hiddenFromPerson, type HiddenPart } from '../rendered-text';
import { familyRule, type FamilyRules, type Hit, type TextRule } from '../rule';
import type { TextKind } from '../text-fields';

/** Text a client renders as Markdown; names, URIs and an app's sandboxed HTML are not. */
export const RENDERED_KINDS: readonly TextKind[] = ['title', 'description', 'instructions', 'schema-value', 'output', 'request'];

/** Hidden text that speaks to the model: the reason to hide text from the person reviewing it. */
const ADDRESSES_MODEL =
  /\b(?:(?:you|the\s+(?:assistant|model|ai|agent|llm))\s+(?:must|should|shall|need\s+to|have\s+to|are\s+(?:to|required\s+to))|(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|above|earlier|other)|(?:assistant|ai|model|agent|llm|claude|gpt)\s*[:,]\s|(?:do\s+not|don't|never)\s+(?:tell|mention|reveal|inform|show|ask)|(?:always|first|instead)\s+(?:call|use|send|include|run|read|pass))/i;
/** Notes that tooling and licences leave in comments: nothing to hide from anyone. */
const HOUSEKEEPING = /\b(?:copyright|licen[cs]ed?|spdx|prettier|eslint|markdownlint|stylelint|toc|auto-?generated|generated\s+by|do\s+not\s+edit|todo|fixme)\b/i;
/** Below this many words a comment is a marker (`<!-- end -->`), not a message. */
const MESSAGE_WORDS = 4;

function severityOf(part: HiddenPart, hidden: string): Hit['severity'] | undefined {
  // A person can open a <details>, and a TODO note is the maintainers': words to the model there
  // ("you must set width and height together") are uncertain alone. Another rule firing still raises it.
  if (ADDRESSES_MODEL.test(hidden)) return part.how === 'collapsed-details' || HOUSEKEEPING.test(hidden) ? 'medium' : 'high';
  if (part.how === 'attribute') return undefined;
  if (part.how === 'collapsed-details') return 'low';
  const words = hidden.split(/\s+/).filter(Boolean).length;
  return words < MESSAGE_WORDS || HOUSEKEEPING.test(hidden) ? 'low' : 'medium';
}

export const hiddenFromPersonRule: TextRule = {
  rule: familyRule('hidden-content')(
    'hidden-from-person',
    'medium',
    'Text hidden from a person when rendered',
    'Fires on text a client renders out of a person\'s sight but the model reads: HTML comments, Markdown link definitions nothing links to (`[//]: # (…)`), elements hidden by CSS (display:none, visibility:hidden, zero font size or opacity, text the colour of its background, off-screen) or the `hidden` attribute, and the collapsed body of a `<details>` (low: a person can open it). ' +
      'Medium; high when the hidden text addresses the model or another rule fires on it (addressing the model inside a collapsed <details> or a TODO/licence note is medium). An alt or title attribute fires only then. Licence headers, tooling markers (`<!-- prettier-ignore -->`), short comments and anything inside code samples are low or do not fire.',
    'Remove the hidden text, or show it: whatever the model reads, the person approving the server should be able to see.',
  ),
  kinds: RENDERED_KINDS,
  check: ({ text }) =>
    hiddenFromPerson(text).flatMap((part): Hit[] => {
      const hidden = text.slice(part.span.start, part.span.end);
      const severity = severityOf(part, hidden);
      if (!severity) return [];
      return [{ message: `Hidden from a person by ${part.detail}, read by the model: "${clip(hidden.trim(), 160)}".`, evidence: clip(hidden.trim()), span: part.span, severity }];
    }),
};

export const hiddenMarkupRules: FamilyRules = { text: [hiddenFromPersonRule] };
