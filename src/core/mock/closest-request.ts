/**
 * The JSON-RPC error for a request the trace has no answer for (issue 5, item 6: "an unmatched
 * request gets a JSON-RPC error that names the closest recorded request"). The closest is the
 * recorded request of the same method whose params differ at the fewest places; the message
 * says where, so a developer sees at once which argument to change.
 */
import diff, { type Difference } from 'microdiff';
import type { JsonRpcErrorObject } from '../jsonrpc';
import { matchableParams } from './match-key';
import type { Exchange } from './recorded-session';

/** JSON-RPC 2.0 §5.1. */
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;

/** How many differing places the message spells out; the error's data lists them all. */
const SHOWN_DIFFERENCES = 3;
const SHOWN_VALUE_CHARS = 60;

interface Place {
  path: string;
  recorded?: unknown;
  sent?: unknown;
}

export function unmatchedRequestError(method: string, params: unknown, exchanges: readonly Exchange[]): JsonRpcErrorObject {
  const sameMethod = exchanges.filter((exchange) => exchange.method === method);
  if (sameMethod.length === 0) {
    const recorded = [...new Set(exchanges.map((exchange) => exchange.method))].join(', ');
    return { code: METHOD_NOT_FOUND, message: `mcpscope mock: the trace has no "${method}" request; it recorded ${recorded}` };
  }
  const sent = matchableParams(params);
  let closest = { exchange: sameMethod[0]!, places: paramDifferences(matchableParams(sameMethod[0]!.params), sent) };
  for (const exchange of sameMethod.slice(1)) {
    const places = paramDifferences(matchableParams(exchange.params), sent);
    // Strictly fewer: on a tie the earlier recording is named.
    if (places.length < closest.places.length) closest = { exchange, places };
  }
  const { exchange, places } = closest;
  return {
    code: INVALID_PARAMS,
    message: `mcpscope mock: no recorded "${method}" request has these params. Closest is trace message #${exchange.seq} ${method} ${compact(matchableParams(exchange.params))}, which differs at ${describePlaces(places)}`,
    data: { closest: { seq: exchange.seq, method, params: exchange.params }, differences: places },
  };
}

/** Where `sent` departs from `recorded`, spelled out as in the closest-request message; undefined when nowhere. */
export function describeDifferences(recorded: unknown, sent: unknown): string | undefined {
  const places = paramDifferences(recorded, sent);
  return places.length === 0 ? undefined : describePlaces(places);
}

function describePlaces(places: readonly Place[]): string {
  const shown = places.slice(0, SHOWN_DIFFERENCES).map(describePlace).join('; ');
  return places.length > SHOWN_DIFFERENCES ? `${shown}; and ${places.length - SHOWN_DIFFERENCES} more` : shown;
}

function paramDifferences(recorded: unknown, sent: unknown): Place[] {
  if (!isContainer(recorded) || !isContainer(sent) || Array.isArray(recorded) !== Array.isArray(sent)) {
    return recorded === sent ? [] : [{ path: '(params)', recorded, sent }];
  }
  return diff(recorded, sent).map(toPlace);
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function toPlace(difference: Difference): Place {
  const path = difference.path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
  if (difference.type === 'CREATE') return { path, sent: difference.value as unknown };
  if (difference.type === 'REMOVE') return { path, recorded: difference.oldValue as unknown };
  return { path, recorded: difference.oldValue as unknown, sent: difference.value as unknown };
}

function describePlace(place: Place): string {
  if (!('recorded' in place)) return `${place.path} (not recorded, sent ${compact(place.sent)})`;
  if (!('sent' in place)) return `${place.path} (recorded ${compact(place.recorded)}, not sent)`;
  return `${place.path} (recorded ${compact(place.recorded)}, sent ${compact(place.sent)})`;
}

function compact(value: unknown): string {
  const text = value === undefined ? '(no params)' : JSON.stringify(value);
  return text.length > SHOWN_VALUE_CHARS ? `${text.slice(0, SHOWN_VALUE_CHARS - 1)}…` : text;
}
