/** `mcpscope scan --format text`: findings for people, worst first, grouped by server. */
import { compareFindings, SEVERITIES, type Finding, type Severity } from './finding';

const SEVERITY_LABEL: Record<Severity, string> = { info: 'INFO', low: 'LOW', medium: 'MEDIUM', high: 'HIGH', critical: 'CRITICAL' };

/** How a severity label is shown: as is, or coloured by the CLI on a terminal (server/cli/colors.ts). */
export type SeverityStyle = (severity: Severity, label: string) => string;

/** A server the scan could not connect to or list, and why. */
export interface Unreached {
  server: string;
  reason: string;
}

export interface TextReportOptions {
  /** Listed as such, and left out of the totals (issue 19, item 4). */
  unreached?: readonly Unreached[];
  style?: SeverityStyle;
}

function countLine(findings: readonly Finding[]): string {
  const counts = [...SEVERITIES].reverse().flatMap((severity) => {
    const count = findings.filter((finding) => finding.severity === severity).length;
    return count > 0 ? [`${count} ${severity}`] : [];
  });
  return counts.length > 0 ? counts.join(', ') : 'no findings';
}

function findingLines(finding: Finding, style: SeverityStyle): string[] {
  const span = finding.location.span ? ` [${finding.location.span.start}-${finding.location.span.end}]` : '';
  return [
    `  ${style(finding.severity, SEVERITY_LABEL[finding.severity].padEnd(8))} ${finding.ruleId}  ${finding.location.path}${span}`,
    `           ${finding.message}`,
    ...(finding.evidence ? [`           evidence: ${JSON.stringify(finding.evidence)}`] : []),
    `           fix: ${finding.remediation}`,
  ];
}

/**
 * `scanned` names every server that was analysed, so one with no findings is still listed. With no
 * server analysed there is nothing to total: the report is empty, and the caller says why.
 */
export function formatTextReport(findings: readonly Finding[], scanned: readonly string[], options: TextReportOptions = {}): string {
  if (scanned.length === 0) return '';
  const style = options.style ?? ((_severity, label) => label);
  const unreached = options.unreached ?? [];
  const sorted = [...findings].sort(compareFindings);
  const lines: string[] = [];
  for (const server of scanned) {
    const own = sorted.filter((finding) => finding.location.server === server);
    lines.push(`${server}: ${countLine(own)}`);
    for (const finding of own) lines.push(...findingLines(finding, style));
    lines.push('');
  }
  const unattributed = sorted.filter((finding) => finding.location.server === undefined || !scanned.includes(finding.location.server));
  if (unattributed.length > 0) {
    lines.push(`other: ${countLine(unattributed)}`);
    for (const finding of unattributed) lines.push(...findingLines(finding, style));
    lines.push('');
  }
  for (const { server, reason } of unreached) lines.push(`${server}: not scanned, ${reason}`, '');
  const over = unreached.length === 0 ? '' : ` (${scanned.length} of ${scanned.length + unreached.length} servers scanned)`;
  lines.push(`Total${over}: ${countLine(sorted)}`);
  return `${lines.join('\n')}\n`;
}
