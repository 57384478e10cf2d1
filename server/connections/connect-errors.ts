/** Turns what can go wrong while connecting into BridgeErrorValues the UI can show as is. */
import { SdkHttpError } from '@modelcontextprotocol/client';
import type { BridgeErrorValue, ConnectionTarget } from '../../src/core/bridge-api';
import type { ProcessExit } from '../../src/core/wire';
import { AuthFlowError } from '../auth/auth-error';
import { HttpFailure, refusedPost, statusWords } from './http-failures';
import { SpawnFailedError } from './stdio-transport';

/** Enough of an error page or a JSON error to recognise it. */
const MAX_BODY_CHARS = 300;

export function connectFailure(error: unknown, transport: ConnectionTarget['transport']): BridgeErrorValue {
  if (error instanceof SpawnFailedError) return { code: 'spawn_failed', message: error.message };
  // A sign-in that failed or waits for the user, or an HTTP failure, inside the server/discover
  // probe reaches us as the probe's failure, with the real error as its cause (SDK 2, version negotiation).
  const auth = causeChain(error).find((cause) => cause instanceof AuthFlowError);
  if (auth) return auth.value;
  // Still connect_failed, the phase it failed in; the message and details say the URL and the cause.
  const http = causeChain(error).find((cause) => cause instanceof HttpFailure);
  if (http) return { ...http.value, code: 'connect_failed' };
  // A 4xx says its status in words, as a refused call does (http-failures.ts).
  const refusal = causeChain(error).find((cause): cause is SdkHttpError => refusedPost(cause) !== undefined);
  if (refusal) return { ...(transport === 'http' && NO_ENDPOINT.has(refusal.status) ? noStreamableEndpoint(refusal) : refusedPost(refusal)!), code: 'connect_failed' };
  // A probe refused over HTTP (401, 403, 5xx): SDK 2 keeps the server's body apart from its message.
  const body = error instanceof SdkHttpError && typeof error.data.text === 'string' ? error.data.text.trim().slice(0, MAX_BODY_CHARS) : '';
  return { code: 'connect_failed', message: body ? `${describeError(error)}: ${body}` : describeError(error) };
}

/** What a server answers a POST to a URL where it takes none: a legacy SSE server's GET-only /sse, say. */
const NO_ENDPOINT = new Set([404, 405]);

/**
 * A Streamable HTTP connect refused 404 or 405 found no MCP endpoint at the URL; most often it is
 * a legacy HTTP+SSE server, whose error page ("Cannot POST /sse") tells a person nothing (issue 20,
 * item 8). The message says what to try; the page stays in details.body.
 */
function noStreamableEndpoint(refusal: SdkHttpError): BridgeErrorValue {
  const refused = refusedPost(refusal)!;
  return {
    ...refused,
    message: `HTTP ${statusWords(refusal)}: nothing at this URL takes a Streamable HTTP POST. If it is a legacy HTTP+SSE server (its URL often ends in /sse), connect with the transport SSE (legacy).`,
  };
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
