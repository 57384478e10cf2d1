/** Turns what can go wrong while connecting into BridgeErrorValues the UI can show as is. */
import type { BridgeErrorValue } from '../../src/core/bridge-api';
import type { ProcessExit } from '../../src/core/wire';
import { AuthFlowError } from '../auth/auth-error';
import { HttpFailure } from './http-failures';
import { SpawnFailedError } from './stdio-transport';

export function connectFailure(error: unknown): BridgeErrorValue {
  if (error instanceof SpawnFailedError) return { code: 'spawn_failed', message: error.message };
  if (error instanceof AuthFlowError) return error.value;
  // Still connect_failed, the phase it failed in; the message and details say the URL and the cause.
  if (error instanceof HttpFailure) return { ...error.value, code: 'connect_failed' };
  return { code: 'connect_failed', message: describeError(error) };
}

/** `fetch failed` says nothing; its cause (ECONNREFUSED 127.0.0.1:3001) says what happened. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}

export function describeExit(exit: ProcessExit): string {
  return exit.code !== null ? `exited with code ${exit.code}` : `was killed by ${exit.signal ?? 'a signal'}`;
}

export function serverExited(exit: ProcessExit): BridgeErrorValue {
  return { code: 'server_exited', message: `The server process ${describeExit(exit)}.` };
}
