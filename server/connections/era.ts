/**
 * Which protocol era a session speaks, and why (issue 18, item 2; SDK docs/protocol-versions.md).
 * stdio is probed before the session starts (era-probe.ts), and the session connects from the
 * verdict, going on with the probed process when it answered (probe-handover.ts). Over Streamable HTTP the SDK probes on the session itself, so the
 * probe is real traffic through the wire tap; its answer, read from the wire, says why a server
 * was found legacy. HTTP+SSE is a 2024-11-05 transport and stays legacy.
 */
import { SdkError, SdkErrorCode, SdkHttpError, type Client, type DiscoverResult, type PriorDiscovery, type VersionNegotiationOptions } from '@modelcontextprotocol/client';
import type { BridgeErrorValue, ConnectionTarget } from '../../src/core/bridge-api';
import { isObject } from '../../src/core/is-object';
import { STATUS_CODES } from 'node:http';
import { describeEraReason, MODERN_PROTOCOL_VERSION, supportedVersionsOf, type EraDecision, type ProbeEvidence, type ProbeFailure, type ProtocolSetting } from '../../src/core/protocol-era';
import { ok, type Result } from '../../src/core/result';
import { probeStdio, type OnProbeProcess, type ProbeIdentity } from './era-probe';
import type { ProbedProcess } from './probe-handover';

export interface EraPlan {
  /** The verdict the session connects from (stdio): the SDK does not probe again. */
  prior?: PriorDiscovery;
  /** The SDK's own negotiation (Streamable HTTP, auto or modern): the probe goes through the tap. */
  negotiation?: VersionNegotiationOptions;
  /** Known before connecting; otherwise settled from the connected Client (settleEra). */
  decision?: EraDecision;
  /** stdio: the probed process, alive after answering, for the session to go on with (probe-handover.ts). */
  survivor?: ProbedProcess;
}

/** What the SDK would have done for this setting, without spending a stdio server's one process. */
export async function planEra(target: ConnectionTarget, setting: ProtocolSetting, identity: ProbeIdentity, onProbe: OnProbeProcess): Promise<Result<EraPlan>> {
  if (target.transport === 'sse') {
    if (setting === 'modern') return ok({ decision: { setting, reason: { kind: 'pin-refused', failure: { how: 'unreadable', detail: `HTTP+SSE has no ${MODERN_PROTOCOL_VERSION} binding` } } } });
    return ok({ decision: { setting, era: 'legacy', reason: { kind: 'sse-transport' } } });
  }
  if (setting === 'legacy') return ok({ ...(target.transport === 'stdio' ? { prior: { kind: 'legacy' } } : {}), decision: { setting, era: 'legacy', reason: { kind: 'pinned' } } });
  if (target.transport !== 'stdio') return ok({ negotiation: { mode: setting === 'auto' ? 'auto' : { pin: MODERN_PROTOCOL_VERSION } } });
  const probed = await probeStdio(target, identity, onProbe);
  if (!probed.ok) return probed;
  const { outcome, stderr, durationMs, survivor } = probed.value;
  const probe = { stderr, durationMs };
  const goOnWith = survivor ? { survivor } : {};
  if ('discover' in outcome) {
    const decision: EraDecision = { setting, era: 'modern', reason: { kind: setting === 'auto' ? 'probe-answered' : 'pinned' }, discover: outcome.discover, probe };
    return ok({ prior: { kind: 'modern', discover: outcome.discover as DiscoverResult }, decision, ...goOnWith });
  }
  if (setting === 'modern') {
    // No session follows a refused pin: the probed process ends here.
    await survivor?.transport.close();
    onProbe(undefined);
    return ok({ decision: { setting, reason: { kind: 'pin-refused', failure: outcome.failure }, probe } });
  }
  return ok({ prior: { kind: 'legacy' }, decision: { setting, era: 'legacy', reason: { kind: 'probe-failed', failure: outcome.failure }, probe }, ...goOnWith });
}

/** After an HTTP connect the SDK negotiated: the era it landed on and, for a fallback, why. */
export function settleEra(setting: ProtocolSetting, client: Client, probe: ProbeEvidence): EraDecision {
  const discover = client.getDiscoverResult();
  if (client.getProtocolEra() === 'modern' && discover) {
    return { setting, era: 'modern', reason: { kind: setting === 'auto' ? 'probe-answered' : 'pinned' }, discover: discover };
  }
  return { setting, era: 'legacy', reason: { kind: 'probe-failed', failure: failureOf(probe) } };
}

/** A modern-only HTTP connect that the server refused: the era decision, or undefined for any other failure. */
export function refusedEra(setting: ProtocolSetting, error: unknown, probe: ProbeEvidence): EraDecision | undefined {
  if (setting !== 'modern' || !(error instanceof SdkError) || error.code !== SdkErrorCode.EraNegotiationFailed) return undefined;
  return { setting, reason: { kind: 'pin-refused', failure: failureOf(probe) } };
}

/**
 * A 2025 initialize that a modern-only server refused with -32022: over HTTP the SDK reports the
 * 400 as an error whose data carries the body, so its versions would otherwise be a raw string.
 */
export function refusedInitialize(setting: ProtocolSetting, error: unknown): EraDecision | undefined {
  const text: unknown = error instanceof SdkHttpError ? error.data.text : undefined;
  const body = typeof text === 'string' ? parseJson(text) : undefined;
  const rpcError = isObject(body) && isObject(body.error) ? body.error : undefined;
  if (rpcError?.code !== UNSUPPORTED_PROTOCOL_VERSION || typeof rpcError.message !== 'string') return undefined;
  const failure: ProbeFailure = { how: 'rpc-error', error: { code: rpcError.code, message: rpcError.message, data: rpcError.data } };
  const supportedVersions = supportedVersionsOf(failure.error);
  return { setting, reason: { kind: 'initialize-refused', failure: supportedVersions ? { ...failure, supportedVersions } : failure } };
}

/** Spec 2026-07-28, version negotiation: UnsupportedProtocolVersion. */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureOf({ answer, http }: ProbeEvidence): ProbeFailure {
  // A 2025 server over HTTP often answers the probe's POST 400 or 404, with no body or an error whose
  // id is null (server-everything's "Server not initialized"): nothing the client pairs with the probe.
  // Its status is the evidence; a server that gave no status words (HTTP/2 has none) gets the standard ones.
  if (!answer && http) {
    const statusText = http.statusText || STATUS_CODES[http.status];
    return { how: 'http-status', status: http.status, ...(statusText ? { statusText } : {}) };
  }
  if (!answer) return { how: 'unreadable', detail: 'the server gave no JSON-RPC answer to server/discover' };
  if ('result' in answer) return { how: 'unreadable', detail: `the answer to server/discover does not offer ${MODERN_PROTOCOL_VERSION}` };
  const supportedVersions = supportedVersionsOf(answer.error);
  return { how: 'rpc-error', error: answer.error, ...(supportedVersions ? { supportedVersions } : {}) };
}

/** The connect error a refused era becomes; the lifecycle view shows its reason as data (lifecycle.era). */
export function refusedPinError(decision: EraDecision): BridgeErrorValue {
  return { code: 'connect_failed', message: describeEraReason(decision.reason) };
}
