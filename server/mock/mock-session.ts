/**
 * One client's session with the mock server, over any SDK server `Transport` (stdio, or one
 * Streamable HTTP session). It sits on the transport directly rather than on the SDK's `Server`:
 * `Server` answers initialize from its own options and refuses to send notifications its declared
 * capabilities do not cover, while the mock must send the recorded InitializeResult and whatever
 * the recorded server sent, its mistakes included.
 *
 * Timing (issue 5, item 6): each recorded message is sent at its recorded delay after the request
 * that caused it; unprompted ones at theirs after `notifications/initialized`. A recorded answer
 * that followed a server-to-client request (sampling, elicitation) also waits for the client to
 * answer the re-sent one, since a human may take longer than the recording did.
 */
import type { Transport, JSONRPCMessage } from '@modelcontextprotocol/server';
import { classifyMessage, pairKey, type RequestId } from '../../src/core/jsonrpc';
import type { FollowUp, MockResponder, RecordedResponse } from '../../src/core/mock';
import type { WireMessage } from '../../src/core/wire';

interface InFlight {
  id: RequestId;
  timers: NodeJS.Timeout[];
  /** Server-to-client requests re-sent for it that the client has not answered yet. */
  awaiting: Set<string>;
  /** The recorded answer, when it is due but still waits for those. */
  due?: () => void;
  answered: boolean;
}

export interface MockSessionOptions {
  transport: Transport;
  responder: MockResponder;
  log: (line: string) => void;
  onClose?: () => void;
  /**
   * Settles when the transport can carry messages that belong to no request. Over Streamable HTTP
   * that is the client's GET stream, which it opens only after initialize; the SDK drops such a
   * message while there is none (spec, basic/transports "Listening for Messages from the Server").
   */
  sessionStreamOpen?: () => Promise<void>;
}

export class MockSession {
  private readonly inFlight = new Map<string, InFlight>();
  /** Our id of each re-sent server-to-client request -> the client request it belongs to (null: unprompted). */
  private readonly serverRequests = new Map<string, InFlight | null>();
  private readonly unpromptedTimers: NodeJS.Timeout[] = [];
  private nextServerRequestId = 1;
  private initialized = false;
  private closed = false;

  constructor(private readonly options: MockSessionOptions) {}

  async start(): Promise<void> {
    const { transport, log } = this.options;
    transport.onmessage = (message) => this.receive(message);
    transport.onerror = (error) => log(`transport error: ${error.message}`);
    transport.onclose = () => this.stop();
    await transport.start();
  }

  private receive(message: WireMessage): void {
    const shape = classifyMessage(message);
    if (shape.type === 'request') this.answer(shape.id, shape.method, shape.params);
    else if (shape.type === 'notification' && shape.method === 'notifications/initialized') this.startUnprompted();
    else if (shape.type === 'notification' && shape.method === 'notifications/cancelled') this.cancel((shape.params as { requestId?: unknown } | undefined)?.requestId);
    else if (shape.type === 'result' || shape.type === 'error') this.serverRequestAnswered(shape.id);
    else if (shape.type === 'invalid') this.options.log(`ignored an invalid message (${shape.reason})`);
  }

  private answer(id: RequestId, method: string, params: unknown): void {
    const planned = this.options.responder.respond(method, params, id);
    if (!planned.ok) {
      // The message already says it comes from the mock (the client shows it); stderr gets the same text once.
      this.options.log(planned.error.message.replace(/^mcpscope mock: /, ''));
      this.send({ jsonrpc: '2.0', id, error: planned.error });
      return;
    }
    const { followUps, response, notice, recordedSeq } = planned.value;
    if (notice) this.options.log(`${method}: ${notice}`);
    const flight: InFlight = { id, timers: [], awaiting: new Set(), answered: false };
    this.inFlight.set(pairKey(id), flight);
    for (const followUp of followUps) flight.timers.push(setTimeout(() => this.sendFollowUp(followUp, flight), followUp.delayMs));
    if (response) flight.timers.push(setTimeout(() => this.respondWhenAnswered(flight, response), response.delayMs));
    // A subscription is answered only when the server ends it (spec 2026-07-28, subscriptions): an open one is the normal case.
    else if (method === 'subscriptions/listen') this.options.log(`${method}: the subscription stays open, as trace message #${recordedSeq}'s did, with its ${followUps.length} recorded messages`);
    else this.options.log(`${method}: the recorded server never answered trace message #${recordedSeq}, so the mock does not either`);
  }

  private sendFollowUp(followUp: FollowUp, flight: InFlight | null): void {
    const message = followUp.kind === 'request' ? { ...followUp.message, id: this.newServerRequest(flight) } : followUp.message;
    // Once the answer is out, the request's HTTP response stream is closed: later messages go on the session's own stream.
    this.send(message, flight && !flight.answered ? flight.id : undefined);
  }

  private newServerRequest(flight: InFlight | null): string {
    // A prefix no client uses for its own ids, so answers to these are recognised.
    const id = `mcpscope-mock-${this.nextServerRequestId++}`;
    this.serverRequests.set(pairKey(id), flight);
    flight?.awaiting.add(pairKey(id));
    return id;
  }

  private respondWhenAnswered(flight: InFlight, response: RecordedResponse): void {
    const respond = () => {
      flight.answered = true;
      this.inFlight.delete(pairKey(flight.id));
      this.send({ jsonrpc: '2.0', id: flight.id, ...response.outcome });
    };
    if (flight.awaiting.size === 0) respond();
    // The client is slower than the recording: answer as long after its answer as the server did.
    else {
      flight.due = () => {
        flight.timers.push(setTimeout(respond, response.afterAnswersMs ?? 0));
      };
    }
  }

  private serverRequestAnswered(id: RequestId | null): void {
    if (id === null) return;
    const flight = this.serverRequests.get(pairKey(id));
    this.serverRequests.delete(pairKey(id));
    if (!flight) return;
    flight.awaiting.delete(pairKey(id));
    if (flight.awaiting.size === 0) flight.due?.();
  }

  private startUnprompted(): void {
    if (this.initialized) return;
    this.initialized = true;
    for (const followUp of this.options.responder.unprompted) this.unpromptedTimers.push(setTimeout(() => this.sendFollowUp(followUp, null), followUp.delayMs));
  }

  /** The client gave up on a request (MCP spec, basic/utilities/cancellation): nothing more is sent for it. */
  private cancel(requestId: unknown): void {
    if (typeof requestId !== 'string' && typeof requestId !== 'number') return;
    const flight = this.inFlight.get(pairKey(requestId));
    if (!flight) return;
    for (const timer of flight.timers) clearTimeout(timer);
    this.inFlight.delete(pairKey(requestId));
  }

  private send(message: WireMessage, relatedRequestId?: RequestId): void {
    const { sessionStreamOpen } = this.options;
    // Answers find their way by id; only requests and notifications go to the session's own stream.
    if (relatedRequestId === undefined && typeof message.method === 'string' && sessionStreamOpen) void sessionStreamOpen().then(() => this.sendNow(message));
    else this.sendNow(message, relatedRequestId);
  }

  private sendNow(message: WireMessage, relatedRequestId?: RequestId): void {
    if (this.closed) return;
    this.options.transport
      .send(message as JSONRPCMessage, relatedRequestId === undefined ? undefined : { relatedRequestId })
      .catch((error: unknown) => this.options.log(`could not send ${describe(message)}: ${error instanceof Error ? error.message : String(error)}`));
  }

  private stop(): void {
    if (this.closed) return;
    this.closed = true;
    for (const flight of this.inFlight.values()) for (const timer of flight.timers) clearTimeout(timer);
    for (const timer of this.unpromptedTimers) clearTimeout(timer);
    this.inFlight.clear();
    this.options.onClose?.();
  }
}

function describe(message: WireMessage): string {
  return typeof message.method === 'string' ? message.method : `the answer to ${JSON.stringify(message.id)}`;
}
