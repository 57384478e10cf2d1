/**
 * One connection's subscriptions/listen stream in the 2026-07-28 era (issue 18, item 4): opened
 * after connect with the filter the server's capabilities call for, kept open, and re-opened when
 * it drops without the server's response (the SDK never re-listens by itself, and the spec says
 * an unexpected disconnect MAY be a trigger to reconnect). Its requested and acknowledged filters
 * and its id are read off the wire, so they are what was sent and answered, not what the SDK
 * made of them.
 */
import { ProtocolError, type McpSubscription } from '@modelcontextprotocol/client';
import { subscriptionIdOf, type ListenFilter, type ListenSubscription, type StreamCloser, type StreamHealth } from '../../src/core/change-delivery';
import type { MessageRecord } from '../../src/core/wire';

/** After this many re-opens in a row fail or drop at once, the stream stays closed. */
export const MAX_RELISTEN_ATTEMPTS = 5;
const BACKOFF_MS = 500;

export interface ListenEnv {
  /** Client.listen on the session's client. */
  listen(filter: ListenFilter): Promise<McpSubscription>;
  /** Whether the connection is still ready: a stream that drops with its connection is not re-opened. */
  live(): boolean;
  /** The subscription's view changed. */
  changed(): void;
}

export class ListenStream {
  private readonly view: ListenSubscription;
  private handle: McpSubscription | undefined;
  /** The listen request not yet seen on the wire: its id becomes the subscription's. */
  private awaitingId = false;
  private attempt = 0;
  private ended = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly env: ListenEnv,
    requested: ListenFilter,
  ) {
    this.view = { requested, health: { state: 'opening', since: Date.now() }, delivered: 0 };
  }

  snapshot(): ListenSubscription {
    return structuredClone(this.view);
  }

  start(): void {
    void this.open();
  }

  /** Our listen request, its acknowledgement, and the notifications that carry its id. */
  observe(record: MessageRecord): void {
    const msg = record.msg;
    if (!msg) return;
    if (record.dir === 'out' && msg.method === 'subscriptions/listen' && this.awaitingId && (typeof msg.id === 'string' || typeof msg.id === 'number')) {
      this.awaitingId = false;
      this.view.id = String(msg.id);
      return this.env.changed();
    }
    if (record.dir !== 'in' || this.view.id === undefined || subscriptionIdOf(msg) !== this.view.id) return;
    if (msg.method === 'notifications/subscriptions/acknowledged') {
      this.view.acknowledged = ((msg.params as { notifications?: ListenFilter } | undefined)?.notifications ?? {});
      this.env.changed();
    } else if (typeof msg.method === 'string') {
      this.view.delivered += 1;
      this.env.changed();
    }
  }

  /** Ends the stream for good: `by` us (a disconnect) or the session that ended under it. */
  close(by: Extract<StreamCloser, 'us' | 'session'>, reason: string): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.retryTimer);
    this.setHealth({ state: 'closed', since: Date.now(), by, reason });
    void this.handle?.close().catch(() => undefined);
  }

  private async open(): Promise<void> {
    this.awaitingId = true;
    this.view.id = undefined;
    this.view.acknowledged = undefined;
    let handle: McpSubscription;
    try {
      handle = await this.env.listen(this.view.requested);
    } catch (error) {
      this.awaitingId = false;
      if (this.ended) return;
      // An error answer is the server refusing this filter; anything else is the transport.
      if (error instanceof ProtocolError) return this.end('refused', `The server answered subscriptions/listen with an error: ${error.message}`);
      return this.dropped(`subscriptions/listen failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (this.ended) return void handle.close().catch(() => undefined);
    this.handle = handle;
    this.attempt = 0;
    // The SDK resolves listen() on the acknowledgement, which observe() has read off the wire.
    this.view.acknowledged ??= handle.honoredFilter;
    this.setHealth({ state: 'open', since: Date.now() });
    const how = await handle.closed;
    if (this.ended || how === 'local') return;
    if (how === 'graceful') return this.end('server', 'The server ended the subscription (it answered subscriptions/listen).');
    this.dropped('The stream dropped without a response from the server.');
  }

  private dropped(reason: string): void {
    if (!this.env.live()) return this.end('session', 'The connection ended.');
    this.attempt += 1;
    if (this.attempt > MAX_RELISTEN_ATTEMPTS) return this.end('transport', `${reason} Gave up after ${MAX_RELISTEN_ATTEMPTS} attempts to open it again.`);
    this.setHealth({ state: 'reconnecting', since: Date.now(), attempt: this.attempt, reason });
    // A backoff, so a server that drops every stream at once is not asked in a tight loop.
    this.retryTimer = setTimeout(() => void this.open(), BACKOFF_MS * this.attempt);
  }

  private end(by: StreamCloser, reason: string): void {
    if (this.ended) return;
    this.ended = true;
    this.setHealth({ state: 'closed', since: Date.now(), by, reason });
  }

  private setHealth(health: StreamHealth): void {
    this.view.health = health;
    this.env.changed();
  }
}
