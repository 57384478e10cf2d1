/**
 * Learns that an HTTP server has gone without waiting for the person's next click (issue 17,
 * finding 8: a dead server showed "ready" for ten minutes). An HTTP connection has no process to
 * watch; what we have are requests, and the SDK's own requests fail quietly (the standalone GET
 * stream's reconnects reach only onerror, and a server without that stream sends nothing at all).
 *
 * So: any HTTP failure of the session (http-failures.ts) makes us ask the server at once, and a
 * server silent for `idleMs` is asked too. The question is MCP ping, which the spec has for
 * exactly this (2025-06-18, basic/utilities/ping: "to verify that their counterpart is still
 * responsive"); it goes through the session's Client, so the log shows it as the ping it is.
 * An answer, even a JSON-RPC error, means the server is there. No answer fails the connection
 * with the URL and the cause.
 */
import { ProtocolError, SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import type { BridgeErrorValue } from '../../src/core/bridge-api';
import { describeError } from './connect-errors';
import { HttpFailure } from './http-failures';

/**
 * A dead server's kept-alive sockets fail with "other side closed" or a reset, which says only
 * that a connection was lost. A question on a fresh socket tells a server that is gone
 * (ECONNREFUSED) from one that dropped a connection; the pool may hold a few stale ones.
 */
const LOST_SOCKET = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);
const MAX_ASKS = 4;

export interface LivenessEnv {
  /** The URL as shown to a person (shownUrl). */
  url: string;
  /** Sends ping through the session's Client; rejects as Client.request does. */
  ping(timeoutMs: number): Promise<unknown>;
  /** Silence after which the server is pinged; 0: never. Read each time, as settings change. */
  idleMs(): number;
  /** How long a ping may wait for its answer: the connection's request timeout. */
  timeoutMs(): number;
  /** The server is gone. */
  gone(error: BridgeErrorValue): void;
}

export class LivenessWatch {
  private timer: NodeJS.Timeout | undefined;
  private asking = false;
  private stopped = false;

  constructor(private readonly env: LivenessEnv) {
    this.rearm();
  }

  /** The server said something: the silence starts again. */
  heard(): void {
    if (!this.asking) this.rearm();
  }

  /** A request of the session failed at the HTTP level: is the server still there? */
  suspect(): void {
    void this.ask();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private rearm(): void {
    clearTimeout(this.timer);
    const idle = this.env.idleMs();
    if (this.stopped || idle <= 0) return;
    this.timer = setTimeout(() => void this.ask(), idle).unref();
  }

  private async ask(): Promise<void> {
    if (this.stopped || this.asking) return;
    this.asking = true;
    clearTimeout(this.timer);
    let verdict: BridgeErrorValue | undefined;
    for (let asks = 1; asks <= MAX_ASKS && !this.stopped; asks += 1) {
      const timeoutMs = this.env.timeoutMs();
      const [gone, lostSocket] = await this.env.ping(timeoutMs).then(
        () => [undefined, false] as const,
        (error: unknown) => [goneBecause(error, this.env.url, timeoutMs), error instanceof HttpFailure && LOST_SOCKET.has(error.details.cause ?? '')] as const,
      );
      verdict = gone;
      if (!lostSocket) break;
    }
    this.asking = false;
    if (this.stopped) return;
    if (verdict) this.env.gone(verdict);
    else this.rearm();
  }
}

function goneBecause(error: unknown, url: string, timeoutMs: number): BridgeErrorValue | undefined {
  if (error instanceof HttpFailure) return error.value;
  if (error instanceof SdkError) {
    if (error.code === SdkErrorCode.RequestTimeout) return { code: 'server_unreachable', message: `${url} did not answer ping within ${timeoutMs / 1000} s` };
    // The session is ending already (whoever ended it says why).
    return undefined;
  }
  // A JSON-RPC error is an answer: the server is there.
  if (error instanceof ProtocolError) return undefined;
  return { code: 'server_unreachable', message: `ping to ${url} failed: ${describeError(error)}` };
}
