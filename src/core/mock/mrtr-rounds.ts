/**
 * MRTR rounds served from a recording (spec 2026-07-28, basic/patterns/mrtr; issue 18, item 8).
 * The mock answers a first attempt with the recorded `input_required` result, `requestState`
 * included, and a retry with the recorded answer to the retry that echoed that state (match-key.ts
 * leaves `inputResponses` out of the match). Two things a real server would notice are said:
 *
 * - a retry whose `requestState` the mock never handed out is refused, as a server refuses a
 *   forged or stale state, rather than matched to a recording it did not come from;
 * - answers that differ from the recorded ones still get the next recorded round (the mock cannot
 *   compute another), with a notice naming what differs.
 */
import type { JsonRpcErrorObject } from '../jsonrpc';
import { readInputRequired, readRetryParams } from '../mrtr';
import { describeDifferences, INVALID_PARAMS } from './closest-request';
import type { Exchange, RecordedOutcome } from './recorded-session';

/** How much of a state the messages quote, from each end: a signed state is long, and a forged one often differs only at its end. */
const SHOWN_STATE_ENDS = 12;

export class RoundLedger {
  /** Every requestState the mock has sent in an input_required answer. */
  private readonly handedOut = new Set<string>();

  /** Notes the state of an answer about to be sent. */
  handOut(outcome: RecordedOutcome | undefined): void {
    const state = outcome && 'result' in outcome ? readInputRequired(outcome.result)?.requestState : undefined;
    if (state !== undefined) this.handedOut.add(state);
  }

  /** The refusal for a retry echoing a state the mock never sent; undefined for any other request. */
  refusal(method: string, params: unknown): JsonRpcErrorObject | undefined {
    const state = readRetryParams(params)?.requestState;
    if (state === undefined || this.handedOut.has(state)) return undefined;
    const handedOut = [...this.handedOut];
    const given = handedOut.length === 0 ? 'it has handed out none yet' : `it handed out ${handedOut.map(shorten).join(', ')}`;
    return {
      code: INVALID_PARAMS,
      message: `mcpscope mock: this ${method} retry echoes requestState ${shorten(state)}, which is not one the mock handed out (${given}); a retry must echo the requestState of the input_required answer it replies to`,
      data: { requestState: state, handedOut },
    };
  }
}

/** For stderr: how a retry's answers differ from those of the recorded retry it is served as. */
export function answersNotice(exchange: Exchange, params: unknown): string | undefined {
  const recorded = readRetryParams(exchange.params)?.inputResponses;
  const sent = readRetryParams(params)?.inputResponses;
  const differences = describeDifferences(recorded, sent);
  if (differences === undefined) return undefined;
  return `the answers differ from the recorded retry (trace message #${exchange.seq}) at ${differences}; the mock answers with the recorded next round`;
}

function shorten(state: string): string {
  return JSON.stringify(state.length > 3 * SHOWN_STATE_ENDS ? `${state.slice(0, SHOWN_STATE_ENDS)}…${state.slice(-SHOWN_STATE_ENDS)}` : state);
}
