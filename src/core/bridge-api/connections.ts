/**
 * Connections: what to connect to, what mcpscope declares, and the summary the SPA shows.
 *
 *   GET    /api/connections                      -> ConnectionSummary[]
 *   POST   /api/connections          ConnectRequest -> ConnectionSummary   (connects in background)
 *   GET    /api/connections/:id                  -> ConnectionSummary
 *   POST   /api/connections/:id/reconnect        -> ConnectionSummary
 *   POST   /api/connections/:id/disconnect       -> ConnectionSummary
 *   DELETE /api/connections/:id                  -> { ok: true }
 */
import type { AuthSettings } from '../auth/types';
import type { ChangeDelivery } from '../change-delivery';
import type { EraDecision } from '../protocol-era';
import type { ConnectionId, LifecycleState, ProcessExit } from '../wire';
import type { BridgeErrorValue } from './errors';
import type { ConnectionSettings } from './settings';

export interface StdioTarget {
  transport: 'stdio';
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}

export interface HttpTarget {
  /** `http` is Streamable HTTP; `sse` is the legacy HTTP+SSE transport (spec 2024-11-05). */
  transport: 'http' | 'sse';
  url: string;
  headers?: Record<string, string>;
  /** OAuth settings (issue 7). A user-supplied Authorization header wins: no flow runs over it. */
  auth?: AuthSettings;
}

export type ConnectionTarget = StdioTarget | HttpTarget;

export interface ConnectRequest {
  target: ConnectionTarget;
  /** Display name; defaults to the command or host. */
  name?: string;
  /** What mcpscope declares in initialize; defaults to everything (DEFAULT_CLIENT_FEATURES). */
  clientFeatures?: ClientFeatures;
  /** Timeouts and auto-reply rules; defaults to DEFAULT_CONNECTION_SETTINGS. */
  settings?: Partial<ConnectionSettings>;
  /** Who mcpscope says it is in initialize (src/core/client-info.ts); defaults to mcpscope itself. */
  clientInfo?: ClientInfo;
}

/**
 * The clientInfo a connection claims in initialize instead of mcpscope's own. A server may list
 * different tools to different clients (issue 4, "Drift"); claiming another name shows it.
 */
export interface ClientInfo {
  name: string;
  /** Absent: mcpscope's version is sent (the spec requires one). */
  version?: string;
}

/**
 * The client capabilities mcpscope declares (spec: lifecycle, capability negotiation). A developer
 * turns one off to see how their server behaves with a host that lacks it.
 */
export interface ClientFeatures {
  sampling: boolean;
  /** Form mode (spec 2025-06-18) and URL mode (spec 2025-11-25) are declared separately. */
  elicitationForm: boolean;
  elicitationUrl: boolean;
  roots: boolean;
  /** Task-augmented sampling and elicitation requests from the server (spec 2025-11-25, tasks). */
  tasks: boolean;
}

export const DEFAULT_CLIENT_FEATURES: ClientFeatures = {
  sampling: true,
  elicitationForm: true,
  elicitationUrl: true,
  roots: true,
  tasks: true,
};

export interface Implementation {
  name: string;
  version: string;
  title?: string;
}

export interface LifecycleTimings {
  connectStartedAt: number;
  transportStartedAt?: number;
  /** The era probe on this session's wire (HTTP, or a stdio process that went on as the session's): its server/discover, and the answer. */
  discoverSentAt?: number;
  discoverAnsweredAt?: number;
  initializeSentAt?: number;
  initializeAnsweredAt?: number;
  initializedSentAt?: number;
  endedAt?: number;
}

export interface LifecycleInfo {
  state: LifecycleState;
  requestedProtocolVersion: string;
  negotiatedProtocolVersion?: string;
  clientInfo: Implementation;
  clientCapabilities: Record<string, unknown>;
  serverInfo?: Implementation;
  serverCapabilities?: Record<string, unknown>;
  instructions?: string;
  /** seq numbers of the handshake messages in the wire log, so the UI can show them verbatim. */
  initializeRequestSeq?: number;
  initializeResponseSeq?: number;
  initializedNotificationSeq?: number;
  timings: LifecycleTimings;
  /** The protocol era of the session and why (issue 18, src/core/protocol-era.ts); absent until decided. */
  era?: EraDecision;
}

export interface ConnectionSummary {
  id: ConnectionId;
  name: string;
  /** The target with env and header values masked. */
  target: ConnectionTarget;
  state: LifecycleState;
  lifecycle: LifecycleInfo;
  /** The last stderr lines (stdio only), newest last. */
  stderrTail: string[];
  exit?: ProcessExit;
  error?: BridgeErrorValue;
  /** Path of this session's JSONL trace file on the bridge's disk. */
  tracePath?: string;
  clientFeatures: ClientFeatures;
  settings: ConnectionSettings;
  /** The clientInfo the connection claims when it is not mcpscope's (lifecycle.clientInfo: what was sent). */
  clientInfo?: ClientInfo;
  /** stdio: non-JSON-RPC lines the server wrote on stdout this session (issue 17, finding 9). */
  stdoutPollution?: StdoutPollution;
  /** How the server's change notifications reach us, and that stream's health (issue 18, item 4); once ready. */
  changeDelivery?: ChangeDelivery;
  /** Rebuilt from a trace (src/core/trace-session): its listings are what was recorded, whatever its state, and nothing can be sent. */
  recorded?: true;
  /** Rebuilt from an import that does not say how the client reached the server (issue 20, item 4): `target` is a stand-in. */
  transportUnknown?: true;
  /**
   * Rises with every summary made of this connection: of two, the higher is the newer. A route's
   * answer (the connect POST's 'connecting') can reach the page after the events that followed it.
   */
  revision: number;
}

/** The first lines (clipped) a stdio server wrote on stdout that are not JSON-RPC, and how many there were. */
export interface StdoutPollution {
  lines: string[];
  count: number;
}

/** Whether `candidate` may replace `held` in the page's cache: not when it was made before it. */
export function isNewerSummary(candidate: Pick<ConnectionSummary, 'revision'>, held: Pick<ConnectionSummary, 'revision'> | undefined): boolean {
  return held === undefined || candidate.revision >= held.revision;
}

/** Whether the connection's listings can be read: a live session once it is ready, a recorded one always. */
export function listingsAvailable(connection: Pick<ConnectionSummary, 'state' | 'recorded'>): boolean {
  return connection.state === 'ready' || connection.recorded === true;
}
