/**
 * Every text rule on the text a person cannot see (issue 22): a hidden part of a field is reread
 * alone, and what fires there is reported with its span in the original field, like decoded text.
 * A hidden part on which another rule fires makes hidden-content/hidden-from-person high: hiding
 * is then the point.
 */
import { clip, type Finding, type Severity } from './finding';
import { hiddenFromPerson } from './rendered-text';
import { toFinding } from './rule';
import { hiddenFromPersonRule, RENDERED_KINDS } from './rules/hidden-markup';
import type { TextField } from './text-fields';

const SERIOUS: readonly Severity[] = ['medium', 'high', 'critical'];
const HIDDEN_RULE = hiddenFromPersonRule.rule.id;

function spanKey(finding: Finding): string {
  return `${finding.ruleId}@${finding.location.span?.start}-${finding.location.span?.end}`;
}

/**
 * `direct` (every rule's findings on the whole field) with what the rules find on each hidden
 * part added, and the hidden part's own finding raised to high when anything serious is found there.
 */
export function withHiddenParts(field: TextField, direct: readonly Finding[], server: string | undefined, rerun: (part: TextField) => Finding[]): Finding[] {
  if (!RENDERED_KINDS.includes(field.kind)) return [...direct];
  const parts = hiddenFromPerson(field.text);
  if (parts.length === 0) return [...direct];
  const findings = [...direct];
  const seen = new Set(direct.map(spanKey));
  for (const part of parts) {
    const shifted = rerun({ ...field, text: field.text.slice(part.span.start, part.span.end) })
      .filter((finding) => finding.ruleId !== HIDDEN_RULE)
      .map((finding): Finding => {
        const span = finding.location.span ? { start: finding.location.span.start + part.span.start, end: finding.location.span.end + part.span.start } : part.span;
        return { ...finding, message: `Hidden from a person by ${part.detail}: ${finding.message}`, location: { ...finding.location, span } };
      });
    findings.push(...shifted.filter((finding) => !seen.has(spanKey(finding))));
    const fired = [...new Set(shifted.filter((finding) => SERIOUS.includes(finding.severity)).map((finding) => finding.title))];
    if (fired.length === 0) continue;
    const message = `Hidden from a person by ${part.detail}, and other rules fire on it: ${fired.join('; ')}.`;
    const own = findings.findIndex((finding) => finding.ruleId === HIDDEN_RULE && finding.location.span?.start === part.span.start && finding.location.span.end === part.span.end);
    const raised: Finding = own === -1 ? toFinding(hiddenFromPersonRule.rule, { message, evidence: clip(field.text.slice(part.span.start, part.span.end).trim()), span: part.span, severity: 'high' }, server, field.path) : { ...findings[own]!, severity: 'high', message };
    if (own === -1) findings.push(raised);
    else findings[own] = raised;
  }
  return findings;
}
