/**
 * Lays out the sequence diagram (issue 5 §3) from wire records, incrementally: `add` costs O(1)
 * per record (pairing, slots and the time axis are all incremental), so a live session appends
 * frame by frame and a 200k-record trace is laid out once, in order. `visible` answers what a
 * scrolled window needs by binary search, never by scanning the whole diagram.
 *
 * Responses are paired with requests per connection and per direction (core/pairing.ts), so a
 * server-to-client request (sampling, elicitation, roots) gets its span on the client lane.
 */
import { classifyMessage } from '../jsonrpc';
import { cspBlockedText } from '../log-entry';
import { appPairingScope, RequestPairing } from '../pairing';
import type { AppMessageRecord, ConnectionId, MessageRecord, WireRecord } from '../wire';
import { isToolError, notificationLabel, requestLabel, requestTarget, responseLabel, clipLabel } from './labels';
import { CLIENT_LANE, type CollapsedGap, type SpanOutcome, type TimelineCall, type TimelineItem, type TimelineItemKind, type TimelineLane, type TimelineSpan } from './model';
import { RoundGroups } from './round-groups';
import { SpanNesting } from './span-nesting';
import { isErrorSpan } from '../otel/received-span';
import { receivedSpanText } from '../otel/received-span-text';
import { SlotAllocator, SpanIndex } from './span-index';
import { DEFAULT_AXIS, TimeAxis, type AxisOptions } from './time-axis';

export interface TimelineWindow {
  readonly items: readonly TimelineItem[];
  readonly spans: readonly TimelineSpan[];
  readonly gaps: readonly CollapsedGap[];
  /** The MRTR calls crossing the window, each grouping its attempts. */
  readonly calls: readonly TimelineCall[];
}

export class TimelineBuilder {
  readonly lanes: TimelineLane[] = [{ index: CLIENT_LANE }];
  readonly items: TimelineItem[] = [];
  readonly gaps: CollapsedGap[] = [];
  /** Bumped by every `add`, so a view can memoise on it (the arrays are appended in place). */
  version = 0;
  /** Spans the server reported (issue 23) laid out so far: the legend names them only when there are some. */
  serverSpans = 0;

  private readonly axis: TimeAxis;
  private readonly laneByConn = new Map<ConnectionId, number>();
  private readonly appLaneByConn = new Map<ConnectionId, number>();
  private readonly indexBySeq = new Map<number, number>();
  private readonly pairing = new RequestPairing();
  private readonly slots = new SlotAllocator();
  private readonly spanIndex = new SpanIndex();
  private readonly rounds = new RoundGroups();
  private readonly callIndex = new SpanIndex<TimelineCall>();
  private readonly openSpans = new Map<number, TimelineSpan>();
  /** Every span by its request's seq, open or ended: a late message says how its request ended. */
  private readonly spans = new Map<number, TimelineSpan>();
  /** "conn|progressToken" -> the seq of the request that asked for progress with that token. */
  private readonly progressTokens = new Map<string, number>();
  /** The server's own spans (issue 23) under the requests and spans that caused them. */
  private readonly nesting = new SpanNesting();

  constructor(
    /** Only this connection's records, when set; otherwise every connection gets a lane. */
    private readonly only?: ConnectionId,
    axis: AxisOptions = DEFAULT_AXIS,
  ) {
    this.axis = new TimeAxis(axis);
  }

  get height(): number {
    return this.axis.height;
  }

  add(records: Iterable<WireRecord>): void {
    for (const record of records) if (this.only === undefined || record.conn === this.only) this.addOne(record);
    this.version++;
  }

  /** The position of a record's item, or -1. */
  indexOf(seq: number): number {
    return this.indexBySeq.get(seq) ?? -1;
  }

  /** What intersects [top, bottom) px: the items whose rows overlap it, the spans crossing it, the gaps in it. */
  visible(top: number, bottom: number, rowHeight = DEFAULT_AXIS.rowHeight): TimelineWindow {
    const first = firstAtOrAfter(this.items, top - rowHeight);
    const end = firstAtOrAfter(this.items, bottom);
    const gapsFrom = firstAtOrAfter(this.gaps, top - DEFAULT_AXIS.gapHeight);
    const gapsTo = firstAtOrAfter(this.gaps, bottom);
    return { items: this.items.slice(first, end), spans: this.spanIndex.crossing(top, bottom), gaps: this.gaps.slice(gapsFrom, gapsTo), calls: this.callIndex.crossing(top, bottom) };
  }

  private laneOf(conn: ConnectionId): number {
    let lane = this.laneByConn.get(conn);
    if (lane === undefined) {
      lane = this.lanes.length;
      this.laneByConn.set(conn, lane);
      this.lanes.push({ index: lane, conn });
    }
    return lane;
  }

  private push(item: TimelineItem): void {
    this.indexBySeq.set(item.seq, this.items.length);
    this.items.push(item);
  }

  private addOne(record: WireRecord): void {
    // The timeline draws MCP traffic; the HTTP exchanges that carried it are in the message log.
    if (record.kind === 'http') return;
    const lane = this.laneOf(record.conn);
    const { y, gap } = this.axis.place(record.t);
    if (gap) this.gaps.push(gap);
    switch (record.kind) {
      case 'message':
        return this.addMessage(record, lane, y);
      case 'lifecycle': {
        const ended = record.state === 'connecting' || record.state === 'closed' || record.state === 'failed';
        // A new SDK client numbers its requests from 0 again; the old ones will never be answered.
        if (ended) this.abandon(record.conn, y, record.seq);
        if (record.state === 'connecting') this.pairing.reset(record.conn);
        if (record.state === 'connecting') this.rounds.forget(record.conn);
        const label = record.detail ? `${record.state}: ${clipLabel(record.detail)}` : record.state;
        return this.push(item(record, y, 'lifecycle', lane, lane, label, record.state === 'failed'));
      }
      case 'stderr':
        return this.push(item(record, y, 'stderr', lane, lane, clipLabel(record.line, 80), false));
      case 'note':
        return this.push(item(record, y, 'note', CLIENT_LANE, CLIENT_LANE, clipLabel(record.text, 80), false));
      case 'client-error':
        return this.push(item(record, y, 'client-error', CLIENT_LANE, CLIENT_LANE, clipLabel(record.message, 80), true));
      case 'app':
        return this.addAppMessage(record, this.appLaneOf(record.conn), y);
      case 'app-csp': {
        const appLane = this.appLaneOf(record.conn);
        return this.push(item(record, y, 'csp', appLane, appLane, cspBlockedText(record), true, { app: true }));
      }
      case 'span': {
        const place = this.nesting.spanReceived(record.seq, record.span);
        this.serverSpans++;
        return this.push(item(record, y, 'server-span', lane, lane, receivedSpanText(record), isErrorSpan(record.span), { method: record.span.name, place }));
      }
    }
  }

  /**
   * An app's message, an arrow between its lane and the client's. Its requests pair within its
   * view (core/pairing.ts) and get spans like MCP requests, so "app asked tools/call" is seen to
   * stay open while mcpscope calls the tool and the server answers.
   */
  private addAppMessage(record: AppMessageRecord, appLane: number, y: number): void {
    const [from, to] = record.dir === 'to-app' ? [CLIENT_LANE, appLane] : [appLane, CLIENT_LANE];
    const { scope, dir } = appPairingScope(record);
    const shape = classifyMessage(record.msg);
    switch (shape.type) {
      case 'invalid':
        return this.push(item(record, y, 'pollution', from, to, `${shape.reason}: ${clipLabel(JSON.stringify(record.msg), 50)}`, true, { app: true }));
      case 'request':
        this.pairing.request(scope, dir, shape.id, { seq: record.seq, t: record.t, method: shape.method });
        this.openSpan(record.conn, to, shape.method, record.seq, y);
        return this.push(item(record, y, 'request', from, to, requestLabel(shape.method, shape.params), false, { method: shape.method, app: true }));
      case 'notification':
        return this.push(item(record, y, 'notification', from, to, notificationLabel(shape.method, shape.params), false, { method: shape.method, app: true }));
      case 'result':
      case 'error': {
        const request = shape.id === null ? undefined : this.pairing.answer(scope, dir, shape.id);
        const failed = shape.type === 'error' || isToolError(shape);
        const kind = shape.type === 'error' ? 'error' : 'response';
        if (!request) return this.push(item(record, y, kind, from, to, `${responseLabel(shape, undefined)} (unpaired)`, failed, { app: true }));
        const latencyMs = record.t - request.t;
        this.closeSpan(request.seq, y, record.seq, failed ? 'error' : 'ok', latencyMs);
        const requestItem = this.items[this.indexOf(request.seq)];
        if (requestItem) requestItem.pairSeq = record.seq;
        return this.push(item(record, y, kind, from, to, responseLabel(shape, request.method), failed, { method: request.method, pairSeq: request.seq, latencyMs, app: true }));
      }
    }
  }

  /** The connection's app lane, created when its first app record arrives: sessions without apps keep their lanes. */
  private appLaneOf(conn: ConnectionId): number {
    let lane = this.appLaneByConn.get(conn);
    if (lane === undefined) {
      lane = this.lanes.length;
      this.appLaneByConn.set(conn, lane);
      this.lanes.push({ index: lane, conn, app: true });
    }
    return lane;
  }

  private addMessage(record: MessageRecord, lane: number, y: number): void {
    const [from, to] = record.dir === 'out' ? [CLIENT_LANE, lane] : [lane, CLIENT_LANE];
    const shape = record.msg ? classifyMessage(record.msg) : { type: 'invalid' as const, reason: record.problem ?? 'not JSON' };
    switch (shape.type) {
      case 'invalid': {
        // The offending text is what finds the stray print; the message log has the rest.
        const text = record.raw ?? (record.msg ? JSON.stringify(record.msg) : '');
        const problem = record.problem ?? shape.reason;
        return this.push(item(record, y, 'pollution', from, to, text ? `${problem}: ${clipLabel(text, 50)}` : problem, true));
      }
      case 'request': {
        this.pairing.request(record.conn, record.dir, shape.id, { seq: record.seq, t: record.t, method: shape.method });
        if (record.dir === 'out') this.nesting.requestSent(record.seq, shape.params);
        const token = (shape.params as { _meta?: { progressToken?: unknown } } | undefined)?._meta?.progressToken;
        if (typeof token === 'string' || typeof token === 'number') this.progressTokens.set(`${record.conn}|${String(token)}`, record.seq);
        this.openSpan(record.conn, to, shape.method, record.seq, y);
        const call = record.dir === 'out' ? this.rounds.requested(record.conn, record.seq, shape.method, shape.params, y) : undefined;
        const tool = shape.method === 'tools/call' ? requestTarget(shape.params) : undefined;
        return this.push(item(record, y, 'request', from, to, requestLabel(shape.method, shape.params), false, { method: shape.method, tool, callSeq: call?.callSeq, attempt: call?.attempts }));
      }
      case 'notification': {
        const aboutSeq = this.aboutSeq(record, shape.method, shape.params);
        const kind = shape.method === 'notifications/progress' ? 'progress' : shape.method === 'notifications/cancelled' ? 'cancel' : 'notification';
        if (kind === 'cancel' && aboutSeq !== undefined) this.closeSpan(aboutSeq, y, record.seq, 'cancelled');
        const late = kind === 'progress' && aboutSeq !== undefined ? this.endedAs(aboutSeq) : undefined;
        return this.push(item(record, y, kind, from, to, notificationLabel(shape.method, shape.params), false, { method: shape.method, aboutSeq, late }));
      }
      case 'result':
      case 'error': {
        const request = shape.id === null ? undefined : this.pairing.answer(record.conn, record.dir, shape.id);
        const failed = shape.type === 'error' || isToolError(shape);
        const kind = shape.type === 'error' ? 'error' : 'response';
        if (!request) return this.push(item(record, y, kind, from, to, `${responseLabel(shape, undefined)} (unpaired)`, failed));
        const span = this.openSpans.get(request.seq);
        const latencyMs = record.t - request.t;
        if (span) this.closeSpan(request.seq, y, record.seq, failed ? 'error' : 'ok', latencyMs);
        const requestItem = this.items[this.indexOf(request.seq)];
        if (requestItem) requestItem.pairSeq = record.seq;
        const call = record.dir === 'in' ? this.answeredRound(record.conn, request.seq, requestItem, shape.type === 'result' ? shape.result : undefined, y, failed) : undefined;
        const extra = { method: request.method, pairSeq: request.seq, latencyMs, late: span ? undefined : this.endedAs(request.seq), callSeq: call?.callSeq, attempt: requestItem?.attempt };
        return this.push(item(record, y, kind, from, to, responseLabel(shape, request.method), failed, extra));
      }
    }
  }

  /** An answer to an attempt of an MRTR call: the call opens with its first input_required answer and closes with its final one. */
  private answeredRound(conn: ConnectionId, requestSeq: number, requestItem: TimelineItem | undefined, result: unknown, y: number, failed: boolean): TimelineCall | undefined {
    const call = this.rounds.answered(conn, requestSeq, result, y, failed ? 'error' : 'ok');
    if (!call) return undefined;
    if (call.callSeq === requestSeq && call.rounds === 1 && call.attempts === 1) {
      // The first attempt was a plain request until now.
      if (requestItem) Object.assign(requestItem, { callSeq: requestSeq, attempt: 1 });
      this.callIndex.opened(call);
    }
    if (call.y2 !== undefined) this.callIndex.closed(call);
    return call;
  }

  /** The request a progress or cancelled notification is about (by progress token, or by request id). */
  private aboutSeq(record: MessageRecord, method: string, params: unknown): number | undefined {
    const p = params as { progressToken?: unknown; requestId?: unknown } | undefined;
    if (method === 'notifications/progress' && (typeof p?.progressToken === 'string' || typeof p?.progressToken === 'number')) {
      return this.progressTokens.get(`${record.conn}|${String(p.progressToken)}`);
    }
    if (method === 'notifications/cancelled' && (typeof p?.requestId === 'string' || typeof p?.requestId === 'number')) {
      // The side that sent the request is the one that cancels it (MCP spec, cancellation).
      return this.pairing.peek(record.conn, record.dir, p.requestId)?.seq;
    }
    return undefined;
  }

  private openSpan(conn: ConnectionId, lane: number, method: string, requestSeq: number, y: number): void {
    const span: TimelineSpan = { requestSeq, conn, lane, slot: this.slots.take(lane), method, y1: y, outcome: 'open' };
    this.openSpans.set(requestSeq, span);
    this.spans.set(requestSeq, span);
    this.spanIndex.opened(span);
  }

  /** How a request's span ended, if it has. */
  private endedAs(requestSeq: number): Exclude<SpanOutcome, 'open'> | undefined {
    const outcome = this.spans.get(requestSeq)?.outcome;
    return outcome === 'open' ? undefined : outcome;
  }

  private closeSpan(requestSeq: number, y: number, endSeq: number, outcome: SpanOutcome, latencyMs?: number): void {
    const span = this.openSpans.get(requestSeq);
    if (!span) return;
    this.openSpans.delete(requestSeq);
    span.y2 = y;
    span.endSeq = endSeq;
    span.outcome = outcome;
    if (latencyMs !== undefined) span.latencyMs = latencyMs;
    this.slots.release(span.lane, span.slot);
    this.spanIndex.closed(span);
  }

  private abandon(conn: ConnectionId, y: number, endSeq: number): void {
    for (const span of [...this.openSpans.values()]) if (span.conn === conn) this.closeSpan(span.requestSeq, y, endSeq, 'abandoned');
    for (const call of this.rounds.abandon(conn, y)) this.callIndex.closed(call);
  }
}

type ItemExtra = Partial<Pick<TimelineItem, 'method' | 'tool' | 'pairSeq' | 'latencyMs' | 'aboutSeq' | 'late' | 'callSeq' | 'attempt' | 'app' | 'place'>>;

/** Every item has every field, in one order: one object shape keeps laying out 200k records fast. */
function item(record: WireRecord, y: number, kind: TimelineItemKind, from: number, to: number, label: string, problem: boolean, extra?: ItemExtra): TimelineItem {
  return {
    seq: record.seq,
    t: record.t,
    y,
    conn: record.conn,
    kind,
    from,
    to,
    label,
    method: extra?.method,
    tool: extra?.tool,
    problem,
    pairSeq: extra?.pairSeq,
    latencyMs: extra?.latencyMs,
    aboutSeq: extra?.aboutSeq,
    late: extra?.late,
    callSeq: extra?.callSeq,
    attempt: extra?.attempt,
    app: extra?.app ?? false,
    place: extra?.place,
  };
}

/** Index of the first element whose `y` is at or after `y` (the arrays are sorted by y). */
function firstAtOrAfter(list: readonly { y: number }[], y: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]!.y < y) low = mid + 1;
    else high = mid;
  }
  return low;
}
