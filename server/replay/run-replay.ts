/**
 * Replays a plan on a ready connection and gathers what the live server did (issue 5, "Replay
 * against a live server").
 *
 * Order: the client messages go out in trace order, and a message waits for the live answers to
 * the requests the trace shows answered before it. So a request that was sent while another was
 * still running is sent while that one runs, and a notifications/cancelled finds its call still
 * running; it is sent as long after its call as it was in the trace. A message the trace shows
 * sent after a change notification (a re-listing) waits for the live one (live-changes.ts).
 *
 * Server requests and MRTR round inputs are answered from the trace (answer-from-trace.ts).
 */
import { classifyMessage, pairKey } from '../../src/core/jsonrpc';
import { answeredBefore, type Answer, type PlannedNotification, type ReplayPlan } from '../../src/core/replay/plan';
import type { LiveOutcome, LiveSession } from '../../src/core/replay/report';
import type { BridgeBackend } from '../connections/backend';
import { answerFromTrace } from './answer-from-trace';
import { LiveChanges } from './live-changes';
import { sendStep, type SentStep } from './send-step';

/** How long replay waits for a live answer the trace does not have before calling it absent. */
const UNANSWERED_GRACE_MS = 1_000;
/** How long a message waits for a change notification the trace shows before it (live-changes.ts). */
const CHANGE_GRACE_MS = 5_000;

export interface LiveRun {
  live: LiveSession;
  warnings: string[];
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

async function notify(manager: BridgeBackend, conn: string, plan: ReplayPlan, message: PlannedNotification, sent: (SentStep | undefined)[], warnings: string[]): Promise<void> {
  if (message.method === 'notifications/roots/list_changed') return; // the recorded roots were given up front
  if (message.method !== 'notifications/cancelled') {
    warnings.push(`${message.method} (trace seq ${message.seq}) was not re-sent: replay sends requests and cancellations only`);
    return;
  }
  const step = message.cancels === undefined ? undefined : sent[message.cancels];
  if (!step?.callId) {
    warnings.push(`notifications/cancelled (trace seq ${message.seq}) was not re-sent: only a tools/call can be cancelled`);
    return;
  }
  const request = plan.messages[message.cancels!]!;
  // As long after its request as in the trace, so the server gets as far (progress included).
  await delay(message.t - request.t - (Date.now() - step.startedAt));
  const reason = typeof message.params?.reason === 'string' ? message.params.reason : undefined;
  manager.cancelCall(conn, step.callId, reason);
}

function withGrace(outcome: Promise<LiveOutcome>, graceMs: number): Promise<LiveOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<LiveOutcome>((resolve) => (timer = setTimeout(() => resolve({ none: `no answer within ${graceMs} ms` }), graceMs)));
  return Promise.race([outcome, grace]).finally(() => clearTimeout(timer));
}

/** The server/discover answer a 2026-07-28 session started from (the era decision's, whichever transport probed). */
function liveDiscover(manager: BridgeBackend, conn: string): Pick<LiveSession, 'discover'> {
  const summary = manager.get(conn);
  const era = summary.ok ? summary.value.lifecycle.era : undefined;
  return era?.era === 'modern' && era.discover ? { discover: { answer: { result: era.discover } } } : {};
}

/**
 * What the live session showed besides the answers: its initialize (or server/discover), server
 * requests and notifications (those of the subscriptions/listen stream included).
 */
function fromWire(manager: BridgeBackend, conn: string): { live: Omit<LiveSession, 'answers'>; answers: Map<string, Answer> } {
  const live: Omit<LiveSession, 'answers'> = { initialize: null, ...liveDiscover(manager, conn), serverRequests: [], serverNotifications: {} };
  /** Every answer the server sent, by pairKey(id): what the rpc steps are compared by. */
  const answers = new Map<string, Answer>();
  let initializeId: unknown;
  // A log that cannot read its spill file back gives nothing from it: the replay compares what it has.
  const logged = manager.log({ after: 0, limit: 100_000, conn });
  for (const record of logged.ok ? logged.value.records : []) {
    if (record.kind !== 'message' || !record.msg) continue;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out') {
      if (shape.type !== 'request' || shape.method !== 'initialize') continue;
      initializeId = shape.id;
      const version = (shape.params as { protocolVersion?: unknown } | undefined)?.protocolVersion;
      if (typeof version === 'string') live.requestedProtocolVersion = version;
    } else if (shape.type === 'request') {
      live.serverRequests.push({ method: shape.method, ...(typeof shape.params === 'object' && shape.params !== null ? { params: shape.params as Record<string, unknown> } : {}) });
    } else if (shape.type === 'notification') {
      live.serverNotifications[shape.method] = (live.serverNotifications[shape.method] ?? 0) + 1;
    } else if ((shape.type === 'result' || shape.type === 'error') && shape.id !== null) {
      const answer = shape.type === 'result' ? { result: shape.result } : { error: shape.error };
      if (!answers.has(pairKey(shape.id))) answers.set(pairKey(shape.id), answer);
      if (shape.id === initializeId && live.initialize === null) live.initialize = { answer };
    }
  }
  return { live, answers };
}

/** An rpc step's answer as the wire had it (see SentStep.wireId). */
function asOnWire(outcome: LiveOutcome | undefined, step: SentStep | undefined, answers: ReadonlyMap<string, Answer>): LiveOutcome | undefined {
  const wire = step?.wireId === undefined ? undefined : answers.get(pairKey(step.wireId));
  return outcome && 'answer' in outcome && wire ? { ...outcome, answer: wire } : outcome;
}

export async function runReplay(manager: BridgeBackend, conn: string, plan: ReplayPlan, timeoutMs: number, progress?: (step: string) => void): Promise<LiveRun> {
  const warnings: string[] = [];
  const requests = plan.messages.filter((message) => message.kind === 'request').length;
  let sentRequests = 0;
  const sent: (SentStep | undefined)[] = [];
  const answerer = answerFromTrace(manager, conn, plan);
  const changes = new LiveChanges(manager, conn, Math.min(CHANGE_GRACE_MS, timeoutMs));
  try {
    for (const [index, message] of plan.messages.entries()) {
      await Promise.all(answeredBefore(plan, index).flatMap((i) => sent[i]?.outcome ?? []));
      await changes.until(message.changesBefore);
      if (message.kind === 'request') {
        progress?.(`request ${++sentRequests} of ${requests}: ${message.method}`);
        const step = sendStep(manager, conn, message, timeoutMs);
        // Before the server can answer: its round inputs find their recorded answers.
        if (step.callId) answerer.follow(step.callId, message);
        sent[index] = step;
      } else await notify(manager, conn, plan, message, sent, warnings);
    }
    const answers = await Promise.all(
      plan.messages.map((message, i) => {
        const step = sent[i];
        if (message.kind !== 'request' || !step) return Promise.resolve(undefined);
        return message.recorded === null ? withGrace(step.outcome, Math.min(UNANSWERED_GRACE_MS, timeoutMs)) : step.outcome;
      }),
    );
    const wire = fromWire(manager, conn);
    return { live: { ...wire.live, answers: answers.map((outcome, i) => asOnWire(outcome, sent[i], wire.answers)) }, warnings };
  } finally {
    answerer.stop();
    changes.stop();
  }
}
