/**
 * The host's end of an app's postMessage channel, recorded: a Transport (the SDK's interface, like
 * the bridge's wire tap) around ext-apps' PostMessageTransport that reports every message in each
 * direction as an `app` record (issue 21, item 2).
 *
 * A message from the app is handed to the AppBridge only after its record reached the bridge, so
 * the log reads "app asked → host called the tool → server answered → host notified the app".
 * The sandbox proxy's own notices (a CSP violation in the app's frame, a refused resource) are
 * taken out here: they are not the app's conversation.
 */
import type { JSONRPCMessage, MessageExtraInfo, Transport, TransportSendOptions } from '@modelcontextprotocol/client';
import { isObject } from '../../core/is-object';
import type { AppRecorder } from './app-recorder';

/** Sent by mcpscope's proxy page (server/http/sandbox-proxy/proxy-page.ts), never forwarded to the app. */
export const CSP_VIOLATION_METHOD = 'ui/notifications/sandbox-csp-violation';
export const SANDBOX_REFUSED_METHOD = 'ui/notifications/sandbox-refused';

export interface SandboxNotices {
  /** The proxy would not render the resource it was sent; `reason` says why. */
  onRefused: (reason: string) => void;
}

export class RecordingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  constructor(
    private readonly inner: Transport,
    private readonly recorder: AppRecorder,
    private readonly notices: SandboxNotices,
  ) {}

  async start(): Promise<void> {
    this.inner.onmessage = (message, extra) => void this.receive(message, extra);
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => this.onclose?.();
    await this.inner.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    // Not awaited: the recorder keeps the order, and the app need not wait for the bridge.
    void this.recorder.message('to-app', message);
    await this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private async receive(message: JSONRPCMessage, extra: MessageExtraInfo | undefined): Promise<void> {
    const params = 'method' in message && isObject(message.params) ? message.params : {};
    if ('method' in message && message.method === CSP_VIOLATION_METHOD) {
      await this.recorder.cspViolation(text(params.directive), text(params.blockedUri));
      return;
    }
    if ('method' in message && message.method === SANDBOX_REFUSED_METHOD) {
      this.notices.onRefused(text(params.reason) || 'no reason given');
      return;
    }
    await this.recorder.message('from-app', message);
    this.onmessage?.(message, extra);
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
