/**
 * A recorded session as spans (issue 23): the session is the parent span; each request mcpscope
 * sent is a CLIENT span from the request's record to its answer's, and each request the server
 * sent (sampling, elicitation, roots) a SERVER span; progress notifications are events on the
 * span of the request whose progress token they name, every other notification an event on the
 * session span. Times are the records' own, so a trace exported twice gives the same spans.
 */
import {
  ATTR_MCP_METHOD_NAME,
  ATTR_MCP_PROTOCOL_VERSION,
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
import type { MessageRecord } from '../wire';
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

/** The session key ids are derived from: the connection and the trace's start. */
function sessionKey(trace: Trace): string {
  return `${trace.header.conn}|${trace.header.createdAt}`;
}

export function sessionSpans(trace: Trace): SpanDraft[] {
  const ids = new DerivedIds(sessionKey(trace));
  const messages = trace.records.filter((record): record is MessageRecord & { msg: Record<string, unknown> } => record.kind === 'message' && record.msg !== undefined);
  // With propagation on, mcpscope's requests carried one trace id: the session belongs to it.
  const carried = messages.map((record) => (record.dir === 'out' ? propagatedContext(record.msg.params) : undefined)).find((context) => context !== undefined);
  const traceId = carried?.traceId ?? ids.traceId();
  const first = trace.records[0]?.t ?? Date.parse(trace.header.createdAt);
  const connection = connectionAttributes(trace.header.target);
  const session: SpanDraft = {
    name: SESSION_SPAN_NAME,
    kind: 'internal',
    traceId,
    spanId: ids.sessionSpanId(),
    start: first,
    end: trace.records.at(-1)?.t ?? first,
    attributes: { ...connection },
    events: [],
  };
  const open = new Map<string, OpenRequest>();
  const spans: SpanDraft[] = [];
  for (const record of messages) {
    const shape = classifyMessage(record.msg);
    if (shape.type === 'request') {
      const context = record.dir === 'out' ? propagatedContext(shape.params) : undefined;
      const { name, attributes } = requestSpan(shape.method, shape.id, shape.params);
      const draft: SpanDraft = {
        name,
        kind: record.dir === 'out' ? 'client' : 'server',
        traceId: context?.traceId ?? traceId,
        spanId: context?.spanId ?? ids.spanId(record.seq),
        ...(context?.traceId === undefined || context.traceId === traceId ? { parentSpanId: session.spanId } : {}),
        ...(context?.traceState !== undefined ? { traceState: context.traceState } : {}),
        start: record.t,
        end: record.t,
        attributes: { ...connection, ...attributes },
        events: [],
      };
      spans.push(draft);
      const progressToken = progressTokenOf(shape.params);
      open.set(`${record.dir}|${pairKey(shape.id)}`, { draft, ...(progressToken !== undefined ? { progressToken } : {}) });
    } else if ((shape.type === 'result' || shape.type === 'error') && shape.id !== null) {
      const key = `${record.dir === 'in' ? 'out' : 'in'}|${pairKey(shape.id)}`;
      const request = open.get(key);
      if (!request) continue;
      open.delete(key);
      finish(request.draft, record.t, shape);
      if (request.draft.attributes[ATTR_MCP_METHOD_NAME] === 'initialize' && shape.type === 'result' && isObject(shape.result) && typeof shape.result.protocolVersion === 'string') {
        session.attributes[ATTR_MCP_PROTOCOL_VERSION] = shape.result.protocolVersion;
      }
    } else if (shape.type === 'notification') {
      const token = isObject(shape.params) ? shape.params.progressToken : undefined;
      const owner = token === undefined ? undefined : [...open.values()].find((request) => request.progressToken === token);
      (owner?.draft ?? session).events.push(notificationEvent(shape.method, shape.params, record.t));
    }
  }
  for (const request of open.values()) finish(request.draft, session.end, { type: 'unanswered', reason: 'no answer was recorded before the session ended' });
  const version = session.attributes[ATTR_MCP_PROTOCOL_VERSION];
  if (version !== undefined) for (const span of spans) span.attributes[ATTR_MCP_PROTOCOL_VERSION] = version;
  return [session, ...spans];
}

function finish(draft: SpanDraft, end: number, outcome: RequestOutcome): void {
  draft.end = Math.max(end, draft.start);
  const { attributes, error } = outcomeOf(outcome);
  Object.assign(draft.attributes, attributes);
  if (error) draft.error = error;
}
