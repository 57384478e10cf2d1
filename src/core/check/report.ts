/**
 * `mcpscope check`'s outputs (issue 18, item 7): text for people, the CheckReport as JSON, and
 * SARIF 2.1.0 for code scanning, one result per failed check (issue 19, item 7).
 */
import type { Log, Result as SarifResult } from 'sarif';
import { fingerprint, sarifLog, serverLocation, slug } from '../sarif-log';
import { formatAppsText } from '../apps/app-summary';
import { countByStatus, type CheckApps, type CheckReport, type CheckResult, type CheckStatus } from './types';

const LABEL: Record<CheckStatus, string> = { pass: 'PASS', fail: 'FAIL', 'not-applicable': 'N/A', 'not-run': 'NOT RUN' };

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
  if (report.apps) lines.push('', ...appLines(report.apps));
  return `${lines.join('\n')}\n`;
}

/** The apps listed as scan lists them, then what the apps rules found, worst first. */
function appLines(apps: CheckApps): string[] {
  const found = apps.findings.map((finding) => `  ${finding.severity.toUpperCase().padEnd(8)} ${finding.ruleId}  ${finding.message}`);
  return [...formatAppsText(apps.list), found.length > 0 ? 'App findings:' : 'App findings: none', ...found];
}

export interface CheckSarifOptions {
  version: string;
  /** A short name for the server (describeTarget's): the placeholder file and automationDetails.id. */
  server: string;
  /** Why the server could not be reached: the log then says the run failed, and holds no results. */
  unreachable?: string;
}

/**
 * Every check is a rule; each failed one is a result, at the placeholder location named after the
 * server (check takes no mcp.json; sarif-log.ts says why every result needs a file). Passes, not
 * applicable and not run stay out: GitHub code scanning ignores a result's `kind` and would open
 * an alert for each of them. The JSON report has every verdict.
 */
export function toCheckSarif(report: CheckReport, options: CheckSarifOptions): Log {
  const rules = report.results.map((result) => ({ id: result.id, name: result.title, shortDescription: { text: result.title }, help: { text: result.remediation }, helpUri: result.section }));
  const location = serverLocation(options.server, report.target, {});
  const failed = (result: CheckResult, ruleIndex: number): SarifResult => ({
    ruleId: result.id,
    ruleIndex,
    kind: 'fail',
    level: 'error',
    message: { text: result.reason },
    locations: [location],
    partialFingerprints: { 'mcpscopeCheck/v1': fingerprint(`${result.id}\u0000${options.server}`) },
    properties: { evidence: result.evidence },
  });
  const results = report.results.flatMap((result, index) => (result.status === 'fail' ? [failed(result, index)] : []));
  return sarifLog({
    driver: { name: 'mcpscope check', version: options.version, rules },
    automationId: `mcpscope/check/${slug(options.server)}/`,
    results,
    failures: options.unreachable === undefined ? [] : [`could not reach ${report.target}: ${options.unreachable}`],
    placement: {},
  });
}
