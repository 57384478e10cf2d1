/**
 * Progress a server sent for a request mcpscope had already cancelled. The spec expects that race
 * (cancellation: notifications may still arrive after it, and both sides must handle that
 * gracefully); the SDK, which dropped the request's progress handler on cancelling, reports the
 * notification as an error "for an unknown token". The notification itself is in the log as it
 * arrived; the report would only be noise among the real client errors (issue 20, item 3).
 */
import type { Direction, WireMessage } from '../../src/core/wire';

/** How the SDK words the report; if that changes, such reports are simply logged again. */
const UNKNOWN_TOKEN = 'Received a progress notification for an unknown token: ';

export class CancelledRequests {
  private readonly ids = new Set<string>();

  newSession(): void {
    this.ids.clear();
  }

  observe(dir: Direction, msg: WireMessage): void {
    if (dir !== 'out' || msg.method !== 'notifications/cancelled') return;
    const id = (msg.params as { requestId?: unknown } | undefined)?.requestId;
    if (typeof id === 'string' || typeof id === 'number') this.ids.add(String(id));
  }

  /** True for the SDK's report of progress on a request mcpscope cancelled (its token is the request's id). */
  explains(errorMessage: string): boolean {
    if (!errorMessage.startsWith(UNKNOWN_TOKEN)) return false;
    try {
      const notification = JSON.parse(errorMessage.slice(UNKNOWN_TOKEN.length)) as { params?: { progressToken?: unknown } };
      const token = notification.params?.progressToken;
      return (typeof token === 'string' || typeof token === 'number') && this.ids.has(String(token));
    } catch {
      return false;
    }
  }
}
