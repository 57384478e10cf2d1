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

## How text is read

Every string a server hands a model goes through the same stages before the rules judge it.

1. **Normalise, once per field.** The rules match on a folded copy and report spans of the
   original. NFKC turns fullwidth, mathematical (𝐛𝐨𝐥𝐝) and ligature letters into ASCII; look-alike
   letters from the Unicode confusables data (Cyrillic \`о\`, Greek \`ο\`, …) are read as Latin
   only inside words that are Latin already, so Russian or Greek prose stays as written and
   accented letters keep their accents. Invisible and control characters are dropped from the
   copy and remembered: the hidden-content rules report them on the original. Carriage returns
   and backspaces are applied the way a terminal shows them, and the rules read both the bytes
   the model gets and the line a person sees.
2. **Decode, recursively.** Base64 and base64url, base32, hex, percent-encoding, HTML character
   references, \`\\u\`/\`\\x\` escapes, Unicode tags, variation selectors, OSC 8 link targets, rot13
   and reversed text are decoded, and what they decode to is decoded again, three levels deep
   and within a bounded amount of text; base64 cut across the fields of one definition is
   joined. rot13 and reversal have no alphabet of their own, so a line counts only when its
   decoding reads as English and the line does not. Every rule rereads each decoding; a finding
   in it points at the encoded characters and its message says how the text was hidden
   ("Hidden as rot13 inside base64: …"). \`hidden-content/encoded-text\` reports the encoding
   itself where it has no honest purpose.
3. **Read everywhere.** (see the lead's section on surfaces)
4. **Intent.** (see the lead's section on intent detection)
5. **Quoted is not meant.** (see the lead's section on quotations and examples)
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
