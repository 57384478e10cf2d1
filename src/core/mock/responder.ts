/**
 * The mock server's brain, one per client session (several may be served at once over HTTP):
 * given a request, which recorded answer to send and what to send around it.
 *
 * Identical requests (same method, same params without `_meta`) are answered in recorded order:
 * the Nth one gets the Nth recorded answer, and once they run out the last one is reused, so a
 * client that polls keeps getting the final state.
 */
import type { JsonRpcErrorObject, RequestId } from '../jsonrpc';
import type { Result } from '../result';
import { unmatchedRequestError } from './closest-request';
import { initializeAnswer, synthesizedInitializeResult } from './initialize';
import { matchKey, progressTokenOf } from './match-key';
import type { Exchange, FollowUp, RecordedResponse, RecordedSession } from './recorded-session';

export interface MockPlan {
  /** The trace message number of the recorded request being replayed; 0 for a built-in answer. */
  recordedSeq: number;
  /** Absent when the recorded server never answered: the mock then waits, as it did. */
  response?: RecordedResponse;
  /** Timed from the request; progress carries the new request's token. */
  followUps: FollowUp[];
  /** For stderr: where the answer departs from the recording. */
  notice?: string;
}

export interface MockResponderOptions {
  /** Protocol versions the serving side can speak besides the recorded one, newest first. */
  supportedProtocolVersions: readonly string[];
}

export class MockResponder {
  private readonly byKey = new Map<string, Exchange[]>();
  private readonly served = new Map<string, number>();

  constructor(
    private readonly session: RecordedSession,
    private readonly options: MockResponderOptions,
  ) {
    for (const exchange of session.exchanges) {
      // initialize is matched by method alone: its params describe the client, which is a new one now.
      const key = exchange.method === 'initialize' ? 'initialize' : exchange.key;
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), exchange]);
    }
  }

  /** Messages the server sent on its own, to be sent from `notifications/initialized` on. */
  get unprompted(): readonly FollowUp[] {
    return this.session.unprompted;
  }

  respond(method: string, params: unknown): Result<MockPlan, JsonRpcErrorObject> {
    const key = method === 'initialize' ? 'initialize' : matchKey(method, params);
    const candidates = this.byKey.get(key);
    if (!candidates) return this.unrecorded(method, params);
    const nth = this.served.get(key) ?? 0;
    this.served.set(key, nth + 1);
    const exchange = candidates[Math.min(nth, candidates.length - 1)]!;
    const followUps = withProgressToken(exchange.followUps, exchange.progressToken, progressTokenOf(params));
    const plan: MockPlan = { recordedSeq: exchange.seq, followUps };
    if (exchange.response) plan.response = exchange.response;
    if (method !== 'initialize' || !exchange.response || !('result' in exchange.response.outcome)) return { ok: true, value: plan };
    const answer = initializeAnswer(exchange.response.outcome.result, params, this.options.supportedProtocolVersions);
    return { ok: true, value: { ...plan, response: { delayMs: exchange.response.delayMs, outcome: { result: answer.result } }, ...(answer.notice ? { notice: answer.notice } : {}) } };
  }

  private unrecorded(method: string, params: unknown): Result<MockPlan, JsonRpcErrorObject> {
    // Every MCP server must answer these (basic/utilities/ping; lifecycle), recorded or not.
    if (method === 'ping') return { ok: true, value: { recordedSeq: 0, response: { delayMs: 0, outcome: { result: {} } }, followUps: [] } };
    if (method === 'initialize') {
      const answer = initializeAnswer(synthesizedInitializeResult(this.session), params, this.options.supportedProtocolVersions);
      return { ok: true, value: { recordedSeq: 0, response: { delayMs: 0, outcome: { result: answer.result } }, followUps: [], notice: 'the trace has no initialize answer; capabilities are inferred from the recorded requests' } };
    }
    return { ok: false, error: unmatchedRequestError(method, params, this.session.exchanges) };
  }
}

/**
 * Progress is re-addressed to the new request's token (MCP spec, basic/utilities/progress); a
 * request without a token asked for no progress, so it gets none.
 */
function withProgressToken(followUps: readonly FollowUp[], recorded: RequestId | undefined, current: RequestId | undefined): FollowUp[] {
  return followUps.flatMap((followUp) => {
    if (followUp.message.method !== 'notifications/progress') return [followUp];
    const params = followUp.message.params as Record<string, unknown> | undefined;
    if (current === undefined || params?.progressToken !== recorded) return [];
    return [{ ...followUp, message: { ...followUp.message, params: { ...params, progressToken: current } } }];
  });
}
