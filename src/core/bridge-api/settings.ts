/**
 * Per-connection settings (timeouts, sampling auto-replies, liveness pings).
 *
 *   PUT    /api/connections/:id/settings ConnectionSettings -> ConnectionSummary
 */
import type { ProtocolSetting } from '../protocol-era';
import { DEFAULT_CALL_OPTIONS, type CallOptions } from './calls';

/** Per-connection settings; they survive reconnects (a saved connection keeps only name and target: it is a plain mcp.json). */
export interface ConnectionSettings {
  /** Defaults for every request mcpscope sends on this connection; a call may override them. */
  timeouts: CallOptions;
  /** Sampling requests a rule matches are answered without a person (for demos). First enabled match wins. */
  samplingAutoReply: SamplingAutoReplyRule[];
  /**
   * HTTP transports: after this long without a word from the server, mcpscope sends it MCP ping
   * (spec 2025-06-18, basic/utilities/ping) to learn that it is gone; 0: never (issue 17, finding 8).
   */
  livenessPingMs: number;
  /** Which protocol era the connection may speak (issue 18); absent: auto. */
  protocol?: ProtocolSetting;
  /**
   * Put W3C trace context (`traceparent`) into each request's `params._meta`, so an OpenTelemetry
   * instrumented server's spans join mcpscope's trace (issue 23, docs/otel.md); absent: off.
   */
  traceContext?: boolean;
}

export interface SamplingAutoReplyRule {
  id: string;
  enabled: boolean;
  /** Case-insensitive substring of the request's message texts and systemPrompt; empty matches every request. */
  match: string;
  reply: { text: string; model: string; stopReason: string };
}

export const DEFAULT_CONNECTION_SETTINGS: ConnectionSettings = {
  timeouts: DEFAULT_CALL_OPTIONS,
  samplingAutoReply: [],
  livenessPingMs: 15_000,
};
