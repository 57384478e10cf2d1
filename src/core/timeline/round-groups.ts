/**
 * MRTR calls on the timeline (MCP 2026-07-28, issue 18 item 3): a tools/call, prompts/get or
 * resources/read answered with `input_required` is retried on a new id, and every attempt is its
 * own request and response on the wire. This groups them back into one call, the way the call view
 * and an opened trace rebuild it (src/core/trace-session/calls-from-wire.ts): a retry continues the
 * waiting call as the rebuild does (mrtr.ts, continuedRequest: by the requestState it echoes, then
 * by target and arguments, then by target). Incremental, O(waiting calls) per record.
 */
import { continuedRequest, readInputRequired, ROUNDED_METHODS, roundedTarget, type RoundedMethod, type WaitingRequest } from '../mrtr';
import { isObject } from '../is-object';
import type { ConnectionId } from '../wire';
import type { TimelineCall } from './model';

interface Attempt {
  conn: ConnectionId;
  call: TimelineCall | undefined;
  method: RoundedMethod;
  target: string;
  arguments: Record<string, unknown>;
  y: number;
}

interface Waiting extends WaitingRequest {
  call: TimelineCall;
}

export class RoundGroups {
  /** Requests of a rounded method not yet answered, by their request's seq. */
  private readonly attempts = new Map<number, Attempt>();
  /** Calls whose last answer asked for input and whose retry has not gone yet. */
  private readonly waiting: Waiting[] = [];

  /** A request went: the call it continues (with its attempt number), when it is an MRTR retry. */
  requested(conn: ConnectionId, seq: number, method: string, params: unknown, y: number): TimelineCall | undefined {
    if (!ROUNDED_METHODS.has(method)) return undefined;
    const rounded = method as RoundedMethod;
    const p = isObject(params) ? params : {};
    const index = continuedRequest(this.waiting, (entry) => (entry.call.conn === conn ? entry : undefined), rounded, p);
    const call = index === -1 ? undefined : this.waiting.splice(index, 1)[0]!.call;
    if (call) call.attempts += 1;
    this.attempts.set(seq, { conn, call, method: rounded, target: roundedTarget(rounded, p), arguments: isObject(p.arguments) ? p.arguments : {}, y });
    return call;
  }

  /**
   * The request at `requestSeq` was answered: the call it belongs to, opened now when this is the
   * first input_required answer, and closed when the answer is not one.
   */
  answered(conn: ConnectionId, requestSeq: number, result: unknown, y: number, outcome: 'ok' | 'error'): TimelineCall | undefined {
    const attempt = this.attempts.get(requestSeq);
    if (!attempt) return undefined;
    this.attempts.delete(requestSeq);
    const asked = outcome === 'ok' ? readInputRequired(result) : undefined;
    let call = attempt.call;
    if (asked) {
      call ??= { callSeq: requestSeq, conn, method: attempt.method, target: attempt.target, y1: attempt.y, attempts: 1, outcome: 'open' };
      call.rounds = (call.rounds ?? 0) + 1;
      this.waiting.push({ call, method: attempt.method, target: attempt.target, arguments: attempt.arguments, ...(asked.requestState === undefined ? {} : { requestState: asked.requestState }) });
      return call;
    }
    if (call) this.close(call, y, outcome);
    return call;
  }

  /** The calls still open on `conn`, ended by its session's end. */
  abandon(conn: ConnectionId, y: number): TimelineCall[] {
    const open = new Set<TimelineCall>();
    for (const [seq, attempt] of this.attempts) {
      if (attempt.conn !== conn) continue;
      if (attempt.call) open.add(attempt.call);
      this.attempts.delete(seq);
    }
    for (let i = this.waiting.length - 1; i >= 0; i--) if (this.waiting[i]!.call.conn === conn) open.add(this.waiting.splice(i, 1)[0]!.call);
    for (const call of open) this.close(call, y, 'abandoned');
    return [...open];
  }

  /** Forget the unanswered requests of `conn` (a new session numbers its ids again). */
  forget(conn: ConnectionId): void {
    for (const [seq, attempt] of this.attempts) if (attempt.conn === conn) this.attempts.delete(seq);
  }

  private close(call: TimelineCall, y: number, outcome: TimelineCall['outcome']): void {
    call.y2 = y;
    call.outcome = outcome;
  }
}
