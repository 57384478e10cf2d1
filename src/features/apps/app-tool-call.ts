/**
 * An app's tools/call, made as mcpscope makes any call: through the bridge's calls route, so it is
 * in the message log and the Calls history like a call started by hand. The route answers at
 * once with a running call; its outcome reaches the react-query cache through the event stream,
 * and the app's answer waits for it there.
 */
import { ProtocolError, ProtocolErrorCode, type CallToolResult } from '@modelcontextprotocol/client';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import type { CallRecord } from '../../core/bridge-api';

/** The call once it is no longer running, from the cache the event stream keeps current. */
export function callEnded(queryClient: QueryClient, connId: string, callId: string, signal: AbortSignal): Promise<CallRecord> {
  const ended = () => queryClient.getQueryData<CallRecord[]>(queryKeys.calls(connId))?.find((call) => call.id === callId && call.status !== 'running');
  return new Promise((resolve, reject) => {
    const stop = () => {
      unsubscribe();
      signal.removeEventListener('abort', abort);
    };
    const check = () => {
      const call = ended();
      if (!call) return;
      stop();
      resolve(call);
    };
    const abort = () => {
      stop();
      reject(signal.reason instanceof Error ? signal.reason : new Error('the app closed before the call ended'));
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    signal.addEventListener('abort', abort);
    check();
  });
}

/**
 * What the app is answered: the tool's result (an `isError` result too: the tool ran), or the
 * server's JSON-RPC error with its code, or an internal error naming what went wrong locally.
 */
export function appCallAnswer(call: CallRecord): CallToolResult {
  if ((call.status === 'ok' || call.status === 'tool-error') && call.result) return call.result as CallToolResult;
  if (call.rpcError) throw new ProtocolError(call.rpcError.code, call.rpcError.message, call.rpcError.data);
  const why = call.failure ? `${call.failure.code}: ${call.failure.message}` : call.status;
  throw new ProtocolError(ProtocolErrorCode.InternalError, `mcpscope could not complete the call (${why})`);
}
