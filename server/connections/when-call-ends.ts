/**
 * Waiting for a tool call to end: ok, tool-error, rpc-error, cancelled, timed-out or failed.
 * Scripts that drive a connection without the SPA (replay, the conformance driver of issue 7)
 * start a call, then wait here for its record, the same record the SPA is sent.
 */
import type { CallRecord } from '../../src/core/bridge-api';
import type { BridgeBackend } from './backend';

/**
 * Resolves with the call's record once it is no longer running. The call's own timeout (its
 * CallOptions) bounds the wait: a call that times out ends as 'timed-out', and one whose
 * connection ends fails with it.
 */
export function whenCallEnds(backend: BridgeBackend, conn: string, callId: string): Promise<CallRecord> {
  return new Promise((resolve) => {
    const ended = (call: CallRecord | undefined) => {
      if (!call || call.status === 'running') return;
      unsubscribe();
      resolve(call);
    };
    const unsubscribe = backend.subscribe((event) => {
      if (event.type === 'call' && event.call.conn === conn && event.call.id === callId) ended(event.call);
    });
    // The call may have ended before we subscribed (a failure at start is synchronous).
    const calls = backend.listCalls(conn);
    if (calls.ok) ended(calls.value.find((call) => call.id === callId));
  });
}
