/**
 * Turns what http-observer.ts saw into `http` wire records (src/core/wire-http.ts), linked to the
 * `out` message records their POST bodies carried. The wire tap records a message before the
 * transport sends it, and the SDK's HTTP transports send `JSON.stringify(message)`, so a body is
 * matched to those records by its text: the oldest unmatched one first, so two identical
 * notifications sent back to back go one to each POST.
 */
import type { ConnectionId, MessageRecord, UnsequencedRecord, WireMessage } from '../../src/core/wire';
import type { ObservedExchange } from './http-observer';

/**
 * Messages waiting for their POST. A message whose POST never came (the session closed first)
 * must not be kept for the session's life; the SDK sends each one at once, so a few suffice.
 */
const MAX_WAITING = 64;

interface Waiting {
  seq: number;
  msg: WireMessage;
  /** Serialised when first compared, once. */
  text?: string;
}

export class HttpExchanges {
  private waiting: Waiting[] = [];

  constructor(private readonly conn: ConnectionId) {}

  /** An `out` message record of this session: its POST will follow. */
  sent(record: MessageRecord): void {
    if (record.dir !== 'out' || !record.msg) return;
    this.waiting.push({ seq: record.seq, msg: record.msg });
    if (this.waiting.length > MAX_WAITING) this.waiting.shift();
  }

  /** The record for one exchange, its body's messages taken off the waiting list. */
  record(exchange: ObservedExchange, t: number): UnsequencedRecord {
    const { body, ...facts } = exchange;
    const about = body === undefined ? [] : this.take(body);
    return { kind: 'http', t, conn: this.conn, ...facts, ...(about.length > 0 ? { about } : {}) };
  }

  private take(body: string): number[] {
    // The SDK posts one message per request: compare the body as it is before parsing anything.
    const whole = this.takeText(body);
    if (whole !== undefined) return [whole];
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [];
    }
    // A batch (2025-03-26 allowed them): each member is one of the messages.
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((member) => {
      const seq = this.takeText(JSON.stringify(member));
      return seq === undefined ? [] : [seq];
    });
  }

  private takeText(text: string): number | undefined {
    const index = this.waiting.findIndex((waiting) => (waiting.text ??= JSON.stringify(waiting.msg)) === text);
    if (index < 0) return undefined;
    const [taken] = this.waiting.splice(index, 1);
    return taken?.seq;
  }
}
