/** `mcpscope scan --format text`: findings for people, worst first, grouped by server. */
import { compareFindings, SEVERITIES, type Finding, type Severity } from './finding';

const SEVERITY_LABEL: Record<Severity, string> = { info: 'INFO', low: 'LOW', medium: 'MEDIUM', high: 'HIGH', critical: 'CRITICAL' };

function countLine(findings: readonly Finding[]): string {
  const counts = [...SEVERITIES].reverse().flatMap((severity) => {
    const count = findings.filter((finding) => finding.severity === severity).length;
    return count > 0 ? [`${count} ${severity}`] : [];
  });
  return counts.length > 0 ? counts.join(', ') : 'no findings';
}

function findingLines(finding: Finding): string[] {
  const span = finding.location.span ? ` [${finding.location.span.start}-${finding.location.span.end}]` : '';
  return [
    `  ${SEVERITY_LABEL[finding.severity].padEnd(8)} ${finding.ruleId}  ${finding.location.path}${span}`,
    `           ${finding.message}`,
    ...(finding.evidence ? [`           evidence: ${JSON.stringify(finding.evidence)}`] : []),
    `           fix: ${finding.remediation}`,
  ];
}

/** `scanned` names every server that was analysed, so one with no findings is still listed. */
export function formatTextReport(findings: readonly Finding[], scanned: readonly string[]): string {
  const sorted = [...findings].sort(compareFindings);
  const lines: string[] = [];
  for (const server of scanned) {
    const own = sorted.filter((finding) => finding.location.server === server);
    lines.push(`${server}: ${countLine(own)}`);
    for (const finding of own) lines.push(...findingLines(finding));
    lines.push('');
  }
  const unattributed = sorted.filter((finding) => finding.location.server === undefined || !scanned.includes(finding.location.server));
  if (unattributed.length > 0) {
    lines.push(`other: ${countLine(unattributed)}`);
    for (const finding of unattributed) lines.push(...findingLines(finding));
    lines.push('');
  }
  lines.push(`Total: ${countLine(sorted)}`);
  return `${lines.join('\n')}\n`;
}
