/**
 * Recorded server messages name the recorded client's ids; the new client picked its own. These
 * put the new ones in: the progress token (MCP spec, basic/utilities/progress), and the
 * subscription id that every message on a `subscriptions/listen` stream carries (spec 2026-07-28,
 * basic/patterns/subscriptions: the listen request's JSON-RPC id, in `_meta`).
 */
import { SUBSCRIPTION_ID_KEY } from '../change-delivery';
import type { RequestId } from '../jsonrpc';
import { isObject } from '../is-object';
import type { RecordedResponse, FollowUp } from './recorded-session';

/** A request without a token asked for no progress, so it gets none. */
export function withProgressToken(followUps: readonly FollowUp[], recorded: RequestId | undefined, current: RequestId | undefined): FollowUp[] {
  return followUps.flatMap((followUp) => {
    if (followUp.message.method !== 'notifications/progress') return [followUp];
    const params = followUp.message.params as Record<string, unknown> | undefined;
    if (current === undefined || params?.progressToken !== recorded) return [];
    return [{ ...followUp, message: { ...followUp.message, params: { ...params, progressToken: current } } }];
  });
}

/** A listen's acknowledgement and notifications, tagged with the new listen request's id. */
export function withSubscriptionId(followUps: readonly FollowUp[], subscriptionId: RequestId): FollowUp[] {
  return followUps.map((followUp) => {
    const params = followUp.message.params;
    if (followUp.kind !== 'notification' || !isTagged(params)) return followUp;
    return { ...followUp, message: { ...followUp.message, params: retagged(params, subscriptionId) } };
  });
}

/** A listen's answer (the server ending the subscription gracefully) carries the tag in its result. */
export function responseWithSubscriptionId(response: RecordedResponse, subscriptionId: RequestId): RecordedResponse {
  const { outcome } = response;
  if (!('result' in outcome) || !isTagged(outcome.result)) return response;
  return { ...response, outcome: { result: retagged(outcome.result, subscriptionId) } };
}

function isTagged(carrier: unknown): carrier is Record<string, unknown> & { _meta: Record<string, unknown> } {
  return isObject(carrier) && isObject(carrier._meta) && SUBSCRIPTION_ID_KEY in carrier._meta;
}

function retagged(carrier: Record<string, unknown> & { _meta: Record<string, unknown> }, subscriptionId: RequestId): Record<string, unknown> {
  return { ...carrier, _meta: { ...carrier._meta, [SUBSCRIPTION_ID_KEY]: subscriptionId } };
}
