/**
 * Replays a plan on a ready connection and gathers what the live server did (issue 5, "Replay
 * against a live server").
 *
 * Order: the client messages go out in trace order, and a message waits for the live answers to
 * the requests the trace shows answered before it. So a request that was sent while another was
 * still running is sent while that one runs, and a notifications/cancelled finds its call still
 * running; it is sent as long after its call as it was in the trace.
 *
 * Server requests: sampling and elicitation are answered with the recorded answers, the k-th of a
 * method with the k-th answer; roots/list is answered by the connection from the recorded roots
 * (see recordedRoots).
 */
import type { ClientRequestAnswer, Root } from '../../src/core/bridge-api';
import { classifyMessage } from '../../src/core/jsonrpc';
import { answeredBefore, type PlannedNotification, type ReplayPlan } from '../../src/core/replay/plan';
import type { LiveOutcome, LiveSession } from '../../src/core/replay/report';
import type { BridgeBackend } from '../connections/backend';
import { sendStep, type SentStep } from './send-step';

/** How long replay waits for a live answer the trace does not have before calling it absent. */
const UNANSWERED_GRACE_MS = 1_000;

export interface LiveRun {
  live: LiveSession;
  warnings: string[];
}

/** The roots of the trace's first roots/list answer, for the connection to give before it is ready. */
export function recordedRoots(plan: ReplayPlan): Root[] | null {
  const answer = plan.serverRequests.find((request) => request.method === 'roots/list')?.answer;
  const roots = answer && 'result' in answer ? (answer.result as { roots?: unknown } | null)?.roots : undefined;
  return Array.isArray(roots) ? (roots as Root[]) : null;
}

/** Answers the live server's sampling and elicitation requests from the trace. Returns the unsubscribe. */
function answerFromTrace(manager: BridgeBackend, conn: string, plan: ReplayPlan): () => void {
  const asked = new Map<string, number>();
  return manager.subscribe((event) => {
    if (event.type !== 'client-request' || event.request.conn !== conn || event.request.status !== 'pending') return;
    const { method } = event.request;
    const k = asked.get(method) ?? 0;
    asked.set(method, k + 1);
    const recorded = plan.serverRequests.filter((request) => request.method === method)[k]?.answer;
    // A recorded result is a JSON-RPC result, an object (classifyMessage does not check that much).
    const answer = (recorded ?? { error: { code: -32603, message: `mcpscope replay: the trace has no answer for ${method} #${k + 1}` } }) as ClientRequestAnswer;
    manager.answerClientRequest(conn, event.request.id, answer);
  });
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

/** What the live session showed besides the answers: its initialize, server requests and notifications. */
function fromWire(manager: BridgeBackend, conn: string): Omit<LiveSession, 'answers'> {
  const live: Omit<LiveSession, 'answers'> = { initialize: null, serverRequests: [], serverNotifications: {} };
  let initializeId: unknown;
  for (const record of manager.log({ after: 0, limit: 100_000, conn }).records) {
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
    } else if ((shape.type === 'result' || shape.type === 'error') && shape.id === initializeId && live.initialize === null) {
      live.initialize = { answer: shape.type === 'result' ? { result: shape.result } : { error: shape.error } };
    }
  }
  return live;
}

export async function runReplay(manager: BridgeBackend, conn: string, plan: ReplayPlan, timeoutMs: number): Promise<LiveRun> {
  const warnings: string[] = [];
  const sent: (SentStep | undefined)[] = [];
  const stopAnswering = answerFromTrace(manager, conn, plan);
  try {
    for (const [index, message] of plan.messages.entries()) {
      await Promise.all(answeredBefore(plan, index).flatMap((i) => sent[i]?.outcome ?? []));
      if (message.kind === 'request') sent[index] = sendStep(manager, conn, message, timeoutMs);
      else await notify(manager, conn, plan, message, sent, warnings);
    }
    const answers = await Promise.all(
      plan.messages.map((message, i) => {
        const step = sent[i];
        if (message.kind !== 'request' || !step) return Promise.resolve(undefined);
        return message.recorded === null ? withGrace(step.outcome, Math.min(UNANSWERED_GRACE_MS, timeoutMs)) : step.outcome;
      }),
    );
    return { live: { ...fromWire(manager, conn), answers }, warnings };
  } finally {
    stopAnswering();
  }
}
