/**
 * What `mcpscope check` reports (issue 18, item 7): per check a verdict, why, and the exchanges
 * that prove it. Shared by the CLI and the Check tab, so it is plain JSON.
 */
import type { Finding } from '../analysis/finding';
import type { AppSummary } from '../apps/app-summary';

/** `not-run`: the check could not be carried out (the conformance suite offline, say); never a pass. */
export const CHECK_STATUSES = ['pass', 'fail', 'not-applicable', 'not-run'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export type CheckTransport = 'http' | 'stdio';

/** One thing sent, exactly as it went: an HTTP request, or a line on the child's stdin. */
export interface WireRequest {
  /** The HTTP method; absent on stdio. */
  verb?: string;
  headers?: Record<string, string>;
  /** The JSON-RPC message sent; absent for a bodiless HTTP request. */
  body?: unknown;
}

/** What came back for it: every JSON-RPC message (a pushed request included), or why nothing did. */
export interface WireResponse {
  status?: number;
  headers?: Record<string, string>;
  messages: unknown[];
  /** The body when it was not JSON-RPC (an HTML error page, say), cut short. */
  text?: string;
  /** No answer: the connection failed, the process exited, or the wait timed out. */
  failure?: string;
}

export interface Evidence {
  /** What this exchange was for, e.g. "server/discover" or "tools/call echo, tampered requestState". */
  label: string;
  request: WireRequest;
  response: WireResponse;
}

export interface CheckVerdict {
  status: CheckStatus;
  /** One or two sentences: what was seen, naming the offending thing on a fail. */
  reason: string;
  evidence: Evidence[];
}

export interface CheckResult extends CheckVerdict {
  id: string;
  title: string;
  /** The spec section the check enforces, as a URL. */
  section: string;
  /** What to change when it fails. */
  remediation: string;
}

export interface CheckReport {
  /** The command line or URL checked, secrets masked. */
  target: string;
  transport: CheckTransport;
  results: CheckResult[];
  /** The server's MCP Apps and what the apps rules found in them (issue 21), when it has any. */
  apps?: CheckApps;
}

export interface CheckApps {
  list: AppSummary[];
  findings: Finding[];
}

export function verdict(status: CheckStatus, reason: string, evidence: Evidence[] = []): CheckVerdict {
  return { status, reason, evidence };
}

export function countByStatus(results: readonly Pick<CheckResult, 'status'>[]): Record<CheckStatus, number> {
  const counts: Record<CheckStatus, number> = { pass: 0, fail: 0, 'not-applicable': 0, 'not-run': 0 };
  for (const { status } of results) counts[status] += 1;
  return counts;
}
