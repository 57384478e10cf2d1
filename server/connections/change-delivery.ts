/**
 * How one session's change notifications reach us, and whether that path works (issue 18, item
 * 4; src/core/change-delivery.ts has the modes). The symptom it answers: "change notifications
 * never arrived over HTTP, and nothing said why". On a 2026-07-28 connection it opens the
 * subscriptions/listen stream; on a 2025 Streamable HTTP connection it watches the GET the SDK
 * sends for the standalone stream, through the session's fetch, and says so when the server
 * answers 405 (a stateless server: no stream, so no notification can ever arrive).
 */
import type { Client, FetchLike } from '@modelcontextprotocol/client';
import { isEmptyFilter, listenFilterFor, type ChangeDelivery, type StreamHealth } from '../../src/core/change-delivery';
import { err, ok, type Result } from '../../src/core/result';
import type { MessageRecord } from '../../src/core/wire';
import { ListenStream } from './listen-stream';

export interface DeliveryEnv {
  /** The view changed: the connection's summary is worth sending again. */
  changed(): void;
  /** Whether the connection is still ready. */
  live(): boolean;
}

const NO_GET_STREAM =
  'The server answered the GET for its standalone stream with 405 Method Not Allowed: a stateless 2025 server has no stream, so it cannot send list_changed or resources/updated. Re-list now compares the lists by hand; a 2026-07-28 connection would listen with subscriptions/listen.';

export class ChangeDeliveryWatch {
  private delivery: ChangeDelivery | undefined;
  private stream: ListenStream | undefined;
  /** A 2026-07-28 session's client, once ready: the stream is re-opened on it when the filter changes. */
  private modernClient: Client | undefined;
  /** Resources the person watches: resourceSubscriptions, what resources/subscribe was in 2025. */
  private resourceUris: string[] = [];
  /** 2025 Streamable HTTP: what the GETs for the standalone stream met, whatever the era turns out to be. */
  private getStream: { health: StreamHealth; sent: number; refused?: string } | undefined;

  constructor(
    private readonly transport: 'stdio' | 'http' | 'sse',
    private readonly env: DeliveryEnv,
  ) {}

  view(): ChangeDelivery | undefined {
    if (this.stream) return { mode: 'listen', subscription: this.stream.snapshot() };
    if (this.delivery?.mode !== 'get-stream') return this.delivery;
    if (this.getStream?.refused) return { mode: 'none', reason: this.getStream.refused };
    return { mode: 'get-stream', health: this.getStream?.health ?? { state: 'opening', since: Date.now() } };
  }

  /** The session is ready on `client`: open the listen stream (2026-07-28) or name the 2025 path. */
  ready(client: Client): void {
    if (client.getProtocolEra() === 'modern') {
      this.modernClient = client;
      this.listen();
    } else if (this.transport === 'stdio') this.delivery = { mode: 'unsolicited' };
    else if (this.transport === 'sse') this.delivery = { mode: 'sse-stream' };
    else this.delivery = { mode: 'get-stream', health: { state: 'opening', since: Date.now() } };
    this.env.changed();
  }

  /**
   * Watches these resources' updates: the stream is closed and opened again with the new filter
   * (a listen filter cannot be changed in place). 2026-07-28 only; in 2025 it is resources/subscribe.
   */
  watchResources(uris: readonly string[]): Result<void> {
    if (!this.modernClient) return err('bad_request', 'Resources are watched on the subscriptions/listen stream of a 2026-07-28 connection; in 2025 send resources/subscribe.');
    this.resourceUris = [...new Set(uris)];
    this.stream?.close('us', 'mcpscope opened it again with a new filter.');
    this.listen();
    this.env.changed();
    return ok(undefined);
  }

  private listen(): void {
    const client = this.modernClient!;
    // The capabilities of either handshake (initialize or server/discover), as the SDK read them.
    const filter = listenFilterFor(client.getServerCapabilities(), this.resourceUris);
    if (isEmptyFilter(filter)) {
      this.stream = undefined;
      this.delivery = { mode: 'none', reason: 'The server declares no listChanged capability and no resource is watched, so there is nothing to listen for: subscriptions/listen was not sent.' };
      return;
    }
    this.stream = new ListenStream({ listen: (f) => client.listen(f), live: () => this.env.live(), changed: () => this.env.changed() }, filter);
    this.stream.start();
  }

  observe(record: MessageRecord): void {
    this.stream?.observe(record);
  }

  /** The session ended: `by` us (a disconnect) or under us. */
  end(by: 'us' | 'session', reason: string): void {
    this.stream?.close(by, reason);
    if (this.getStream && this.getStream.health.state !== 'closed') this.getStream.health = { state: 'closed', since: Date.now(), by, reason };
  }

  /** `fetch` as the session's HTTP transport sends through it, telling us what its stream GETs meet. */
  watchFetch(fetch: FetchLike): FetchLike {
    return async (input, init) => {
      if ((init?.method ?? 'GET') !== 'GET') return fetch(input, init);
      const sent = (this.getStream?.sent ?? 0) + 1;
      const now = Date.now();
      // The SDK sends the GET again when the stream ends or fails: each one after the first is a reconnect.
      this.setGet(sent, sent === 1 ? { state: 'opening', since: now } : { state: 'reconnecting', since: now, attempt: sent - 1, reason: 'The GET stream ended; the SDK opens it again.' });
      let response: Response;
      try {
        response = await fetch(input, init);
      } catch (error) {
        this.setGet(sent, { state: 'closed', since: Date.now(), by: 'transport', reason: `The GET for the stream failed: ${String(error)}` });
        throw error;
      }
      if (response.status === 405) this.refuseGet(sent, NO_GET_STREAM);
      else if (!response.ok) this.setGet(sent, { state: 'closed', since: Date.now(), by: 'refused', reason: `The server answered the GET for its stream with HTTP ${response.status}.` });
      else if (response.body) return this.watchBody(response, sent);
      return response;
    };
  }

  /** An open stream: its end is news too (the SDK may open it again, or not). */
  private watchBody(response: Response, sent: number): Response {
    this.setGet(sent, { state: 'open', since: Date.now() });
    const ended = () => this.setGet(sent, { state: 'closed', since: Date.now(), by: 'transport', reason: 'The server ended the GET stream.' });
    const body = response.body!.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: ended }));
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  private refuseGet(sent: number, reason: string): void {
    this.getStream = { sent, health: { state: 'closed', since: Date.now(), by: 'refused', reason }, refused: reason };
    this.env.changed();
  }

  private setGet(sent: number, health: StreamHealth): void {
    // A later GET supersedes what an earlier one met; a stale answer does not overwrite it.
    if (this.getStream && this.getStream.sent > sent) return;
    if (this.getStream?.health.state === 'closed' && this.getStream.health.by === 'us') return;
    this.getStream = { sent, health };
    this.env.changed();
  }
}
