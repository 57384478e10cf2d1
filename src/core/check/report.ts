/**
 * `mcpscope check`'s outputs (issue 18, item 7): text for people, the CheckReport as JSON, and
 * SARIF 2.1.0, whose result kinds (pass, fail, notApplicable, open) say exactly what a check
 * verdict says, so a code-scanning dashboard shows the passes too.
 */
import type { Log, Result as SarifResult } from 'sarif';
import { countByStatus, type CheckReport, type CheckResult, type CheckStatus } from './types';

const LABEL: Record<CheckStatus, string> = { pass: 'PASS', fail: 'FAIL', 'not-applicable': 'N/A', 'not-run': 'NOT RUN' };
const KIND: Record<CheckStatus, SarifResult.kind> = { pass: 'pass', fail: 'fail', 'not-applicable': 'notApplicable', 'not-run': 'open' };

/** Exit 1 when a check failed; not applicable and not run are no failure (they say why). */
export function checksFailed(report: CheckReport): boolean {
  return report.results.some((result) => result.status === 'fail');
}

export function summaryLine(results: readonly CheckResult[]): string {
  const counts = countByStatus(results);
  return `${counts.pass} passed, ${counts.fail} failed, ${counts['not-applicable']} not applicable, ${counts['not-run']} not run`;
}

/** `style` shows a status label as is, or coloured by the CLI on a terminal (server/cli/colors.ts). */
export function formatCheckText(report: CheckReport, style: (status: CheckStatus, label: string) => string = (_status, label) => label): string {
  const lines = [`mcpscope check: ${report.target} (${report.transport})`, ''];
  for (const result of report.results) {
    lines.push(`  ${style(result.status, LABEL[result.status].padEnd(7))} ${result.id}  ${result.title}`, `          ${result.reason}`);
    if (result.status === 'fail') lines.push(`          fix: ${result.remediation}`, `          spec: ${result.section}`, ...result.evidence.map((evidence) => `          evidence: ${evidence.label}`));
  }
  lines.push('', summaryLine(report.results));
  return `${lines.join('\n')}\n`;
}

export function toCheckSarif(report: CheckReport, version: string): Log {
  const rules = report.results.map((result) => ({ id: result.id, name: result.title, shortDescription: { text: result.title }, help: { text: result.remediation }, helpUri: result.section }));
  const results: SarifResult[] = report.results.map((result, index) => ({
    ruleId: result.id,
    ruleIndex: index,
    kind: KIND[result.status],
    level: result.status === 'fail' ? 'error' : 'none',
    message: { text: result.reason },
    locations: [{ logicalLocations: [{ fullyQualifiedName: report.target, kind: 'resource' }] }],
    properties: { status: result.status, evidence: result.evidence },
  }));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'mcpscope check', version, informationUri: 'https://modelcontextprotocol.io/specification/2026-07-28', rules } }, results }],
  };
}
