/**
 * The verdicts, pure (issue 18, item 7): each takes the exchanges a runner made and says pass,
 * fail or not applicable, naming what it saw. The runners (server/check/) only speak the wire.
 */
import { dequal } from 'dequal';
import { isObject } from '../is-object';
import { answerOf, describeAnswer, methodOf, resultOf, serverRequestsIn, type Json } from './messages';
import { verdict, type CheckVerdict, type Evidence } from './types';

export const MODERN_VERSION = '2026-07-28';
const RESULT_TYPES = new Set(['complete', 'input_required']);
const CACHEABLE = new Set(['server/discover', 'tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read']);
const HEADER_MISMATCH = -32020;
const UNSUPPORTED_VERSION = -32022;

function problemsVerdict(problems: readonly string[], passReason: string, evidence: Evidence[]): CheckVerdict {
  return problems.length === 0 ? verdict('pass', passReason, evidence) : verdict('fail', problems.join('; '), evidence);
}

export function judgeDiscover(evidence: Evidence): CheckVerdict {
  const result = resultOf(evidence);
  if (result === undefined) return verdict('fail', `server/discover was not answered with a result: ${describeAnswer(evidence)}.`, [evidence]);
  const problems: string[] = [];
  if (result.resultType !== 'complete') problems.push(`resultType is ${JSON.stringify(result.resultType)}, not "complete"`);
  const versions = result.supportedVersions;
  if (!Array.isArray(versions) || versions.length === 0 || !versions.every((v) => typeof v === 'string')) problems.push('supportedVersions is not a non-empty list of strings');
  else if (!versions.includes(MODERN_VERSION)) problems.push(`supportedVersions ${JSON.stringify(versions)} does not name ${MODERN_VERSION}`);
  if (!isObject(result.capabilities)) problems.push(`capabilities is ${Array.isArray(result.capabilities) ? 'a list' : 'missing'}, not an object`);
  const serverInfo = isObject(result._meta) ? result._meta['io.modelcontextprotocol/serverInfo'] : undefined;
  if (serverInfo !== undefined && !(isObject(serverInfo) && typeof serverInfo.name === 'string' && typeof serverInfo.version === 'string')) problems.push('_meta serverInfo has no string name and version');
  const note = serverInfo === undefined ? ' (no serverInfo in _meta, which servers SHOULD send)' : '';
  return problemsVerdict(problems.map((p) => `server/discover: ${p}`), `server/discover answered with supported versions ${JSON.stringify(versions)}${note}.`, [evidence]);
}

/** `modern`: every exchange a 2026-07-28 client made; each result must say its type. */
export function judgeResultTypes(modern: readonly Evidence[]): CheckVerdict {
  const answered = modern.filter((evidence) => resultOf(evidence) !== undefined);
  if (answered.length === 0) return verdict('not-applicable', 'No request was answered with a result.');
  const bad = answered.filter((evidence) => !RESULT_TYPES.has(resultOf(evidence)?.resultType as string));
  const problems = bad.map((evidence) => `${evidence.label}: resultType is ${JSON.stringify(resultOf(evidence)?.resultType) ?? 'missing'}`);
  return problemsVerdict(problems, `All ${answered.length} results carried a known resultType.`, bad.length > 0 ? bad : answered);
}

export function judgeCacheHints(modern: readonly Evidence[]): CheckVerdict {
  const cacheable = modern.filter((evidence) => CACHEABLE.has(methodOf(evidence) ?? '') && resultOf(evidence)?.resultType !== 'input_required' && resultOf(evidence) !== undefined);
  if (cacheable.length === 0) return verdict('not-applicable', 'No cacheable result (server/discover, a list, resources/read) was answered.');
  const problems: string[] = [];
  const bad: Evidence[] = [];
  for (const evidence of cacheable) {
    const { ttlMs, cacheScope } = resultOf(evidence) ?? {};
    const own: string[] = [];
    if (ttlMs === undefined) own.push('no ttlMs');
    else if (typeof ttlMs !== 'number' || !Number.isSafeInteger(ttlMs) || ttlMs < 0) own.push(`ttlMs ${JSON.stringify(ttlMs)} is not an integer >= 0`);
    if (cacheScope === undefined) own.push('no cacheScope');
    else if (cacheScope !== 'public' && cacheScope !== 'private') own.push(`cacheScope ${JSON.stringify(cacheScope)} is neither "public" nor "private"`);
    if (own.length > 0) {
      problems.push(`${evidence.label}: ${own.join(', ')}`);
      bad.push(evidence);
    }
  }
  return problemsVerdict(problems, `All ${cacheable.length} cacheable results carried ttlMs and cacheScope.`, bad.length > 0 ? bad : cacheable);
}

export function judgeNoServerRequests(modern: readonly Evidence[]): CheckVerdict {
  if (modern.length === 0) return verdict('not-applicable', 'No request was made as a 2026-07-28 client.');
  const pushed = modern.filter((evidence) => serverRequestsIn(evidence).length > 0);
  const problems = pushed.map((evidence) => `${evidence.label}: the server sent ${serverRequestsIn(evidence).map((request) => String(request.method)).join(', ')}`);
  return problemsVerdict(problems, `None of ${modern.length} exchanges carried a request from the server.`, pushed);
}

export function judgeGetDelete(exchanges: readonly Evidence[]): CheckVerdict {
  const bad = exchanges.filter((evidence) => evidence.response.status !== 405);
  const problems = bad.map((evidence) => `${evidence.request.verb ?? evidence.label} answered ${evidence.response.status === undefined ? describeAnswer(evidence) : `HTTP ${evidence.response.status}`}, not 405`);
  return problemsVerdict(problems, 'GET and DELETE both answered 405.', [...exchanges]);
}

export function judgeHeaderMismatch(exchanges: readonly Evidence[]): CheckVerdict {
  const bad = exchanges.filter((evidence) => {
    const answer = answerOf(evidence);
    return evidence.response.status !== 400 || !(answer && 'error' in answer && answer.error.code === HEADER_MISMATCH);
  });
  const problems = bad.map((evidence) => `${evidence.label}: ${describeAnswer(evidence)}, not HTTP 400 with error ${HEADER_MISMATCH}`);
  return problemsVerdict(problems, `Every contradicting header was refused with HTTP 400 and ${HEADER_MISMATCH}.`, [...exchanges]);
}

/** `tampered`: the retry that echoed a modified requestState. Refused is an error, an isError result, or the server asking again. */
export function judgeTamperedRetry(tampered: Evidence, before: readonly Evidence[]): CheckVerdict {
  const answer = answerOf(tampered);
  const evidence = [...before, tampered];
  if (answer === undefined) return verdict('fail', `The retry with a tampered requestState got ${describeAnswer(tampered)}.`, evidence);
  if ('error' in answer) return verdict('pass', `The tampered requestState was refused: ${describeAnswer(tampered)}.`, evidence);
  if (answer.result.resultType === 'input_required') return verdict('pass', 'The tampered requestState was not trusted: the server asked for its input again.', evidence);
  if (answer.result.isError === true) return verdict('pass', 'The tampered requestState was refused with an isError result.', evidence);
  return verdict('fail', `${tampered.label}: the server completed the call with a requestState it never issued.`, evidence);
}

/** What must match between eras: the content and its structured form, not the era's envelope (resultType, _meta, cache hints). */
function comparable(result: Json | undefined): unknown {
  if (result === undefined) return undefined;
  return { content: result.content, structuredContent: result.structuredContent, isError: result.isError ?? false };
}

export function judgeSameAnswer(tool: string, modern: Evidence, legacy: Evidence): CheckVerdict {
  const a = resultOf(modern);
  const b = resultOf(legacy);
  if (a === undefined || b === undefined) return verdict('fail', `${tool}: no result to compare (2026-07-28: ${describeAnswer(modern)}; 2025-11-25: ${describeAnswer(legacy)}).`, [modern, legacy]);
  if (dequal(comparable(a), comparable(b))) return verdict('pass', `${tool} gave the same answer to a 2025-11-25 and a 2026-07-28 client.`, [modern, legacy]);
  return verdict('fail', `${tool} answered differently: 2026-07-28 ${JSON.stringify(comparable(a))}, 2025-11-25 ${JSON.stringify(comparable(b))}.`, [modern, legacy]);
}

export function judgeLegacyServed(initialize: Evidence, after: readonly Evidence[]): CheckVerdict {
  const result = resultOf(initialize);
  const evidence = [initialize, ...after];
  if (result === undefined || typeof result.protocolVersion !== 'string') return verdict('fail', `initialize from a 2025-11-25 client got ${describeAnswer(initialize)}.`, evidence);
  const failed = after.filter((exchange) => resultOf(exchange) === undefined);
  if (failed.length > 0) return verdict('fail', `After initialize, ${failed.map((exchange) => `${exchange.label} got ${describeAnswer(exchange)}`).join('; ')}.`, evidence);
  return verdict('pass', `A 2025-11-25 client was served (negotiated ${result.protocolVersion}).`, evidence);
}

/** With --modern-only the author means to refuse older clients: then the refusal must be the spec's -32022 naming the supported versions. */
export function judgeLegacyRefused(initialize: Evidence): CheckVerdict {
  const answer = answerOf(initialize);
  const data = answer && 'error' in answer && isObject(answer.error.data) ? answer.error.data : undefined;
  if (answer && 'error' in answer && answer.error.code === UNSUPPORTED_VERSION && Array.isArray(data?.supported)) {
    return verdict('pass', `Declared modern-only: initialize from a 2025-11-25 client was refused with ${UNSUPPORTED_VERSION}, naming ${JSON.stringify(data.supported)}.`, [initialize]);
  }
  return verdict('fail', `Declared modern-only, but initialize from a 2025-11-25 client got ${describeAnswer(initialize)}, not error ${UNSUPPORTED_VERSION} naming the supported versions.`, [initialize]);
}
