/**
 * The replay report: what the live server did, step by step, against the plan (plan.ts).
 *
 * A step is one request of the trace (initialize included) or one request the server sent the
 * client. Its status:
 * - `same`: both answered alike after the ignore rules, or neither answered (a cancelled call);
 * - `changed`: both answered, differently (the changes are listed);
 * - `missing`: the trace has an answer (or a server request) that the live session does not;
 * - `extra`: the live session has an answer (or a server request) that the trace does not.
 *
 * Server notifications (progress, log messages, list_changed, those of subscriptions/listen) are
 * counted per method and shown, but are not steps and never fail a replay: how many progress
 * ticks or log lines a run produces depends on timing, not on the server's behaviour.
 *
 * A 2026-07-28 session's server/discover answer is a step like initialize's, and an MRTR call is
 * one step with its rounds (report-rounds.ts).
 */
import type { Answer, PlannedRequest, ReplayPlan } from './plan';
import { compareValues, type ValueChange } from './compare';
import type { IgnorePath } from './ignore';
import { compareRounds, stepRounds, type LiveRound, type StepBody, type StepRound, type StepStatus } from './report-rounds';
import { compareToolLists, type ToolChange } from './tool-compat';

export type { LiveRound, StepRound, StepStatus } from './report-rounds';

/** A live request's end: its answer, or why there is none; a tools/call also its MRTR rounds. */
export type LiveOutcome = ({ answer: Answer } | { none: string }) & { rounds?: LiveRound[] };

export interface LiveSession {
  initialize: LiveOutcome | null;
  /** 2026-07-28: the server/discover answer the live session started from. */
  discover?: LiveOutcome | null;
  /** The protocol version the live connection asked for in initialize. */
  requestedProtocolVersion?: string;
  /** By index in plan.messages; undefined for notifications. */
  answers: (LiveOutcome | undefined)[];
  serverRequests: { method: string; params?: Record<string, unknown> }[];
  serverNotifications: Record<string, number>;
}

export interface ReplayStep {
  index: number;
  /** `client` for the trace's requests, `server` for requests the server sent the client. */
  from: 'client' | 'server';
  method: string;
  /** The method with what it is about, e.g. "tools/call get_weather". */
  label: string;
  /** The recorded request's seq in the trace; absent for an extra step. */
  traceSeq?: number;
  status: StepStatus;
  changes?: ValueChange[];
  /** Why a step is missing or extra. */
  detail?: string;
  /** An MRTR call's rounds, recorded and live, each with the inputs asked. */
  rounds?: StepRound[];
}

export interface ReplayReport {
  summary: Record<StepStatus | 'steps' | 'breaking' | 'additive', number>;
  steps: ReplayStep[];
  toolChanges: ToolChange[];
  notifications: { method: string; recorded: number; live: number }[];
  warnings: string[];
}

function labelOf(method: string, params: Record<string, unknown> | undefined): string {
  const subject = params?.name ?? params?.uri;
  return typeof subject === 'string' ? `${method} ${subject}` : method;
}

function compareRequest(recorded: Answer | null, live: LiveOutcome | undefined, rules: readonly IgnorePath[]): StepBody {
  const outcome = live ?? { none: 'not sent' };
  if (recorded === null) return 'answer' in outcome ? { status: 'extra', detail: 'answered live; the trace has no answer' } : { status: 'same' };
  if (!('answer' in outcome)) return { status: 'missing', detail: outcome.none };
  const compared = compareValues(recorded, outcome.answer, rules);
  return compared.same ? { status: 'same' } : { status: 'changed', changes: compared.changes };
}

function requestStep(request: PlannedRequest, live: LiveOutcome | undefined, rules: readonly IgnorePath[]): Omit<ReplayStep, 'index'> {
  const step = { from: 'client' as const, method: request.method, label: labelOf(request.method, request.params), traceSeq: request.seq };
  const final = compareRequest(request.recorded, live, rules);
  const recordedRounds = request.rounds ?? [];
  const liveRounds = live?.rounds ?? [];
  if (recordedRounds.length === 0 && liveRounds.length === 0) return { ...step, ...final };
  const liveAnswer = live && 'answer' in live ? live.answer : null;
  const body = compareRounds({ rounds: recordedRounds, answer: request.recorded }, { rounds: liveRounds, answer: liveAnswer }, final, rules);
  return { ...step, ...body, rounds: stepRounds(recordedRounds, liveRounds, body.changes ?? []) };
}

/** The k-th live request of a method against the k-th recorded one. */
function serverSteps(plan: ReplayPlan, live: LiveSession, rules: readonly IgnorePath[]): Omit<ReplayStep, 'index'>[] {
  const steps: Omit<ReplayStep, 'index'>[] = [];
  const methods = new Set([...plan.serverRequests, ...live.serverRequests].map((request) => request.method));
  for (const method of methods) {
    const recorded = plan.serverRequests.filter((request) => request.method === method);
    const asked = live.serverRequests.filter((request) => request.method === method);
    for (let i = 0; i < Math.max(recorded.length, asked.length); i++) {
      const [before, after] = [recorded[i], asked[i]];
      const label = method;
      if (before && !after) steps.push({ from: 'server', method, label, traceSeq: before.seq, status: 'missing', detail: 'the live server did not send this request' });
      else if (!before && after) steps.push({ from: 'server', method, label, status: 'extra', detail: 'the live server sent a request the trace does not have' });
      else if (before && after) {
        const compared = compareValues({ params: before.params }, { params: after.params }, rules);
        steps.push({ from: 'server', method, label, traceSeq: before.seq, ...(compared.same ? { status: 'same' as const } : { status: 'changed' as const, changes: compared.changes }) });
      }
    }
  }
  return steps;
}

/** Every tool of every tools/list answer, the last definition of a name winning. */
function toolsOf(answers: readonly (Answer | null)[]): Record<string, unknown>[] | null {
  const tools = new Map<string, Record<string, unknown>>();
  let any = false;
  for (const answer of answers) {
    if (!answer || !('result' in answer)) continue;
    const listed = (answer.result as { tools?: unknown } | null)?.tools;
    if (!Array.isArray(listed)) continue;
    any = true;
    for (const tool of listed as Record<string, unknown>[]) tools.set(typeof tool.name === 'string' ? tool.name : JSON.stringify(tool), tool);
  }
  return any ? [...tools.values()] : null;
}

function toolChanges(plan: ReplayPlan, live: LiveSession): ToolChange[] {
  const listings = plan.messages.flatMap((message, i) => (message.kind === 'request' && message.method === 'tools/list' ? [i] : []));
  const recorded = toolsOf(listings.map((i) => (plan.messages[i] as PlannedRequest).recorded));
  const current = toolsOf(listings.map((i) => {
    const outcome = live.answers[i];
    return outcome && 'answer' in outcome ? outcome.answer : null;
  }));
  return recorded && current ? compareToolLists(recorded, current) : [];
}

/**
 * The connection asks for the newest protocol version it speaks; a trace's client may have asked
 * for an older one. The server then answers another version, which says nothing about the server.
 */
function initializeStep(plan: ReplayPlan, live: LiveSession, rules: readonly IgnorePath[], warnings: string[]): Omit<ReplayStep, 'index'>[] {
  if (!plan.initialize) return [];
  const recorded = plan.initialize.params?.protocolVersion;
  const requested = live.requestedProtocolVersion;
  if (recorded === requested || requested === undefined) return [requestStep(plan.initialize, live.initialize ?? undefined, rules)];
  warnings.push(`the trace's client asked for protocol version ${String(recorded)}, this connection for ${requested}: initialize's protocolVersion is not compared`);
  return [requestStep(plan.initialize, live.initialize ?? undefined, [...rules, ['result', 'protocolVersion']])];
}

/** 2026-07-28: the server/discover answer each session started from, compared like initialize's. */
function discoverStep(plan: ReplayPlan, live: LiveSession, rules: readonly IgnorePath[]): Omit<ReplayStep, 'index'>[] {
  if (!plan.discover) return [];
  const outcome = live.discover ?? { none: 'the live session did not start from a server/discover answer' };
  return [{ from: 'client', method: 'server/discover', label: 'server/discover', traceSeq: plan.discover.seq, ...compareRequest(plan.discover.recorded, outcome, rules) }];
}

export function buildReplayReport(plan: ReplayPlan, live: LiveSession, rules: readonly IgnorePath[], runWarnings: readonly string[] = []): ReplayReport {
  const warnings = [...plan.warnings, ...runWarnings];
  const steps = [
    ...initializeStep(plan, live, rules, warnings),
    ...discoverStep(plan, live, rules),
    ...plan.messages.flatMap((message, i) => (message.kind === 'request' ? [requestStep(message, live.answers[i], rules)] : [])),
    ...serverSteps(plan, live, rules),
  ].map((step, i) => ({ index: i + 1, ...step }));
  const tools = toolChanges(plan, live);
  const count = (status: StepStatus) => steps.filter((step) => step.status === status).length;
  const methods = [...new Set([...Object.keys(plan.serverNotifications), ...Object.keys(live.serverNotifications)])].sort();
  return {
    summary: {
      steps: steps.length,
      same: count('same'),
      changed: count('changed'),
      missing: count('missing'),
      extra: count('extra'),
      breaking: tools.filter((change) => change.compatibility === 'breaking').length,
      additive: tools.filter((change) => change.compatibility === 'additive').length,
    },
    steps,
    toolChanges: tools,
    notifications: methods.map((method) => ({ method, recorded: plan.serverNotifications[method] ?? 0, live: live.serverNotifications[method] ?? 0 })),
    warnings,
  };
}

/** Exit 0 only when every step is the same (tool changes always show up as a changed tools/list too). */
export function replayMatched(report: ReplayReport): boolean {
  return report.steps.every((step) => step.status === 'same');
}
