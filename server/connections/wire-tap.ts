/**
 * The wire tap (DESIGN.md): a Transport that wraps another Transport and reports every message
 * in either direction *before* passing it on. The SDK's Client sees the tap as its transport, so
 * the log shows what crossed the wire even when the SDK later rejects or drops a message (a
 * response after cancel, a result failing the SDK's schema).
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import type { Direction, WireMessage } from '../../src/core/wire';

export interface WireTapHooks {
  /** Called synchronously for every message, before the SDK (in) or the wire (out) gets it. */
  onMessage(dir: Direction, msg: WireMessage): void;
  /** The inner transport started (the process spawned, the stream opened). */
  onStart?(): void;
  onError?(error: Error): void;
  onClose?(): void;
}

export class WireTap implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  constructor(
    private readonly inner: Transport,
    private readonly hooks: WireTapHooks,
  ) {
    inner.onmessage = (message, extra) => {
      hooks.onMessage('in', message);
      this.onmessage?.(message, extra);
    };
    inner.onerror = (error) => {
      hooks.onError?.(error);
      this.onerror?.(error);
    };
    inner.onclose = () => {
      hooks.onClose?.();
      this.onclose?.();
    };
  }

  /** The SDK's Client reads this to tell a fresh connection from a resumed HTTP session. */
  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  async start(): Promise<void> {
    await this.inner.start();
    this.hooks.onStart?.();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    // Recorded synchronously: callers (calls.ts) rely on the SDK assigning and sending a request
    // id inside the same tick as `client.request()`.
    this.hooks.onMessage('out', message);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** HTTP transports send the negotiated version as the MCP-Protocol-Version header. */
  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }
}
