/** One-line descriptions of a plain request's outcome (RpcOutcome), for compact status lines. */
import type { RpcOutcome } from './bridge-api/rpc';
import { errorCodeName } from './jsonrpc';

export function formatLatency(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** "-32601 Method not found: <message>" or the bridge failure; undefined when the outcome is ok. */
export function outcomeErrorText(outcome: RpcOutcome): string | undefined {
  switch (outcome.status) {
    case 'ok':
      return undefined;
    case 'rpc-error':
      return `${outcome.error.code} ${errorCodeName(outcome.error.code)}: ${outcome.error.message}`;
    case 'failed':
      return `${outcome.failure.code}: ${outcome.failure.message}`;
  }
}

/** JSON-RPC "Method not found": the server does not implement the method at all. */
export const METHOD_NOT_FOUND = -32601;

export function isMethodNotFound(outcome: RpcOutcome): boolean {
  return outcome.status === 'rpc-error' && outcome.error.code === METHOD_NOT_FOUND;
}
