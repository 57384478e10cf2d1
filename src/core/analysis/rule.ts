/**
 * How a rule is written. A rule is pure and deterministic: the same input gives the same findings,
 * with no network and no clock. Each family module (rules/*.ts) exports a FamilyRules; the engine
 * (analyze.ts) decides what runs on what.
 */
import type { Family, Finding, Severity, Span } from './finding';
import type { AppConversationInput, ClientRequestInput, LaunchInput, ServerAnswerInput, ServerSurface, ToolOutcomeInput } from './inputs';
import type { TextField, TextKind } from './text-fields';

/** A rule's fixed facts, listed in docs/rules.md. */
export interface RuleDefinition {
  /** Stable: "<family>/<name>", e.g. "hidden-content/unicode-tags". */
  id: string;
  family: Family;
  /** The usual severity; a hit may raise or lower it (say so in `summary`). */
  severity: Severity;
  title: string;
  /** One or two sentences for docs/rules.md: what fires, and what deliberately does not. */
  summary: string;
  remediation: string;
}

/**
 * The `rule(name, …)` of one family: ids are "<family>/<name>". A family split over several
 * modules makes one in each.
 */
export function familyRule(family: Family): (name: string, severity: Severity, title: string, summary: string, remediation: string) => RuleDefinition {
  return (name, severity, title, summary, remediation) => ({ id: `${family}/${name}`, family, severity, title, summary, remediation });
}

/** What a check reports; the engine adds the rule's facts and the location. */
export interface Hit {
  message: string;
  evidence: string;
  span?: Span;
  severity?: Severity;
  /** Overrides the path of the field or definition the check was given. */
  path?: string;
}

export interface TextRule {
  rule: RuleDefinition;
  /** The kinds of text this rule reads; all kinds when absent. */
  kinds?: readonly TextKind[];
  check: (field: TextField) => Hit[];
}

export interface SurfaceRule {
  rule: RuleDefinition;
  /** `all` holds every connected server's surface, this one included, for cross-server rules. */
  check: (surface: ServerSurface, all: readonly ServerSurface[]) => Hit[];
}

export interface ToolOutcomeRule {
  rule: RuleDefinition;
  check: (outcome: ToolOutcomeInput) => Hit[];
}

/** Reads a resources/read or prompts/get answer as a whole (an app's HTML beside its CSP). */
export interface ServerAnswerRule {
  rule: RuleDefinition;
  check: (answer: ServerAnswerInput) => Hit[];
}

export interface AppRecordRule {
  rule: RuleDefinition;
  check: (record: AppConversationInput) => Hit[];
}

export interface ClientRequestRule {
  rule: RuleDefinition;
  check: (request: ClientRequestInput) => Hit[];
}

export interface LaunchRule {
  rule: RuleDefinition;
  check: (launch: LaunchInput) => Hit[];
}

export interface FamilyRules {
  text?: readonly TextRule[];
  surface?: readonly SurfaceRule[];
  toolOutcome?: readonly ToolOutcomeRule[];
  serverAnswer?: readonly ServerAnswerRule[];
  appRecord?: readonly AppRecordRule[];
  clientRequest?: readonly ClientRequestRule[];
  launch?: readonly LaunchRule[];
}

export function toFinding(rule: RuleDefinition, hit: Hit, server: string | undefined, path: string): Finding {
  const location = { ...(server === undefined ? {} : { server }), path: hit.path ?? path, ...(hit.span ? { span: hit.span } : {}) };
  return {
    ruleId: rule.id,
    family: rule.family,
    severity: hit.severity ?? rule.severity,
    title: rule.title,
    message: hit.message,
    location,
    evidence: hit.evidence,
    remediation: rule.remediation,
  };
}
