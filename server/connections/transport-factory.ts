/**
 * One place that turns a ConnectionTarget into a Transport, plus the two things the SDK's
 * Transport interface lacks: a transport-appropriate graceful shutdown and a synchronous kill.
 */
import { SSEClientTransport, StreamableHTTPClientTransport, type FetchLike, type Transport } from '@modelcontextprotocol/client';
import type { ConnectionTarget, HttpTarget } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';
import { reportingFetch, type HttpFailure } from './http-failures';
import { observedFetch, type ObservedExchange } from './http-observer';
import { StdioTransport, type StdioHooks } from './stdio-transport';
import { untimedEventStreams } from './untimed-streams';

export interface TransportHooks extends StdioHooks {
  /** An HTTP request of the session got no answer or a 5xx (http-failures.ts). */
  onHttpFailure(failure: HttpFailure): void;
  /** Each HTTP exchange of the session, as sent and answered (http-observer.ts). */
  onHttpExchange(exchange: ObservedExchange): void;
}

export interface ManagedTransport {
  transport: Transport;
  /**
   * Ends the session as the spec asks for this transport: stdio closes stdin then escalates to
   * SIGTERM and SIGKILL; Streamable HTTP sends DELETE for its session first.
   */
  shutdown(): Promise<void>;
  /** Synchronous last resort (process exit): SIGKILL for stdio, nothing for HTTP. */
  killNow(): void;
}

/**
 * `fetch`: what HTTP transports send through; the bridge's OAuth wrapper (server/auth/auth-fetch.ts).
 * `running`: a stdio process already started for this target and handed to `hooks` (the era
 * probe's, probe-handover.ts); otherwise one is started.
 */
export function createTransport(target: ConnectionTarget, hooks: TransportHooks, fetch?: FetchLike, running?: StdioTransport): Result<ManagedTransport> {
  if (target.transport === 'stdio') return ok(managedStdio(running ?? new StdioTransport(target, hooks)));
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return err('bad_request', `not a URL: ${target.url}`);
  }
  // Every request of the session, the SDK's own included, says its URL and cause when it fails.
  const sendThrough = reportingFetch(observedFetch(untimedEventStreams(fetch ?? globalThis.fetch), (exchange) => hooks.onHttpExchange(exchange), Object.keys(target.headers ?? {})), (failure) => hooks.onHttpFailure(failure));
  return ok(target.transport === 'http' ? streamableHttp(url, target, sendThrough) : legacySse(url, target, sendThrough));
}

/** A stdio transport's shutdown is its own: stdin, then SIGTERM, then SIGKILL. */
export function managedStdio(transport: StdioTransport): ManagedTransport {
  return { transport, shutdown: () => transport.close(), killNow: () => transport.killNow() };
}

function streamableHttp(url: URL, target: HttpTarget, fetch: FetchLike): ManagedTransport {
  // No authProvider: OAuth happens inside `fetch`, which can re-send a request after step-up (docs/conformance.md).
  const transport = new StreamableHTTPClientTransport(url, { requestInit: { headers: target.headers }, fetch });
  return {
    transport,
    shutdown: async () => {
      // Streamable HTTP, "Session Management": the client SHOULD DELETE its session when done.
      // A server may answer 405 (it does not allow that) or be gone already; either way we close.
      await transport.terminateSession().catch(() => undefined);
      await transport.close();
    },
    killNow: () => undefined,
  };
}

function legacySse(url: URL, target: HttpTarget, fetch: FetchLike): ManagedTransport {
  // SDK 1.32 applies requestInit.headers to the GET that opens the event stream as well as to
  // the POSTs, so custom headers such as Authorization reach both.
  const transport = new SSEClientTransport(url, { requestInit: { headers: target.headers }, fetch });
  return { transport, shutdown: () => transport.close(), killNow: () => undefined };
}
