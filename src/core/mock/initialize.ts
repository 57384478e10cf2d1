/**
 * The mock's handshake answers: `initialize` (2025 era) and `server/discover` (2026-07-28).
 *
 * initialize is answered with the recorded InitializeResult, whoever the new client is (its
 * clientInfo and capabilities are its own, so initialize is matched by method alone). Version
 * negotiation (MCP spec, basic/lifecycle): a server answers with the version the client asked for
 * when it supports it, otherwise with one it does. The mock speaks the recorded version, and also
 * any version the SDK it runs on knows, since the recorded results stay readable across versions
 * and refusing would lock out an older or newer client for no gain.
 *
 * A trace that lacks the answer (an import cut mid-session, or a 2026-07-28 stdio session whose
 * probe ran in a process of its own) gets a stand-in built from what the trace does hold, and a
 * notice saying so (issue 18, item 8).
 */
import { isObject } from '../is-object';
import { MODERN_PROTOCOL_VERSION } from '../protocol-era';
import type { Exchange, RecordedSession } from './recorded-session';

export interface InitializeAnswer {
  result: Record<string, unknown>;
  /** For stderr: why the answer is not exactly the recorded one. */
  notice?: string;
}

/** spec 2026-07-28: where a DiscoverResult (and every result) names the server. */
const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';
const MOCK_SERVER_INFO = { name: 'mcpscope-mock', version: '0.0.0' };

export function negotiateVersion(requested: unknown, recorded: string | undefined, supported: readonly string[]): string {
  if (typeof requested === 'string' && (requested === recorded || supported.includes(requested))) return requested;
  return recorded ?? supported[0] ?? '2025-06-18';
}

export function initializeAnswer(recordedResult: unknown, requestParams: unknown, supported: readonly string[]): InitializeAnswer {
  const requested = isObject(requestParams) ? requestParams.protocolVersion : undefined;
  const result = isObject(recordedResult) ? recordedResult : {};
  const recorded = typeof result.protocolVersion === 'string' ? result.protocolVersion : undefined;
  const protocolVersion = negotiateVersion(requested, recorded, supported);
  const notice = recorded !== undefined && protocolVersion !== recorded ? `the client asked for protocol ${String(requested)}; the trace was recorded with ${recorded}, answering ${protocolVersion}` : undefined;
  return notice === undefined ? { result: { ...result, protocolVersion } } : { result: { ...result, protocolVersion }, notice };
}

/** Capabilities a server must have declared to have answered these methods (for traces cut before the handshake). */
const CAPABILITY_OF_METHOD: Array<[prefix: string, capability: string]> = [
  ['tools/', 'tools'],
  ['prompts/', 'prompts'],
  ['resources/', 'resources'],
  ['completion/', 'completions'],
  ['logging/', 'logging'],
];

/** subscriptions/listen filter fields, and the capability whose `listChanged` each implies. */
const LIST_CHANGED_OF_FILTER: Array<[field: string, capability: string]> = [
  ['toolsListChanged', 'tools'],
  ['promptsListChanged', 'prompts'],
  ['resourcesListChanged', 'resources'],
];

function inferredCapabilities(session: RecordedSession): Record<string, Record<string, unknown>> {
  const capabilities: Record<string, Record<string, unknown>> = {};
  const answered = session.exchanges.filter((exchange: Exchange) => exchange.response !== undefined);
  for (const [prefix, capability] of CAPABILITY_OF_METHOD) {
    if (answered.some((exchange) => exchange.method.startsWith(prefix))) capabilities[capability] = {};
  }
  // A client listens only for the list changes the server announces, so a recorded listen shows them.
  for (const listen of session.exchanges.filter((exchange) => exchange.method === 'subscriptions/listen')) {
    const filter = isObject(listen.params) && isObject(listen.params.notifications) ? listen.params.notifications : {};
    for (const [field, capability] of LIST_CHANGED_OF_FILTER) if (filter[field] === true) capabilities[capability] = { ...capabilities[capability], listChanged: true };
  }
  return capabilities;
}

/** The DiscoverResult the recorded server gave, on the session's wire or with the era decision. */
export function recordedDiscoverResult(session: RecordedSession): Record<string, unknown> | undefined {
  const answered = session.exchanges.find((exchange) => exchange.method === 'server/discover' && exchange.response && 'result' in exchange.response.outcome);
  const result = answered?.response && 'result' in answered.response.outcome ? answered.response.outcome.result : undefined;
  return isObject(result) ? result : session.discover;
}

/** A stand-in for a 2026-07-28 trace with no DiscoverResult anywhere: capabilities inferred from the recorded requests. */
export function synthesizedDiscoverAnswer(session: RecordedSession): InitializeAnswer {
  return {
    result: { _meta: { [SERVER_INFO_META_KEY]: MOCK_SERVER_INFO }, supportedVersions: [MODERN_PROTOCOL_VERSION], capabilities: inferredCapabilities(session), resultType: 'complete' },
    notice: 'the trace has no server/discover answer; capabilities are inferred from the recorded requests',
  };
}

/**
 * A stand-in InitializeResult for a trace without one. A 2026-07-28 trace answers a 2025 client
 * with what its server/discover said (capabilities, serverInfo, instructions); any other trace
 * with capabilities inferred from the methods the server answered, so clients still ask for them.
 */
export function synthesizedInitializeAnswer(session: RecordedSession): InitializeAnswer {
  const discover = recordedDiscoverResult(session);
  if (!discover) {
    return {
      result: { capabilities: inferredCapabilities(session), serverInfo: MOCK_SERVER_INFO },
      notice: 'the trace has no initialize answer; capabilities are inferred from the recorded requests',
    };
  }
  const serverInfo = isObject(discover._meta) && isObject(discover._meta[SERVER_INFO_META_KEY]) ? discover._meta[SERVER_INFO_META_KEY] : MOCK_SERVER_INFO;
  const instructions = typeof discover.instructions === 'string' ? { instructions: discover.instructions } : {};
  return {
    result: { capabilities: isObject(discover.capabilities) ? discover.capabilities : inferredCapabilities(session), serverInfo, ...instructions },
    notice: `the trace was recorded in ${MODERN_PROTOCOL_VERSION} and has no initialize answer; answering with the capabilities and serverInfo of its server/discover result`,
  };
}
