/**
 * The mock server's brain, one per client session (several may be served at once over HTTP; a
 * 2026-07-28 recording has no sessions, so one serves every request): given a request, which
 * recorded answer to send and what to send around it.
 *
 * Identical requests (same method, same params without `_meta`) are answered in recorded order:
 * the Nth one gets the Nth recorded answer, and once they run out the last one is reused, so a
 * client that polls keeps getting the final state. MRTR retries are matched without their answers
 * (match-key.ts, mrtr-rounds.ts); a listen's messages carry the new listen request's id.
 */
import type { JsonRpcErrorObject, RequestId } from '../jsonrpc';
import type { ProtocolEra } from '../protocol-era';
import type { Result } from '../result';
import { unmatchedRequestError } from './closest-request';
import { initializeAnswer, synthesizedDiscoverAnswer, synthesizedInitializeAnswer, type InitializeAnswer } from './initialize';
import { isRetry, matchKey, progressTokenOf } from './match-key';
import { answersNotice, RoundLedger } from './mrtr-rounds';
import { responseWithSubscriptionId, withProgressToken, withSubscriptionId } from './readdress';
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

const LISTEN = 'subscriptions/listen';

export class MockResponder {
  private readonly byKey = new Map<string, Exchange[]>();
  private readonly served = new Map<string, number>();
  private readonly rounds = new RoundLedger();

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

  /** The era the trace recorded, which the mock serves. */
  get era(): ProtocolEra {
    return this.session.era;
  }

  /** Messages the server sent on its own, to be sent from `notifications/initialized` on. */
  get unprompted(): readonly FollowUp[] {
    return this.session.unprompted;
  }

  /** `requestId` is the new request's id, which a listen's messages are tagged with. */
  respond(method: string, params: unknown, requestId?: RequestId): Result<MockPlan, JsonRpcErrorObject> {
    const refusal = this.rounds.refusal(method, params);
    if (refusal) return { ok: false, error: refusal };
    const key = method === 'initialize' ? 'initialize' : matchKey(method, params);
    // A listen with another filter than any recorded still gets a recorded stream, with a notice.
    const candidates = this.byKey.get(key) ?? (method === LISTEN ? this.session.exchanges.filter((exchange) => exchange.method === LISTEN) : undefined);
    if (!candidates?.length) return this.unrecorded(method, params);
    const nth = this.served.get(key) ?? 0;
    this.served.set(key, nth + 1);
    const exchange = candidates[Math.min(nth, candidates.length - 1)]!;
    const plan = this.planFor(exchange, params, requestId);
    this.rounds.handOut(plan.response?.outcome);
    if (exchange.key !== key && method === LISTEN) return { ok: true, value: withNotice(plan, `no recorded ${LISTEN} asked for this filter; serving the subscription of trace message #${exchange.seq}`) };
    const answers = isRetry(params) ? answersNotice(exchange, params) : undefined;
    if (answers) return { ok: true, value: withNotice(plan, answers) };
    if (method !== 'initialize' || !plan.response || !('result' in plan.response.outcome)) return { ok: true, value: plan };
    const answer = initializeAnswer(plan.response.outcome.result, params, this.options.supportedProtocolVersions);
    const answered: MockPlan = { ...plan, response: { delayMs: plan.response.delayMs, outcome: { result: answer.result } } };
    return { ok: true, value: answer.notice ? withNotice(answered, answer.notice) : answered };
  }

  private planFor(exchange: Exchange, params: unknown, requestId: RequestId | undefined): MockPlan {
    let followUps = withProgressToken(exchange.followUps, exchange.progressToken, progressTokenOf(params));
    let response = exchange.response;
    if (exchange.method === LISTEN && requestId !== undefined) {
      followUps = withSubscriptionId(followUps, requestId);
      if (response) response = responseWithSubscriptionId(response, requestId);
    }
    return response ? { recordedSeq: exchange.seq, response, followUps } : { recordedSeq: exchange.seq, followUps };
  }

  private unrecorded(method: string, params: unknown): Result<MockPlan, JsonRpcErrorObject> {
    // Every MCP server must answer these (basic/utilities/ping; lifecycle), recorded or not.
    if (method === 'ping') return { ok: true, value: { recordedSeq: 0, response: { delayMs: 0, outcome: { result: {} } }, followUps: [] } };
    if (method === 'initialize') {
      const stand = synthesizedInitializeAnswer(this.session);
      return { ok: true, value: builtIn({ ...initializeAnswer(stand.result, params, this.options.supportedProtocolVersions), notice: stand.notice }) };
    }
    // 2026-07-28's handshake (spec, server/discover): from the era decision, or a stand-in.
    if (method === 'server/discover' && this.session.era === 'modern') {
      return { ok: true, value: builtIn(this.session.discover ? { result: this.session.discover } : synthesizedDiscoverAnswer(this.session)) };
    }
    return { ok: false, error: unmatchedRequestError(method, params, this.session.exchanges) };
  }
}

/** An answer the trace does not hold as such: sent at once. */
function builtIn(answer: InitializeAnswer): MockPlan {
  const plan: MockPlan = { recordedSeq: 0, response: { delayMs: 0, outcome: { result: answer.result } }, followUps: [] };
  return answer.notice ? withNotice(plan, answer.notice) : plan;
}

function withNotice(plan: MockPlan, notice: string): MockPlan {
  return { ...plan, notice };
}
