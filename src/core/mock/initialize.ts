/**
 * The mock's answer to `initialize`: the recorded InitializeResult, whoever the new client is
 * (its clientInfo and capabilities are its own, so initialize is matched by method alone).
 *
 * Version negotiation (MCP spec, basic/lifecycle): a server answers with the version the client
 * asked for when it supports it, otherwise with one it does. The mock speaks the recorded version,
 * and also any version the SDK it runs on knows, since the recorded results stay readable across
 * versions and refusing would lock out an older or newer client for no gain.
 */
import { isObject } from '../is-object';
import type { Exchange, RecordedSession } from './recorded-session';

export interface InitializeAnswer {
  result: Record<string, unknown>;
  /** For stderr: why the answer is not exactly the recorded one. */
  notice?: string;
}

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

/** Capabilities a server must have declared to have answered these methods (for traces cut before initialize). */
const CAPABILITY_OF_METHOD: Array<[prefix: string, capability: string]> = [
  ['tools/', 'tools'],
  ['prompts/', 'prompts'],
  ['resources/', 'resources'],
  ['completion/', 'completions'],
  ['logging/', 'logging'],
];

/**
 * A stand-in for a trace that lacks the handshake (an import that starts mid-session): the
 * capabilities are inferred from the methods the server answered, so clients still ask for them.
 */
export function synthesizedInitializeResult(session: RecordedSession): Record<string, unknown> {
  const capabilities: Record<string, unknown> = {};
  const answered = session.exchanges.filter((exchange: Exchange) => exchange.response !== undefined);
  for (const [prefix, capability] of CAPABILITY_OF_METHOD) {
    if (answered.some((exchange) => exchange.method.startsWith(prefix))) capabilities[capability] = {};
  }
  return { capabilities, serverInfo: { name: 'mcpscope-mock', version: '0.0.0' } };
}
