/**
 * The two eras of MCP (issue 18, item 2; SDK docs/protocol-versions.md): every revision from
 * 2024-10-07 to 2025-11-25 opens with `initialize` ("legacy"); 2026-07-28 has no handshake, a
 * `server/discover` advertisement and a `_meta` envelope on every request ("modern"). A
 * connection's setting says which it may speak; the bridge decides the era once per session and
 * says why, so the lifecycle view, the trace header and the buttons can follow it.
 */
/** The person's choice per connection: auto (probe, then either), legacy only, modern only. */
export const PROTOCOL_SETTINGS = ['auto', 'legacy', 'modern'] as const;

export type ProtocolSetting = (typeof PROTOCOL_SETTINGS)[number];

export type ProtocolEra = 'legacy' | 'modern';

export const MODERN_PROTOCOL_VERSION = '2026-07-28';

export const PROTOCOL_SETTING_LABELS: Record<ProtocolSetting, string> = {
  auto: 'Auto (probe with server/discover)',
  legacy: '2025-11-25 and older',
  modern: `${MODERN_PROTOCOL_VERSION} only`,
};

export function isProtocolSetting(value: unknown): value is ProtocolSetting {
  return typeof value === 'string' && (PROTOCOL_SETTINGS as readonly string[]).includes(value);
}

/** A JSON-RPC error object as the server sent it (kept here so the wire types can name this file). */
export interface ProbeRpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** How a `server/discover` probe ended, when it did not return a DiscoverResult. */
export type ProbeFailure =
  /** A JSON-RPC error: -32601 (an older server), -32022 with the versions it supports, or another. */
  | { how: 'rpc-error'; error: ProbeRpcError; supportedVersions?: string[] }
  /** stdio: the server exited instead of answering (rmcp-style servers exit on a non-initialize first request). */
  | { how: 'exited'; code: number | null; signal: string | null }
  /** No answer within the probe's time. */
  | { how: 'silent'; timeoutMs: number }
  /**
   * Streamable HTTP: the probe's POST was answered with this status and no JSON-RPC answer the
   * client could pair (a 2025 server often answers 400 or 404); the log's http record has it too.
   */
  | { how: 'http-status'; status: number; statusText?: string }
  /** An answer that is not a DiscoverResult, or none that says more (HTTP+SSE has no probe at all). */
  | { how: 'unreadable'; detail: string };

/** What a probe on the session's own wire (Streamable HTTP) left: its JSON-RPC answer, and its POST's HTTP status. */
export interface ProbeEvidence {
  answer?: { result: unknown } | { error: ProbeRpcError };
  http?: { status: number; statusText?: string };
}

/** Why the session speaks the era it speaks. */
export type EraReason =
  | { kind: 'probe-answered' }
  | { kind: 'probe-failed'; failure: ProbeFailure }
  | { kind: 'pinned' }
  /** The setting asked for 2026-07-28 and the server does not speak it: the session fails. */
  | { kind: 'pin-refused'; failure: ProbeFailure }
  /** HTTP+SSE is a 2024-11-05 transport: 2026-07-28 has no binding for it. */
  | { kind: 'sse-transport' }
  /** initialize was refused with -32022: the server speaks only newer versions (listed in the failure). */
  | { kind: 'initialize-refused'; failure: ProbeFailure }
  /** A trace that records no decision (a HAR, an Inspector export, a host log): its messages show the era. */
  | { kind: 'read-from-messages'; evidence: string };

/** What the lifecycle view and the trace header show about the era of one session. */
export interface EraDecision {
  setting: ProtocolSetting;
  /** Absent while undecided, and when a pin was refused. */
  era?: ProtocolEra;
  reason: EraReason;
  /** modern: the server/discover result the session started from. */
  discover?: Record<string, unknown>;
  /**
   * A stdio probe ran before the session: what the probed process printed on stderr and how long
   * it took. `handedOver`: it answered and went on as the session's process (issue 24), so the
   * probe's request and answer are the session's first messages; otherwise it was shut down and
   * the session started the server again.
   */
  probe?: { stderr: string[]; durationMs: number; handedOver?: true };
  /** A probe on the session's own wire (HTTP): the seq of its request and answer in the log. */
  probeSeqs?: { request?: number; response?: number };
}

/** The versions a -32022 error lists in `data.supported` (spec 2026-07-28, version negotiation). */
export function supportedVersionsOf(error: ProbeRpcError): string[] | undefined {
  const data = error.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const supported = (data as { supported?: unknown }).supported;
  return Array.isArray(supported) && supported.every((v) => typeof v === 'string') ? supported : undefined;
}

/** Spec 2026-07-28 removed these; a 2025-era server has no server/discover or subscriptions/listen. */
const NOT_IN_ERA: Record<ProtocolEra, readonly string[]> = {
  legacy: ['server/discover', 'subscriptions/listen'],
  modern: ['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe'],
};

/** False for a method the era does not have: offered as such, not as a button that fails. */
export function methodInEra(method: string, era: ProtocolEra | undefined): boolean {
  return era === undefined || !NOT_IN_ERA[era].includes(method);
}

/** Why `method` cannot be sent on a session of `era`, for a control shown in its place; undefined when it can. */
export function missingInEra(method: string, era: ProtocolEra | undefined): string | undefined {
  if (methodInEra(method, era)) return undefined;
  return era === 'modern' ? `${MODERN_PROTOCOL_VERSION} has no ${method}` : `a 2025-era server has no ${method}`;
}

/** One line for the lifecycle view and the CLI: why this era. */
export function describeEraReason(reason: EraReason): string {
  switch (reason.kind) {
    case 'probe-answered':
      return 'the server answered server/discover';
    case 'pinned':
      return 'the connection is set to this era';
    case 'sse-transport':
      return `HTTP+SSE is a 2024-11-05 transport; ${MODERN_PROTOCOL_VERSION} has no binding for it`;
    case 'probe-failed':
      return `server/discover failed: ${describeProbeFailure(reason.failure)}`;
    case 'pin-refused':
      return `the connection is set to ${MODERN_PROTOCOL_VERSION} only, and the server does not speak it: ${describeProbeFailure(reason.failure)}`;
    case 'initialize-refused':
      return `the server does not speak 2025-11-25 or older: initialize got ${describeProbeFailure(reason.failure)}`;
    case 'read-from-messages':
      return `read from the recorded messages: ${reason.evidence}`;
  }
}

export function describeProbeFailure(failure: ProbeFailure): string {
  switch (failure.how) {
    case 'rpc-error':
      return `error ${failure.error.code} (${failure.error.message})`;
    case 'exited':
      return failure.signal ? `the server was killed by ${failure.signal}` : `the server exited with code ${String(failure.code)}`;
    case 'silent':
      return `no answer within ${failure.timeoutMs / 1000} s`;
    case 'http-status':
      return `HTTP ${failure.status}${failure.statusText ? ` ${failure.statusText}` : ''} to server/discover, with no JSON-RPC answer`;
    case 'unreadable':
      return failure.detail;
  }
}

/**
 * The decision as the page may see it: a probe's stderr and a failure's text can quote what the
 * server printed or the URL it was given, so they go through `mask` like the summary's stderr tail
 * (issue 17, finding 2); the trace keeps them whole.
 */
export function maskEraDecision(decision: EraDecision, mask: (text: string) => string): EraDecision {
  const maskFailure = (failure: ProbeFailure): ProbeFailure => {
    if (failure.how === 'unreadable') return { ...failure, detail: mask(failure.detail) };
    if (failure.how === 'rpc-error') return { ...failure, error: { ...failure.error, message: mask(failure.error.message) } };
    return failure;
  };
  const { reason } = decision;
  const maskedReason = reason.kind === 'probe-failed' || reason.kind === 'pin-refused' || reason.kind === 'initialize-refused' ? { ...reason, failure: maskFailure(reason.failure) } : reason;
  return {
    ...decision,
    reason: maskedReason,
    ...(decision.probe ? { probe: { ...decision.probe, stderr: decision.probe.stderr.map(mask) } } : {}),
  };
}
