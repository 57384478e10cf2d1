/**
 * The requests in flight on one session, read from the wire tap (issue 3, point 10: "On a
 * timeout, say what was outstanding"): requests we sent until the server answers (or we cancel
 * them), and requests the server sent us until we answer (or it cancels them). Server requests
 * that wait for a person carry their ClientRequestRecord id.
 */
import type { ClientRequestRecord, OutstandingRequest } from '../../src/core/bridge-api';
import { classifyMessage, pairKey } from '../../src/core/jsonrpc';
import type { MessageRecord } from '../../src/core/wire';

export class OutstandingTracker {
  private out = new Map<string, OutstandingRequest>();
  private in = new Map<string, OutstandingRequest>();

  /** JSON-RPC ids restart with every SDK Client, and nothing survives a closed transport. */
  newSession(): void {
    this.out = new Map();
    this.in = new Map();
  }

  observe(record: MessageRecord): void {
    if (!record.msg) return;
    const shape = classifyMessage(record.msg);
    // Requests go into the sender's map; answers and cancellations come from the other side.
    const [sent, answered] = record.dir === 'out' ? [this.out, this.in] : [this.in, this.out];
    if (shape.type === 'request') {
      sent.set(pairKey(shape.id), { dir: record.dir, id: shape.id, method: shape.method, since: record.t });
    } else if ((shape.type === 'result' || shape.type === 'error') && shape.id !== null) {
      answered.delete(pairKey(shape.id));
    } else if (shape.type === 'notification' && shape.method === 'notifications/cancelled') {
      // A cancel names a request its *sender* made (spec: Cancellation).
      const requestId = (shape.params as { requestId?: unknown } | undefined)?.requestId;
      if (typeof requestId === 'string' || typeof requestId === 'number') sent.delete(pairKey(requestId));
    }
  }

  /** Requests of `method` we sent that are over without an answer the wire could pair (the era probe). */
  settled(method: string): void {
    for (const [key, entry] of this.out) if (entry.method === method) this.out.delete(key);
  }

  /** A server request became a record waiting for a person: name it by that record's id. */
  noteClientRequest(request: ClientRequestRecord): void {
    const entry = this.in.get(pairKey(request.requestId));
    if (entry) entry.clientRequestId = request.id;
  }

  /** Every request still unanswered, oldest first. */
  list(): OutstandingRequest[] {
    return [...this.out.values(), ...this.in.values()].sort((a, b) => a.since - b.since).map((entry) => ({ ...entry }));
  }
}
