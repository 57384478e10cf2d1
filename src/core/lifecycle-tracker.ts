/**
 * Follows the initialize handshake (MCP lifecycle, "Initialization") on the wire and keeps what
 * the Lifecycle view shows: what we asked for, what the server answered, the seq of each
 * handshake message and when each step happened. It reads the wire, not the SDK, so a server
 * whose answer the SDK rejects (an unsupported protocolVersion) is still shown in full.
 */
import type { Implementation, LifecycleInfo } from './bridge-api/connections';
import { classifyMessage, pairKey } from './jsonrpc';
import type { LifecycleState, MessageRecord } from './wire';
import { isObject } from './is-object';

export interface HandshakeRequest {
  requestedProtocolVersion: string;
  clientInfo: Implementation;
  clientCapabilities: Record<string, unknown>;
}

export class LifecycleTracker {
  private readonly info: LifecycleInfo;
  private initializeKey: string | undefined;

  constructor(request: HandshakeRequest, connectStartedAt: number) {
    this.info = { ...request, state: 'connecting', timings: { connectStartedAt } };
  }

  snapshot(): LifecycleInfo {
    return structuredClone(this.info);
  }

  get state(): LifecycleState {
    return this.info.state;
  }

  setState(state: LifecycleState, at: number): void {
    this.info.state = state;
    if (state === 'closed' || state === 'failed') this.info.timings.endedAt ??= at;
  }

  transportStarted(at: number): void {
    this.info.timings.transportStartedAt = at;
  }

  /** Feeds one wire message; only the three handshake messages change anything. */
  observe(record: MessageRecord): void {
    if (!record.msg) return;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out' && shape.type === 'request' && shape.method === 'initialize' && !this.initializeKey) {
      this.initializeKey = pairKey(shape.id);
      this.info.initializeRequestSeq = record.seq;
      this.info.timings.initializeSentAt = record.t;
      this.readInitializeRequest(shape.params);
    } else if (record.dir === 'in' && (shape.type === 'result' || shape.type === 'error') && shape.id !== null && pairKey(shape.id) === this.initializeKey) {
      this.info.initializeResponseSeq ??= record.seq;
      this.info.timings.initializeAnsweredAt ??= record.t;
      if (shape.type === 'result') this.readInitializeResult(shape.result);
    } else if (record.dir === 'out' && shape.type === 'notification' && shape.method === 'notifications/initialized') {
      this.info.initializedNotificationSeq = record.seq;
      this.info.timings.initializedSentAt = record.t;
    }
  }

  /** What was actually sent wins over what we meant to send: a trace has only the wire. */
  private readInitializeRequest(params: unknown): void {
    if (!isObject(params)) return;
    if (typeof params.protocolVersion === 'string') this.info.requestedProtocolVersion = params.protocolVersion;
    if (isObject(params.clientInfo) && typeof params.clientInfo.name === 'string') this.info.clientInfo = params.clientInfo as unknown as Implementation;
    if (isObject(params.capabilities)) this.info.clientCapabilities = params.capabilities;
  }

  private readInitializeResult(result: unknown): void {
    if (typeof result !== 'object' || result === null) return;
    const r = result as Record<string, unknown>;
    if (typeof r.protocolVersion === 'string') this.info.negotiatedProtocolVersion = r.protocolVersion;
    if (isObject(r.serverInfo)) this.info.serverInfo = r.serverInfo as unknown as Implementation;
    if (isObject(r.capabilities)) this.info.serverCapabilities = r.capabilities;
    if (typeof r.instructions === 'string') this.info.instructions = r.instructions;
  }
}
