/**
 * How the injected-instruction rules are put together: the intent rules skip spans a phrase rule
 * already reports (one finding per span, the more specific phrase rule wins), and every rule's
 * hits that read as quotations are lowered (issue 22, "quoted is not meant").
 */
import type { Span } from '../finding';
import { quotationReason } from '../intent/quotation';
import type { Hit, TextRule } from '../rule';
import type { TextField } from '../text-fields';

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The phrase rules with their hits on the last field shared, so the intent rules can ask what
 * they cover without matching every phrase twice (a pure memo of one field, like `fold`).
 */
function sharing(rules: readonly TextRule[]): { rules: TextRule[]; spans: (field: TextField) => Span[] } {
  let lastField: Pick<TextField, 'text' | 'kind'> | undefined;
  let lastHits = new Map<string, Hit[]>();
  const hitsOf = (field: TextField): Map<string, Hit[]> => {
    if (field.text !== lastField?.text || field.kind !== lastField.kind) {
      lastHits = new Map(rules.map(({ rule, kinds, check }) => [rule.id, !kinds || kinds.includes(field.kind) ? check(field) : []]));
      lastField = { text: field.text, kind: field.kind };
    }
    return lastHits;
  };
  return {
    rules: rules.map((textRule) => ({ ...textRule, check: (field) => hitsOf(field).get(textRule.rule.id) ?? [] })),
    spans: (field) => [...hitsOf(field).values()].flat().flatMap((hit) => (hit.span ? [hit.span] : [])),
  };
}

/** Lowers a hit to low when its text reads as a quotation, an example or documentation of an attack. */
function asMeant(text: string, hit: Hit): Hit {
  if (!hit.span) return hit;
  const reason = quotationReason(text, hit.span);
  if (reason === undefined) return hit;
  return { ...hit, severity: 'low', message: `${hit.message} It reads as a quotation (${reason}), not as an instruction.` };
}

function lowerQuoted(textRule: TextRule): TextRule {
  return { ...textRule, check: (field) => textRule.check(field).map((hit) => asMeant(field.text, hit)) };
}

/** The phrase rules, then the intent rules on what they leave, all with quotations lowered. */
export function composeInjectedRules(phraseRules: readonly TextRule[], intentRules: readonly TextRule[]): TextRule[] {
  const shared = sharing(phraseRules);
  const leftOver = intentRules.map((intentRule): TextRule => ({
    ...intentRule,
    check: (field) => {
      const taken = shared.spans(field);
      return intentRule.check(field).filter((hit) => !hit.span || !taken.some((span) => hit.span && overlaps(span, hit.span)));
    },
  }));
  return [...shared.rules, ...leftOver].map(lowerQuoted);
}
