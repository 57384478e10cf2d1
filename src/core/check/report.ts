/**
 * `mcpscope check`'s outputs (issue 18, item 7): text for people, the CheckReport as JSON, and
 * SARIF 2.1.0, whose result kinds (pass, fail, notApplicable, open) say exactly what a check
 * verdict says, so a code-scanning dashboard shows the passes too.
 */
import type { Log, Result as SarifResult } from 'sarif';
import { fingerprint, sarifLog, serverLocation, slug } from '../sarif-log';
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

export function formatCheckText(report: CheckReport): string {
  const lines = [`mcpscope check: ${report.target} (${report.transport})`, ''];
  for (const result of report.results) {
    lines.push(`  ${LABEL[result.status].padEnd(7)} ${result.id}  ${result.title}`, `          ${result.reason}`);
    if (result.status === 'fail') lines.push(`          fix: ${result.remediation}`, `          spec: ${result.section}`, ...result.evidence.map((evidence) => `          evidence: ${evidence.label}`));
  }
  lines.push('', summaryLine(report.results));
  return `${lines.join('\n')}\n`;
}

export interface CheckSarifOptions {
  version: string;
  /** A short name for the server (describeTarget's): the placeholder file and automationDetails.id. */
  server: string;
  /** Why the server could not be reached: the log then says the run failed, and holds no results. */
  unreachable?: string;
}

/**
 * One result per check, at the placeholder location named after the server (check takes no
 * mcp.json; sarif-log.ts says why every result needs a file).
 */
export function toCheckSarif(report: CheckReport, options: CheckSarifOptions): Log {
  const rules = report.results.map((result) => ({ id: result.id, name: result.title, shortDescription: { text: result.title }, help: { text: result.remediation }, helpUri: result.section }));
  const location = serverLocation(options.server, report.target, {});
  const results: SarifResult[] = report.results.map((result, index) => ({
    ruleId: result.id,
    ruleIndex: index,
    kind: KIND[result.status],
    level: result.status === 'fail' ? 'error' : 'none',
    message: { text: result.reason },
    locations: [location],
    partialFingerprints: { 'mcpscopeCheck/v1': fingerprint(`${result.id}\u0000${report.target}`) },
    properties: { status: result.status, evidence: result.evidence },
  }));
  return sarifLog({
    driver: { name: 'mcpscope check', version: options.version, rules },
    automationId: `mcpscope/check/${slug(options.server)}/`,
    results,
    failures: options.unreachable === undefined ? [] : [`could not reach ${report.target}: ${options.unreachable}`],
    placement: {},
  });
}
