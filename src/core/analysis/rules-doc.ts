/**
 * docs/rules.md, rendered from the rule catalogue itself, so the documented ids, severities and
 * summaries cannot drift from the code (server/analysis/rules-doc.test.ts fails when they do;
 * `npm run docs:rules` rewrites the file).
 */
import { FAMILIES } from './finding';
import type { RuleDefinition } from './rule';

const INTRO = `# mcpscope analysis rules

Every finding names one of these rules by its stable id: suppress by it in the UI, gate on it in
CI (\`mcpscope scan --fail-on <severity>\`). The analysis runs locally and deterministically: no
text is sent anywhere. A rule's severity is its usual one; where a finding can be more or less
severe, the summary says when.

Each finding has the shape \`{ ruleId, family, severity, title, message, location: { server?, path,
span? }, evidence, remediation }\`; \`mcpscope scan --format json\` prints \`{ "findings": [...] }\`.
Drift and flow findings need state (the pinned definitions, the session's calls and a label
policy), so they come from the live bridge rather than from \`scan\`.

This file is generated from the code by \`npm run docs:rules\`; do not edit it by hand.
`;

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function renderRulesDoc(rules: readonly RuleDefinition[]): string {
  const sections = FAMILIES.map((family) => {
    const own = rules.filter((rule) => rule.family === family).sort((a, b) => a.id.localeCompare(b.id));
    if (own.length === 0) return '';
    const rows = own.map((rule) => `| \`${rule.id}\` | ${rule.severity} | ${escapeCell(rule.title)} | ${escapeCell(rule.summary)} | ${escapeCell(rule.remediation)} |`);
    return [`## ${family}`, '', '| id | severity | title | what fires | fix |', '| --- | --- | --- | --- | --- |', ...rows, ''].join('\n');
  }).filter(Boolean);
  return `${INTRO}\n${sections.join('\n')}`;
}
