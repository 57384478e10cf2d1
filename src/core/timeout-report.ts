/**
 * What a timeout says about itself (issue 3, point 10: "On a timeout, say what was outstanding").
 * The bridge collects the facts; this builds the report and its one-paragraph summary, so the
 * wording is the same for tool calls and plain requests.
 */
import type { OutstandingRequest, TimeoutReport } from './bridge-api/calls';
import { pairKey, type RequestId } from './jsonrpc';

export interface TimedOutRequest {
  /** How to name it in prose: the method, with the tool's name for tools/call. */
  label: string;
  id: RequestId;
  method: string;
  startedAt: number;
}

export interface TimeoutFacts {
  request: TimedOutRequest;
  limit: TimeoutReport['limit'];
  limitMs: number;
  /** Whether progress restarted the request timer (CallOptions.resetTimeoutOnProgress). */
  resetOnProgress: boolean;
  progressCount: number;
  lastProgressAt?: number;
  /** Every request unanswered on the connection when the limit fired; the timed-out one may be missing. */
  outstanding: OutstandingRequest[];
  now: number;
}

export function buildTimeoutReport(facts: TimeoutFacts): TimeoutReport {
  const { request, limit, limitMs, progressCount, lastProgressAt, now } = facts;
  const isTimedOut = (o: OutstandingRequest) => o.dir === 'out' && pairKey(o.id) === pairKey(request.id);
  // The SDK sends notifications/cancelled before it rejects, so the tracker may already have let go of it.
  const own: OutstandingRequest = facts.outstanding.find(isTimedOut) ?? { dir: 'out', id: request.id, method: request.method, since: request.startedAt };
  const others = facts.outstanding.filter((o) => !isTimedOut(o)).sort((a, b) => a.since - b.since);
  return {
    limit,
    limitMs,
    elapsedMs: now - request.startedAt,
    progressCount,
    ...(lastProgressAt === undefined ? {} : { lastProgressAt }),
    outstanding: [own, ...others],
    summary: `${headline(facts)} ${othersSentence(others, now)}`,
  };
}

function headline({ request, limit, limitMs, resetOnProgress, progressCount, lastProgressAt, now }: TimeoutFacts): string {
  const name = `${request.label} (id ${String(request.id)})`;
  const progress = progressNote(progressCount, lastProgressAt, now);
  if (limit === 'max-total') return `${name} ran past its maximum total time of ${formatSpan(limitMs)}${progress ? `, ${progress}` : ''}.`;
  if (progressCount > 0 && resetOnProgress) return `No answer to ${name} within ${formatSpan(limitMs)} of its last progress notification (${progress}).`;
  if (progressCount > 0) return `No answer to ${name} within ${formatSpan(limitMs)} (${progress}; progress does not reset the timeout).`;
  return `No answer to ${name} within ${formatSpan(limitMs)}.`;
}

function progressNote(count: number, lastAt: number | undefined, now: number): string {
  if (count === 0) return '';
  const plural = count === 1 ? 'progress notification' : 'progress notifications';
  return lastAt === undefined ? `${count} ${plural}` : `${count} ${plural}, the last ${formatSpan(now - lastAt)} before it fired`;
}

function othersSentence(others: OutstandingRequest[], now: number): string {
  if (others.length === 0) return 'Nothing else was outstanding.';
  return `Still outstanding: ${others.map((o) => describeOutstanding(o, now)).join('; ')}.`;
}

export function describeOutstanding(o: OutstandingRequest, now: number): string {
  const age = formatSpan(now - o.since);
  if (o.dir === 'out') return `${o.method} to the server (id ${String(o.id)}), sent ${age} ago`;
  if (o.clientRequestId) return `${o.method} from the server (${o.clientRequestId}), waiting for you for ${age}`;
  return `${o.method} from the server (id ${String(o.id)}), unanswered for ${age}`;
}

/** A span for prose: "450 ms", "5 s", "1.5 s", "2 min 5 s". */
export function formatSpan(ms: number): string {
  const rounded = Math.max(0, Math.round(ms));
  if (rounded < 1000) return `${rounded} ms`;
  if (rounded < 60_000) return `${Number((rounded / 1000).toFixed(1))} s`;
  const minutes = Math.floor(rounded / 60_000);
  const seconds = Math.round((rounded % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}
