/**
 * Trace context propagation (issue 23, item 2; OpenTelemetry MCP semantic conventions, "Context
 * propagation"): with the connection's `traceContext` setting on, each request mcpscope sends
 * carries W3C `traceparent` in `params._meta`, so a server instrumented with OpenTelemetry makes
 * its spans children of mcpscope's span for that request. One trace id per session; a fresh span
 * id per request. The wire tap records the request after this, so the log shows it as sent.
 */
import { randomBytes } from 'node:crypto';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { ROOT_CONTEXT, TraceFlags, defaultTextMapSetter, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { isObject } from '../../src/core/is-object';

const propagator = new W3CTraceContextPropagator();

export class TraceContextStamper {
  /** The session's trace: the server's spans that carry it belong to this session. */
  readonly traceId = randomBytes(16).toString('hex');

  /** The request with trace context added to its `_meta`; anything else, or a request that already carries a traceparent, as it is. */
  stamp(message: JSONRPCMessage): JSONRPCMessage {
    if (!('method' in message) || !('id' in message)) return message;
    const params = isObject(message.params) ? message.params : {};
    const meta = isObject(params._meta) ? params._meta : {};
    // A traceparent the person typed into the request is theirs to send.
    if ('traceparent' in meta) return message;
    const carrier: Record<string, string> = {};
    const spanContext = { traceId: this.traceId, spanId: randomBytes(8).toString('hex'), traceFlags: TraceFlags.SAMPLED };
    propagator.inject(trace.setSpanContext(ROOT_CONTEXT, spanContext), carrier, defaultTextMapSetter);
    return { ...message, params: { ...params, _meta: { ...meta, ...carrier } } };
  }
}
