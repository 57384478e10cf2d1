/**
 * How a session opened, in one line for the lifecycle view (issue 24): "probed 2026-07-28:
 * refused → 2025 handshake". A 2025 server that refuses `server/discover` answers as the spec lets
 * it, and the session goes on with initialize: that reads as the probe it was, not as an error.
 * Whether the probe's messages are this session's (on its wire) or a separate process's says
 * whether the log shows them.
 */
import { isObject } from './is-object';
import { MODERN_PROTOCOL_VERSION, type EraDecision, type ProbeFailure } from './protocol-era';
import { METHOD_NOT_FOUND } from './rpc-outcome';

/**
 * A 2025-era server's "Method not found" to the era probe's `server/discover`: the answer the spec
 * expects from it, explained by the lifecycle view, so the message log does not count it as a
 * problem. Any other error to the probe still is one (a server that crashes on it, for instance).
 */
export function isEraProbeRefusal(method: string | undefined, msg: unknown): boolean {
  return method === 'server/discover' && isObject(msg) && isObject(msg.error) && msg.error.code === METHOD_NOT_FOUND;
}

/** What the probe got, in a few words. */
function probeOutcome(failure: ProbeFailure | undefined): string {
  if (!failure) return 'answered';
  switch (failure.how) {
    case 'rpc-error':
      return `refused (error ${failure.error.code})`;
    case 'http-status':
      return `refused (HTTP ${failure.status})`;
    case 'exited':
      return 'the server exited';
    case 'silent':
      return `no answer within ${failure.timeoutMs / 1000} s`;
    case 'unreadable':
      return `answered without ${MODERN_PROTOCOL_VERSION}`;
  }
}

/** Undefined when no probe ran (the 2025 era pinned, HTTP+SSE, a trace that records no decision). */
export function describeOpening(decision: EraDecision): string | undefined {
  const { reason, probe } = decision;
  const probed = reason.kind === 'probe-answered' || reason.kind === 'probe-failed' || probe !== undefined || decision.probeSeqs?.request !== undefined;
  if (!probed) return undefined;
  const failure = reason.kind === 'probe-failed' || reason.kind === 'pin-refused' ? reason.failure : undefined;
  // A stdio probe that was not handed over ran in a process of its own; the session's log does not have it.
  const where = probe && !probe.handedOver ? ' in a separate process' : '';
  const then = decision.era === 'modern' ? `${MODERN_PROTOCOL_VERSION}, no handshake` : decision.era === 'legacy' ? '2025 handshake (initialize)' : 'no session';
  const fresh = probe && !probe.handedOver && decision.era ? 'the server started again, ' : '';
  return `probed ${MODERN_PROTOCOL_VERSION}${where}: ${probeOutcome(failure)} → ${fresh}${then}`;
}
