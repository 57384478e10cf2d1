/**
 * `mcpscope scan --format sarif`: SARIF 2.1.0 for CI and code-scanning dashboards. A live MCP
 * server has no source file: each result points at the server's entry in the mcp.json it came
 * from, or at a placeholder named after it (sarif-log.ts says why), and names the server and the
 * path inside it as its logical location.
 */
import type { Log, ReportingDescriptor, Result as SarifResult } from 'sarif';
import { fingerprint, RULES_DOC_URL, sarifLog, serverLocation, slug, type SarifPlacement } from '../sarif-log';
import { findingKey, type Finding, type Severity } from './finding';
import type { RuleDefinition } from './rule';

const LEVEL: Record<Severity, SarifResult.level> = { info: 'note', low: 'note', medium: 'warning', high: 'error', critical: 'error' };

/** GitHub code scanning reads `security-severity` (0-10) to rank results. */
const SECURITY_SEVERITY: Record<Severity, string> = { info: '1.0', low: '3.0', medium: '5.5', high: '8.0', critical: '9.5' };

export interface SarifOptions {
  version: string;
  rules: readonly RuleDefinition[];
  /** What was scanned, for automationDetails.id: the mcp.json's path, or the one server's name. */
  scanName: string;
  /** Why a server could not be reached or listed (executionSuccessful: false). */
  failures: readonly string[];
  placement: SarifPlacement;
}

function descriptor(rule: RuleDefinition): ReportingDescriptor {
  return {
    id: rule.id,
    name: rule.title,
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.summary },
    help: { text: rule.remediation },
    helpUri: `${RULES_DOC_URL}#${rule.family}`,
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { family: rule.family, tags: ['security', 'mcp', rule.family], 'security-severity': SECURITY_SEVERITY[rule.severity] },
  };
}

function resultOf(finding: Finding, ruleIndex: number | undefined, placement: SarifPlacement): SarifResult {
  const server = finding.location.server ?? 'unknown';
  return {
    ruleId: finding.ruleId,
    ...(ruleIndex === undefined ? {} : { ruleIndex }),
    level: LEVEL[finding.severity],
    message: { text: finding.message },
    locations: [serverLocation(server, `${server}/${finding.location.path}`, placement)],
    partialFingerprints: { 'mcpscopeFinding/v1': fingerprint(findingKey(finding)) },
    properties: {
      severity: finding.severity,
      family: finding.family,
      'security-severity': SECURITY_SEVERITY[finding.severity],
      evidence: finding.evidence,
      remediation: finding.remediation,
      ...(finding.location.span ? { span: finding.location.span } : {}),
    },
  };
}

export function toSarif(findings: readonly Finding[], options: SarifOptions): Log {
  const rules = [...options.rules].sort((a, b) => a.id.localeCompare(b.id));
  const index = new Map(rules.map((rule, i) => [rule.id, i]));
  return sarifLog({
    driver: { name: 'mcpscope', version: options.version, rules: rules.map(descriptor) },
    automationId: `mcpscope/scan/${slug(options.scanName)}/`,
    results: findings.map((finding) => resultOf(finding, index.get(finding.ruleId), options.placement)),
    failures: options.failures,
    placement: options.placement,
  });
}
