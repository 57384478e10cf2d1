/**
 * The requests in flight on one session, read from the wire tap (issue 3, point 10: "On a
 * timeout, say what was outstanding"): requests we sent until the server answers (or we cancel
 * them, or the HTTP POST that carried them failed), and requests the server sent us until we
 * answer (or it cancels them). Server requests that wait for a person carry their
 * ClientRequestRecord id.
 */
import type { ClientRequestRecord, OutstandingRequest } from '../../src/core/bridge-api';
import { classifyMessage, pairKey } from '../../src/core/jsonrpc';
import type { HttpRecord, MessageRecord, WireRecord } from '../../src/core/wire';

interface Entry {
  request: OutstandingRequest;
  /** The message record that sent it: an `http` record's `about` names it so. */
  seq: number;
}

export class OutstandingTracker {
  private out = new Map<string, Entry>();
  private in = new Map<string, Entry>();

  /** JSON-RPC ids restart with every SDK Client, and nothing survives a closed transport. */
  newSession(): void {
    this.out = new Map();
    this.in = new Map();
  }

  /** Every record of the session: its messages, and (HTTP) the exchanges that carried ours. */
  observe(record: WireRecord): void {
    if (record.kind === 'message') this.message(record);
    else if (record.kind === 'http') this.exchange(record);
  }

  private message(record: MessageRecord): void {
    if (!record.msg) return;
    const shape = classifyMessage(record.msg);
    // Requests go into the sender's map; answers and cancellations come from the other side.
    const [sent, answered] = record.dir === 'out' ? [this.out, this.in] : [this.in, this.out];
    if (shape.type === 'request') {
      sent.set(pairKey(shape.id), { request: { dir: record.dir, id: shape.id, method: shape.method, since: record.t }, seq: record.seq });
    } else if ((shape.type === 'result' || shape.type === 'error') && shape.id !== null) {
      answered.delete(pairKey(shape.id));
    } else if (shape.type === 'notification' && shape.method === 'notifications/cancelled') {
      // A cancel names a request its *sender* made (spec: Cancellation).
      const requestId = (shape.params as { requestId?: unknown } | undefined)?.requestId;
      if (typeof requestId === 'string' || typeof requestId === 'number') sent.delete(pairKey(requestId));
    }
  }

  /**
   * A POST that got no answer (a network error) or a 4xx/5xx one ends the requests it carried:
   * the SDK fails them at once, and what the server may have put in the body often has no id to
   * pair (a legacy server's 400 to server/discover, a gateway's 403). A 3xx is not over: the SDK
   * follows a same-origin redirect by posting the same body again.
   */
  private exchange(record: HttpRecord): void {
    if (record.request.method !== 'POST' || !record.about) return;
    const failed = record.error !== undefined || (record.response !== undefined && record.response.status >= 400);
    if (!failed) return;
    const carried = new Set(record.about);
    for (const [key, entry] of this.out) if (carried.has(entry.seq)) this.out.delete(key);
  }

  /** A server request became a record waiting for a person: name it by that record's id. */
  noteClientRequest(request: ClientRequestRecord): void {
    const entry = this.in.get(pairKey(request.requestId));
    if (entry) entry.request.clientRequestId = request.id;
  }

  /** Every request still unanswered, oldest first. */
  list(): OutstandingRequest[] {
    return [...this.out.values(), ...this.in.values()].map((entry) => ({ ...entry.request })).sort((a, b) => a.since - b.since);
  }
}
