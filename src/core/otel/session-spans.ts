/**
 * A session as spans (issue 23), built record by record so the bridge can send each span live as
 * its request ends (--otlp-endpoint) and a recorded trace gives the same spans at once (export):
 * the session is the parent span; each request mcpscope sent is a CLIENT span from the request's
 * record to its answer's, each request the server sent (sampling, elicitation, roots) a SERVER
 * span; progress notifications are events on the span of the request whose progress token they
 * name, every other notification an event on the session span. Times are the records' own, so
 * a trace exported twice gives the same spans.
 */
import {
  ATTR_MCP_METHOD_NAME,
  ATTR_MCP_PROTOCOL_VERSION,
  ATTR_MCP_SESSION_ID,
  ATTR_NETWORK_TRANSPORT,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  NETWORK_TRANSPORT_VALUE_PIPE,
  NETWORK_TRANSPORT_VALUE_TCP,
} from '@opentelemetry/semantic-conventions/incubating';
import type { ConnectionTarget } from '../bridge-api/connections';
import { isObject } from '../is-object';
import { classifyMessage, pairKey } from '../jsonrpc';
import type { Trace } from '../traces/trace';
import type { HttpRecord, WireRecord } from '../wire';
import { outcomeOf, requestSpan, type RequestOutcome } from './mcp-attributes';
import { DerivedIds, propagatedContext } from './span-ids';
import type { SpanAttributes, SpanDraft, SpanEventDraft } from './span-draft';

/** The session span's name: one per connection session; not an MCP convention (it defines none). */
export const SESSION_SPAN_NAME = 'mcp.session';

interface OpenRequest {
  draft: SpanDraft;
  progressToken?: string | number;
}

function connectionAttributes(target: ConnectionTarget | undefined): SpanAttributes {
  if (!target) return {};
  if (target.transport === 'stdio') return { [ATTR_NETWORK_TRANSPORT]: NETWORK_TRANSPORT_VALUE_PIPE };
  const attributes: SpanAttributes = { [ATTR_NETWORK_TRANSPORT]: NETWORK_TRANSPORT_VALUE_TCP };
  try {
    const url = new URL(target.url);
    attributes[ATTR_SERVER_ADDRESS] = url.hostname;
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    attributes[ATTR_SERVER_PORT] = port;
  } catch {
    // A target URL that does not parse names no address.
  }
  return attributes;
}

function progressTokenOf(params: unknown): string | number | undefined {
  const meta = isObject(params) ? params._meta : undefined;
  const token = isObject(meta) ? meta.progressToken : undefined;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
}

function notificationEvent(method: string, params: unknown, t: number): SpanEventDraft {
  const attributes: SpanAttributes = { [ATTR_MCP_METHOD_NAME]: method };
  if (isObject(params)) {
    for (const key of ['progress', 'total', 'message', 'level', 'uri', 'requestId', 'reason'] as const) {
      const value = params[key];
      if (typeof value === 'string' || typeof value === 'number') attributes[`mcp.notification.${key}`] = value;
    }
  }
  return { name: method, t, attributes };
}

/** The session key ids are derived from: the connection and when the session started. */
export function sessionKey(conn: string, startedAt: string): string {
  return `${conn}|${startedAt}`;
}

export class SessionSpanBuilder {
  private readonly ids: DerivedIds;
  private readonly connection: SpanAttributes;
  private readonly session: SpanDraft;
  private readonly open = new Map<string, OpenRequest>();
  /** Decided by the first request: with trace context on, the trace id it carried. */
  private traceDecided = false;

  constructor(key: string, target: ConnectionTarget | undefined, startedAt: number) {
    this.ids = new DerivedIds(key);
    this.connection = connectionAttributes(target);
    this.session = { name: SESSION_SPAN_NAME, kind: 'internal', traceId: this.ids.traceId(), spanId: this.ids.sessionSpanId(), start: startedAt, end: startedAt, attributes: { ...this.connection }, events: [] };
  }

  /** Takes the next record; answers the spans of the requests it ended. */
  add(record: WireRecord): SpanDraft[] {
    this.session.end = Math.max(this.session.end, record.t);
    if (record.kind === 'http') this.sessionIdFrom(record);
    if (record.kind !== 'message' || record.msg === undefined) return [];
    const shape = classifyMessage(record.msg);
    if (shape.type === 'request') this.opened(record.seq, record.t, record.dir, shape.id, shape.method, shape.params);
    else if (shape.type === 'notification') this.notified(shape.method, shape.params, record.t);
    else if ((shape.type === 'result' || shape.type === 'error') && shape.id !== null) {
      const key = `${record.dir === 'in' ? 'out' : 'in'}|${pairKey(shape.id)}`;
      const request = this.open.get(key);
      if (!request) return [];
      this.open.delete(key);
      if (request.draft.attributes[ATTR_MCP_METHOD_NAME] === 'initialize' && shape.type === 'result' && isObject(shape.result) && typeof shape.result.protocolVersion === 'string') {
        this.session.attributes[ATTR_MCP_PROTOCOL_VERSION] = shape.result.protocolVersion;
      }
      return [this.finished(request.draft, record.t, shape)];
    }
    return [];
  }

  /** The session span, and the spans of requests left without an answer: the session is over. */
  end(): SpanDraft[] {
    const unanswered = [...this.open.values()].map((request) => this.finished(request.draft, this.session.end, { type: 'unanswered', reason: 'no answer was recorded before the session ended' }));
    this.open.clear();
    return [{ ...this.session, attributes: { ...this.session.attributes }, events: [...this.session.events] }, ...unanswered];
  }

  private opened(seq: number, t: number, dir: 'in' | 'out', id: string | number, method: string, params: unknown): void {
    const context = dir === 'out' ? propagatedContext(params) : undefined;
    if (!this.traceDecided) {
      this.traceDecided = true;
      if (context) this.session.traceId = context.traceId;
    }
    const { name, attributes } = requestSpan(method, id, params);
    const draft: SpanDraft = {
      name,
      kind: dir === 'out' ? 'client' : 'server',
      traceId: context?.traceId ?? this.session.traceId,
      spanId: context?.spanId ?? this.ids.spanId(seq),
      ...(context === undefined || context.traceId === this.session.traceId ? { parentSpanId: this.session.spanId } : {}),
      ...(context?.traceState !== undefined ? { traceState: context.traceState } : {}),
      start: t,
      end: t,
      attributes: { ...this.connection, ...attributes },
      events: [],
    };
    const progressToken = progressTokenOf(params);
    this.open.set(`${dir}|${pairKey(id)}`, { draft, ...(progressToken !== undefined ? { progressToken } : {}) });
  }

  /** `mcp.session.id`: the Streamable HTTP session id the server gave (MCP semantic conventions), from the first exchange that carries one. */
  private sessionIdFrom(record: HttpRecord): void {
    if (this.session.attributes[ATTR_MCP_SESSION_ID] !== undefined) return;
    const id = record.response?.headers['mcp-session-id'] ?? record.request.headers['mcp-session-id'];
    if (id !== undefined && id !== '') this.session.attributes[ATTR_MCP_SESSION_ID] = id;
  }

  private notified(method: string, params: unknown, t: number): void {
    const token = isObject(params) ? params.progressToken : undefined;
    const owner = token === undefined ? undefined : [...this.open.values()].find((request) => request.progressToken === token);
    (owner?.draft ?? this.session).events.push(notificationEvent(method, params, t));
  }

  private finished(draft: SpanDraft, end: number, outcome: RequestOutcome): SpanDraft {
    draft.end = Math.max(end, draft.start);
    const { attributes, error } = outcomeOf(outcome);
    Object.assign(draft.attributes, attributes);
    const version = this.session.attributes[ATTR_MCP_PROTOCOL_VERSION];
    if (version !== undefined) draft.attributes[ATTR_MCP_PROTOCOL_VERSION] = version;
    if (error) draft.error = error;
    return draft;
  }
}

/** A recorded trace's spans: the session span first, then each request's in the order they began. */
export function sessionSpans(trace: Trace): SpanDraft[] {
  const start = trace.records[0]?.t ?? Date.parse(trace.header.createdAt);
  const builder = new SessionSpanBuilder(sessionKey(trace.header.conn, trace.header.createdAt), trace.header.target, start);
  const ended = trace.records.flatMap((record) => builder.add(record));
  const [session, ...unanswered] = builder.end();
  return [session!, ...[...ended, ...unanswered].sort((a, b) => a.start - b.start)];
}
