/**
 * Reading live findings for display: which belong to a tool, a prompt, a resource, a call, a
 * server-to-client request or one text, and the count and worst severity a row's badge shows.
 * Pure, so the rules for "what counts" live in one tested place rather than in each component.
 */
import { compareFindings, worstSeverity, type Severity, type Span } from './analysis/finding';
import type { LiveFinding } from './findings-api';
import type { RequestId } from './jsonrpc';

/** Suppressed findings are hidden everywhere but the Findings panel's "suppressed" filter. */
export function unsuppressed(findings: readonly LiveFinding[]): LiveFinding[] {
  return findings.filter((finding) => finding.triage.status !== 'suppressed');
}

/** Findings located at `prefix` or below it: `tools/echo` covers `tools/echo/description`. */
export function findingsUnder(findings: readonly LiveFinding[], prefix: string): LiveFinding[] {
  return findings.filter((finding) => finding.location.path === prefix || finding.location.path.startsWith(`${prefix}/`));
}

/**
 * `findingsUnder(findings, \`${root}/${key}\`)` for every key at once, in one pass over the findings:
 * a list of 5,000 tools asking one by one was tools × findings, the top of B3's profile (issue 6).
 * A path is checked against each of its own "/" prefixes, so keys that contain "/" group exactly as
 * findingsUnder would. Keys without findings are absent.
 */
export function findingsUnderEach(findings: readonly LiveFinding[], root: string, keys: Iterable<string>): Map<string, LiveFinding[]> {
  const wanted = new Set(keys);
  const grouped = new Map<string, LiveFinding[]>();
  for (const finding of findings) {
    const path = finding.location.path;
    if (!path.startsWith(`${root}/`)) continue;
    const rest = path.slice(root.length + 1);
    for (let end = rest.indexOf('/'); ; end = rest.indexOf('/', end + 1)) {
      const key = end === -1 ? rest : rest.slice(0, end);
      const group = grouped.get(key);
      if (group) group.push(finding);
      else if (wanted.has(key)) grouped.set(key, [finding]);
      if (end === -1) break;
    }
  }
  return grouped;
}

/** Findings about what a server lists, not about one call or request: the rows' badges show these. */
export function listedFindings(findings: readonly LiveFinding[]): LiveFinding[] {
  return unsuppressed(findings).filter((finding) => finding.source === 'definitions' || finding.source === 'drift');
}

export type DefinitionKind = 'prompts' | 'resources' | 'resourceTemplates';

/** The fields src/core/analysis/text-fields.ts files a definition's findings under, after `<kind>/<key>/`. */
const OWN_FIELDS: Record<DefinitionKind, RegExp> = {
  prompts: /^(?:name|title|description|arguments\/.+\/(?:name|description))$/s,
  resources: /^(?:uri|name|title|description)$/,
  resourceTemplates: /^(?:uriTemplate|name|title|description)$/,
};

/**
 * The findings of one prompt (by name), resource (by URI) or template (by URI template). Names and
 * URIs may contain "/", so lying below the prefix is not enough: `resources/file:///a` must not
 * take `resources/file:///a/b/description`, which is another resource's. A path is the item's
 * when the rest of it is one of that kind's own fields.
 */
export function findingsOfDefinition(findings: readonly LiveFinding[], kind: DefinitionKind, key: string): LiveFinding[] {
  const prefix = `${kind}/${key}`;
  return findings.filter((finding) => {
    const path = finding.location.path;
    if (path === prefix) return true;
    return path.startsWith(`${prefix}/`) && OWN_FIELDS[kind].test(path.slice(prefix.length + 1));
  });
}

/** A server-to-client request's findings (issue 4, "Client requests"), by ClientRequestRecord id. */
export function findingsOfClientRequest(findings: readonly LiveFinding[], clientRequestId: string): LiveFinding[] {
  return unsuppressed(findings).filter((finding) => finding.source === 'client-request' && finding.clientRequestId === clientRequestId);
}

/**
 * The findings in the answer to one resources/read or prompts/get (source `answer`), by the
 * JSON-RPC id the answer carried (RpcOutcome.requestId); none while it is unknown.
 */
export function findingsOfAnswer(findings: readonly LiveFinding[], requestId: RequestId | undefined): LiveFinding[] {
  if (requestId === undefined) return [];
  return findingsUnder(unsuppressed(findings).filter((finding) => finding.source === 'answer'), `results/${String(requestId)}`);
}

/** Where analyze.ts files the texts of a request it was sent with this JSON-RPC id. */
export function clientRequestPath(requestId: RequestId, field: string): string {
  return `requests/${String(requestId)}/${field}`;
}

export interface BadgeSummary {
  /** Open findings: what still needs a look. */
  open: number;
  acknowledged: number;
  /** Worst severity among the open ones. */
  worst: Severity | undefined;
}

export function badgeSummary(findings: readonly LiveFinding[]): BadgeSummary {
  const open = findings.filter((finding) => finding.triage.status === 'open');
  return { open: open.length, acknowledged: findings.filter((finding) => finding.triage.status === 'acknowledged').length, worst: worstSeverity(open) };
}

/** What one finding marks in a text: hidden content is spelled out, secrets are masked. */
export interface TextMark extends Span {
  severity: Severity;
  kind: 'highlight' | 'hidden' | 'secret';
  ruleId: string;
  title: string;
  message: string;
}

/** The rule whose spans are credentials: masked until the person reveals them. */
export const SECRET_RULE_ID = 'output/secret';

/** A letter that looks like another is hidden the way an invisible character is: the model reads another name. */
const CONFUSABLE_RULE_ID = 'shadowing/confusable-name';

function markKind(finding: LiveFinding): TextMark['kind'] {
  if (finding.ruleId === SECRET_RULE_ID) return 'secret';
  return finding.family === 'hidden-content' || finding.ruleId === CONFUSABLE_RULE_ID ? 'hidden' : 'highlight';
}

/**
 * One mark per finding on the text at exactly `path`, worst first. They may overlap: one span is
 * often flagged by several rules (a tag run and the instruction it hides), and the view merges
 * them into one mark that names every rule (src/core/text-marks.ts).
 */
export function marksAt(findings: readonly LiveFinding[], path: string): TextMark[] {
  return [...findings].sort(compareFindings).flatMap((finding) => {
    const span = finding.location.span;
    if (finding.location.path !== path || !span || span.end <= span.start) return [];
    return [{ start: span.start, end: span.end, severity: finding.severity, kind: markKind(finding), ruleId: finding.ruleId, title: finding.title, message: finding.message }];
  });
}
