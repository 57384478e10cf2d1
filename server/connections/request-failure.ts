/**
 * Why a request the SDK sent ended without an answer we can show, as the BridgeErrorValue a tool
 * call (calls.ts) or a raw request (rpc.ts) fails with: one boundary for both (STYLE.md 5), so a
 * refused POST reads the same in the call view, the raw request panel and the message log.
 */
import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import type { BridgeErrorValue } from '../../src/core/bridge-api';
import { HttpFailure, refusedPost } from './http-failures';

/** `ended`: why the connection ended, when it did; a better failure than what the SDK threw. */
export function requestFailure(method: string, error: unknown, ended: BridgeErrorValue | undefined): BridgeErrorValue {
  if (ended) return ended;
  // The URL and the cause (issue 17, finding 8), not "fetch failed".
  if (error instanceof HttpFailure) return error.value;
  // A 4xx, in words (issue 18): not the SDK's "Error POSTing to endpoint" under code `internal`.
  const refused = refusedPost(error);
  if (refused) return refused;
  if (error instanceof SdkError && error.code === SdkErrorCode.ConnectionClosed) return { code: 'connection_closed', message: `the connection closed before the server answered ${method}` };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}
