/**
 * Follows the initialize handshake (MCP lifecycle, "Initialization") on the wire and keeps what
 * the Lifecycle view shows: what we asked for, what the server answered, the seq of each
 * handshake message and when each step happened. It reads the wire, not the SDK, so a server
 * whose answer the SDK rejects (an unsupported protocolVersion) is still shown in full.
 *
 * A 2026-07-28 session has no handshake: its server/discover result says who the server is and
 * what it offers (issue 18). The probe is on the session's wire over HTTP, and over stdio when the
 * probed process went on as the session's (issue 24); then a 2025 session opens with a refused
 * server/discover before its initialize, which the tracker reads as the probe, not as a failure.
 */
import type { Implementation, LifecycleInfo } from './bridge-api/connections';
import { classifyMessage, pairKey } from './jsonrpc';
import type { HttpRecord, LifecycleState, MessageRecord } from './wire';
import { isObject } from './is-object';
import { MODERN_PROTOCOL_VERSION, type EraDecision, type ProbeEvidence } from './protocol-era';
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY } from './request-meta';

/** Spec 2026-07-28: the server's identity rides in the discover result's `_meta`. */
const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';

export interface HandshakeRequest {
  requestedProtocolVersion: string;
  clientInfo: Implementation;
  clientCapabilities: Record<string, unknown>;
}

export class LifecycleTracker {
  private readonly info: LifecycleInfo;
  private initializeKey: string | undefined;
  private discoverKey: string | undefined;
  /** The answer to a server/discover probe sent on this session's wire (HTTP), and its POST's status. */
  private readonly discoverEvidence: ProbeEvidence = {};
  private discoverSeqs: NonNullable<EraDecision['probeSeqs']> = {};
  /** A 2026-07-28 request's `_meta` envelope was read: the first one says who the client said it was. */
  private readEnvelope = false;

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

  /** The era of the session and why; a modern one adopts its server/discover result. */
  setEra(decision: EraDecision): void {
    const seqs = this.discoverSeqs.request === undefined ? {} : { probeSeqs: { ...this.discoverSeqs } };
    this.info.era = { ...structuredClone(decision), ...seqs };
    if (decision.discover) this.readDiscoverResult(decision.discover);
  }

  /** What the server answered to a server/discover sent on the wire: the JSON-RPC answer if any, the HTTP status if known. */
  probeEvidence(): ProbeEvidence {
    return { ...this.discoverEvidence };
  }

  /** The HTTP exchange that carried the probe: a 2025 server may answer it 400 with nothing the client can pair. */
  observeHttp(record: HttpRecord): void {
    const probe = this.discoverSeqs.request;
    if (probe === undefined || !record.response || !record.about?.includes(probe)) return;
    const { status, statusText } = record.response;
    this.discoverEvidence.http ??= { status, ...(statusText ? { statusText } : {}) };
    // A 2025 server may answer the POST with a status and no JSON-RPC answer: the status is the probe's answer.
    this.info.timings.discoverAnsweredAt ??= record.t;
  }

  /** Feeds one wire message; only the handshake and probe messages change anything. */
  observe(record: MessageRecord): void {
    if (!record.msg) return;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out' && shape.type === 'request' && shape.method !== 'initialize') this.readRequestEnvelope(shape.params);
    if (record.dir === 'out' && shape.type === 'request' && shape.method === 'server/discover' && !this.discoverKey) {
      this.discoverKey = pairKey(shape.id);
      this.discoverSeqs.request = record.seq;
      this.info.timings.discoverSentAt = record.t;
    } else if (record.dir === 'in' && (shape.type === 'result' || shape.type === 'error') && shape.id !== null && pairKey(shape.id) === this.discoverKey) {
      this.discoverSeqs.response ??= record.seq;
      this.info.timings.discoverAnsweredAt ??= record.t;
      this.discoverEvidence.answer ??= shape.type === 'result' ? { result: shape.result } : { error: shape.error };
    } else if (record.dir === 'out' && shape.type === 'request' && shape.method === 'initialize' && !this.initializeKey) {
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

  /**
   * 2026-07-28 has no initialize: each request carries clientInfo and capabilities in its `_meta`
   * (src/core/request-meta.ts). The first envelope sent is what a trace of the session can show
   * for them; initialize, if one follows (a 2025-era session after the probe), still wins.
   */
  private readRequestEnvelope(params: unknown): void {
    if (this.readEnvelope || this.initializeKey || !isObject(params) || !isObject(params._meta)) return;
    const meta = params._meta;
    this.readEnvelope = true;
    const clientInfo = meta[CLIENT_INFO_META_KEY];
    if (isObject(clientInfo) && typeof clientInfo.name === 'string') this.info.clientInfo = clientInfo as unknown as Implementation;
    const capabilities = meta[CLIENT_CAPABILITIES_META_KEY];
    if (isObject(capabilities)) this.info.clientCapabilities = capabilities;
  }

  private readDiscoverResult(discover: Record<string, unknown>): void {
    this.info.requestedProtocolVersion = MODERN_PROTOCOL_VERSION;
    this.info.negotiatedProtocolVersion = MODERN_PROTOCOL_VERSION;
    const serverInfo = isObject(discover._meta) ? discover._meta[SERVER_INFO_META_KEY] : undefined;
    if (isObject(serverInfo)) this.info.serverInfo = serverInfo as unknown as Implementation;
    if (isObject(discover.capabilities)) this.info.serverCapabilities = discover.capabilities;
    if (typeof discover.instructions === 'string') this.info.instructions = discover.instructions;
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
