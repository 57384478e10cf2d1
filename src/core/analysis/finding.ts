/**
 * The one shape every analysis rule produces (DESIGN.md, "Analysis rules"). `mcpscope scan
 * --format json` prints exactly these fields, so CI scripts can rely on them; keep them stable.
 */

export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const FAMILIES = [
  'hidden-content',
  'injected-instructions',
  'shadowing',
  'schema-bait',
  'annotations',
  'drift',
  'output',
  'client-requests',
  'launch',
  'tool-design',
  'flow',
  'apps',
] as const;
export type Family = (typeof FAMILIES)[number];

/** UTF-16 offsets into the string at `path`, end exclusive: what String.prototype.slice takes. */
export interface Span {
  start: number;
  end: number;
}

export interface FindingLocation {
  /** The server's name (serverInfo.name, or the connection's name when it has none). */
  server?: string;
  /**
   * Where the evidence is, e.g. `tools/<name>/description`,
   * `tools/<name>/inputSchema/properties/<prop>/description`, `tools/<name>/annotations`,
   * `instructions`, `prompts/<name>/description`, `resources/<uri>`, `results/<request id>`,
   * `launch/command`, `app/<seq>` (a record of an app's conversation, issue 21). Segments are joined with "/" as they are, names included.
   */
  path: string;
  /** The offending part of the text at `path`, when the finding is about part of a text. */
  span?: Span;
}

export interface Finding {
  /** Stable, e.g. "hidden-content/unicode-tags": users suppress by it and CI gates on it. */
  ruleId: string;
  family: Family;
  severity: Severity;
  /** The rule's title, the same for all its findings. */
  title: string;
  /** What this finding is about, in one or two sentences naming the thing. */
  message: string;
  location: FindingLocation;
  /** The offending text as found, or what it decodes to (hidden content), cut to a readable length. */
  evidence: string;
  remediation: string;
}

export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

export function atLeast(severity: Severity, threshold: Severity): boolean {
  return severityRank(severity) >= severityRank(threshold);
}

/** Worst first, then by place, then by rule: the order people read a report in. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    severityRank(b.severity) - severityRank(a.severity) ||
    (a.location.server ?? '').localeCompare(b.location.server ?? '') ||
    a.location.path.localeCompare(b.location.path) ||
    (a.location.span?.start ?? -1) - (b.location.span?.start ?? -1) ||
    a.ruleId.localeCompare(b.ruleId)
  );
}

export function worstSeverity(findings: readonly Pick<Finding, 'severity'>[]): Severity | undefined {
  let worst: Severity | undefined;
  for (const { severity } of findings) if (worst === undefined || severityRank(severity) > severityRank(worst)) worst = severity;
  return worst;
}

/** Evidence longer than this is cut with an ellipsis; the span still covers all of it. */
export const EVIDENCE_MAX = 240;

export function clip(text: string, max = EVIDENCE_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Identifies a finding across runs for acknowledging and suppressing it: the same rule at the same
 * place about the same evidence. A changed description is a new finding, on purpose.
 */
export function findingKey(finding: Finding): string {
  return [finding.ruleId, finding.location.server ?? '', finding.location.path, finding.evidence].join('\u0000');
}
