/**
 * The wire tap (DESIGN.md): a Transport that wraps another Transport and reports every message
 * in either direction *before* passing it on. The SDK's Client sees the tap as its transport, so
 * the log shows what crossed the wire even when the SDK later rejects or drops a message (a
 * response after cancel, a result failing the SDK's schema).
 */
import { ProtocolErrorCode, type JSONRPCMessage, type MessageExtraInfo, type Transport, type TransportSendOptions } from '@modelcontextprotocol/client';
import type { RequestId } from '../../src/core/jsonrpc';
import { MAX_JSON_DEPTH } from '../../src/core/json-depth';
import type { Direction, WireMessage } from '../../src/core/wire';
import { textToDepthLimit, tooDeepProblem } from '../../src/core/wire-guard';
import { answeredId } from '../../src/core/wire-line';

export interface WireTapHooks {
  /** Called synchronously for every message, before the SDK (in) or the wire (out) gets it. */
  onMessage(dir: Direction, msg: WireMessage): void;
  /**
   * A message too deep to keep as an object (issue 17, finding 3), as text: it goes no further.
   * Lines a transport read itself and kept as text already came through its own hook.
   */
  onKeptAsText(dir: Direction, raw: string, problem: string): void;
  /**
   * A chance to add to an outgoing message before it is recorded and sent (trace context in
   * `_meta`, issue 23): what it returns is what the log shows and the server gets.
   */
  beforeSend?(message: JSONRPCMessage): JSONRPCMessage;
  /** The inner transport started (the process spawned, the stream opened). */
  onStart?(): void;
  onError?(error: Error): void;
  onClose?(): void;
}

/**
 * A transport that already keeps too-deep lines as text (stdio-transport.ts, through wire-line.ts),
 * so the tap need not walk each message again: a 10 MB tools/list costs tens of ms per walk.
 */
export interface DepthGuardedTransport extends Transport {
  readonly depthGuarded: true;
}

/** Answers the SDK gets from the bridge itself, never from the wire: the tap does not log them. */
const localAnswers = new WeakSet<object>();

/**
 * What the SDK gets for a request whose answer was kept as text, too deep to hand on: the caller
 * learns why at once instead of waiting for its timeout (issue 17, finding 3). The log holds the
 * answer as it arrived; this error never crossed the wire, so it is not logged.
 */
export function unreadableAnswer(id: RequestId, problem: string): JSONRPCMessage {
  const answer: JSONRPCMessage = { jsonrpc: '2.0', id, error: { code: ProtocolErrorCode.InternalError, message: `mcpscope could not read the server's answer: ${problem}` } };
  localAnswers.add(answer);
  return answer;
}

/** An answer the bridge made up (unreadableAnswer): it never crossed the wire, so no log records it. */
export function isLocalAnswer(message: object): boolean {
  return localAnswers.has(message);
}

export class WireTap implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  constructor(
    private readonly inner: Transport,
    private readonly hooks: WireTapHooks,
  ) {
    const guarded = (inner as Partial<DepthGuardedTransport>).depthGuarded === true;
    inner.onmessage = (message, extra) => {
      if (isLocalAnswer(message)) return this.onmessage?.(message, extra);
      const tooDeep = guarded ? undefined : tooDeepProblem(message);
      if (tooDeep !== undefined) return this.keepAsText(message, tooDeep);
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

  send(original: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const message = this.hooks.beforeSend?.(original) ?? original;
    // Arguments typed in the SPA can nest as deep as a hostile server's message.
    const tooDeep = tooDeepProblem(message);
    if (tooDeep !== undefined) {
      this.hooks.onKeptAsText('out', textToDepthLimit(message) ?? '', `${tooDeep}: not sent; shown cut at ${MAX_JSON_DEPTH} levels`);
      return Promise.reject(new Error(`mcpscope did not send a message ${tooDeep}`));
    }
    // Recorded synchronously: callers (calls.ts) rely on the SDK assigning and sending a request
    // id inside the same tick as `client.request()`.
    this.hooks.onMessage('out', message);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /**
   * A message an HTTP transport parsed itself (its bytes are not at hand) that is too deep to keep
   * as an object: logged as text cut at the limit, never handed to the SDK; a response's caller
   * gets the reason instead.
   */
  private keepAsText(message: JSONRPCMessage, tooDeep: string): void {
    this.hooks.onKeptAsText('in', textToDepthLimit(message) ?? '', `${tooDeep}: the transport parsed it, so it is shown as text cut at ${MAX_JSON_DEPTH} levels`);
    const { answers } = answeredId(message);
    if (answers !== undefined) this.onmessage?.(unreadableAnswer(answers, tooDeep));
  }

  /** HTTP transports send the negotiated version as the MCP-Protocol-Version header. */
  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }
}
