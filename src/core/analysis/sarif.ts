/**
 * `mcpscope scan --format sarif`: SARIF 2.1.0 for CI and code-scanning dashboards. A live MCP
 * server has no source file, so each result gets a logical location (server and path); when the
 * scan read an mcp.json, that file is the artifact too.
 */
import type { Log, ReportingDescriptor, Result as SarifResult } from 'sarif';
import { findingKey, type Finding, type Severity } from './finding';
import type { RuleDefinition } from './rule';

const LEVEL: Record<Severity, SarifResult.level> = { info: 'note', low: 'note', medium: 'warning', high: 'error', critical: 'error' };

/** GitHub code scanning reads `security-severity` (0-10) to rank results. */
const SECURITY_SEVERITY: Record<Severity, string> = { info: '1.0', low: '3.0', medium: '5.5', high: '8.0', critical: '9.5' };

export interface SarifOptions {
  version: string;
  rules: readonly RuleDefinition[];
  /** The mcp.json the servers came from, as a URI relative to the working directory, if any. */
  configUri?: string;
}

function descriptor(rule: RuleDefinition): ReportingDescriptor {
  return {
    id: rule.id,
    name: rule.title,
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.summary },
    help: { text: rule.remediation },
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { family: rule.family, tags: ['security', 'mcp', rule.family], 'security-severity': SECURITY_SEVERITY[rule.severity] },
  };
}

/** A stable fingerprint without a crypto dependency: FNV-1a over the finding's key, in hex. */
function fingerprint(finding: Finding): string {
  let hash = 0x811c9dc5;
  for (const char of findingKey(finding)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function toSarif(findings: readonly Finding[], options: SarifOptions): Log {
  const rules = [...options.rules].sort((a, b) => a.id.localeCompare(b.id));
  const index = new Map(rules.map((rule, i) => [rule.id, i]));
  const results: SarifResult[] = findings.map((finding) => ({
    ruleId: finding.ruleId,
    ...(index.has(finding.ruleId) ? { ruleIndex: index.get(finding.ruleId) } : {}),
    level: LEVEL[finding.severity],
    message: { text: finding.message },
    locations: [
      {
        logicalLocations: [{ fullyQualifiedName: `${finding.location.server ?? 'unknown'}/${finding.location.path}`, kind: 'member' }],
        ...(options.configUri ? { physicalLocation: { artifactLocation: { uri: options.configUri } } } : {}),
      },
    ],
    partialFingerprints: { 'mcpscopeFinding/v1': fingerprint(finding) },
    properties: {
      severity: finding.severity,
      family: finding.family,
      'security-severity': SECURITY_SEVERITY[finding.severity],
      evidence: finding.evidence,
      remediation: finding.remediation,
      ...(finding.location.span ? { span: finding.location.span } : {}),
    },
  }));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'mcpscope', version: options.version, rules: rules.map(descriptor) } }, results }],
  };
}
