/** Turns what can go wrong while connecting into BridgeErrorValues the UI can show as is. */
import { SdkHttpError } from '@modelcontextprotocol/client';
import type { BridgeErrorValue } from '../../src/core/bridge-api';
import type { ProcessExit } from '../../src/core/wire';
import { AuthFlowError } from '../auth/auth-error';
import { HttpFailure, refusedPost } from './http-failures';
import { SpawnFailedError } from './stdio-transport';

/** Enough of an error page or a JSON error to recognise it. */
const MAX_BODY_CHARS = 300;

export function connectFailure(error: unknown): BridgeErrorValue {
  if (error instanceof SpawnFailedError) return { code: 'spawn_failed', message: error.message };
  // A sign-in that failed or waits for the user, or an HTTP failure, inside the server/discover
  // probe reaches us as the probe's failure, with the real error as its cause (SDK 2, version negotiation).
  const auth = causeChain(error).find((cause) => cause instanceof AuthFlowError);
  if (auth) return auth.value;
  // Still connect_failed, the phase it failed in; the message and details say the URL and the cause.
  const http = causeChain(error).find((cause) => cause instanceof HttpFailure);
  if (http) return { ...http.value, code: 'connect_failed' };
  // A 4xx says its status in words, as a refused call does (http-failures.ts).
  const refused = causeChain(error).map(refusedPost).find((value) => value !== undefined);
  if (refused) return { ...refused, code: 'connect_failed' };
  // A probe refused over HTTP (401, 403, 5xx): SDK 2 keeps the server's body apart from its message.
  const body = error instanceof SdkHttpError && typeof error.data.text === 'string' ? error.data.text.trim().slice(0, MAX_BODY_CHARS) : '';
  return { code: 'connect_failed', message: body ? `${describeError(error)}: ${body}` : describeError(error) };
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < 8; current = current instanceof Error ? current.cause : undefined) chain.push(current);
  return chain;
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
