/** The timeline's data: lanes, one item per record, request spans and collapsed gaps. */
import type { ConnectionId } from '../wire';
import type { SpanPlace } from './span-nesting';

/**
 * Lane 0 is the client (mcpscope); each connection's server gets a lane as it first appears, and
 * so does the MCP App a connection's tool result renders, the first time it speaks (issue 21).
 */
export interface TimelineLane {
  readonly index: number;
  /** Absent on the client lane. */
  readonly conn?: ConnectionId;
  /** The lane of the connection's MCP Apps: their conversation with mcpscope as their host. */
  readonly app?: true;
}

export const CLIENT_LANE = 0;

export type TimelineItemKind =
  | 'request'
  | 'response'
  | 'error'
  | 'notification'
  | 'progress'
  | 'cancel'
  | 'pollution'
  | 'lifecycle'
  | 'stderr'
  | 'note'
  | 'client-error'
  | 'csp'
  | 'server-span';

/** One record on the diagram: an arrow between two lanes, or a mark on one (`from === to`). */
export interface TimelineItem {
  readonly seq: number;
  readonly t: number;
  /** Top of the item's row, in px. */
  readonly y: number;
  readonly conn: ConnectionId;
  readonly kind: TimelineItemKind;
  readonly from: number;
  readonly to: number;
  readonly label: string;
  readonly method?: string;
  /** On a tools/call request: the tool's name, so the view can put the tool's title before it. */
  readonly tool?: string;
  /** Drawn as a failure: an error response, a tool error, pollution, a failed lifecycle, a client error. */
  readonly problem: boolean;
  /** On a request, its response's seq (set when it arrives); on a response, its request's seq. */
  pairSeq?: number;
  /** On a response: ms since its request. */
  readonly latencyMs?: number;
  /** On a progress or cancelled notification: the seq of the request it is about, when known. */
  readonly aboutSeq?: number;
  /**
   * On a response or progress notification that arrived after its request had already ended:
   * how it ended. A server may race a cancel; progress after the response breaks the spec
   * (basic/utilities/progress: notifications stop when the operation completes).
   */
  readonly late?: Exclude<SpanOutcome, 'open'>;
  /** On an attempt of an MRTR call (a request and its answer): the seq of the call's first request, and which attempt this is (1, 2, …). */
  callSeq?: number;
  attempt?: number;
  /** A message between an MCP App and mcpscope (from or to an app lane), or a request the app's CSP blocked. */
  readonly app: boolean;
  /** On a span the server reported (issue 23): where it nests; changes as its parents arrive. */
  readonly place?: SpanPlace;
}

export type SpanOutcome = 'open' | 'ok' | 'error' | 'cancelled' | 'abandoned';

/**
 * A request's lifetime, drawn as an activation bar on the lane that handles it, from the request
 * to its response (or its cancellation, or the connection's end). Nested requests get slots side
 * by side so concurrent spans do not overlap.
 */
export interface TimelineSpan {
  readonly requestSeq: number;
  readonly conn: ConnectionId;
  readonly lane: number;
  readonly slot: number;
  readonly method: string;
  readonly y1: number;
  /** Bottom, once it ended; an open span runs to the end of the diagram. */
  y2?: number;
  /** The record that ended it: the response, the cancellation, the lifecycle change. */
  endSeq?: number;
  outcome: SpanOutcome;
  latencyMs?: number;
}

/**
 * An MRTR call (MCP 2026-07-28): a tools/call, prompts/get or resources/read whose answers asked
 * for input, and every retry that continued it, drawn as one bracket from the first request to
 * the final answer.
 */
export interface TimelineCall {
  /** The seq of the first attempt's request. */
  readonly callSeq: number;
  readonly conn: ConnectionId;
  readonly method: 'tools/call' | 'prompts/get' | 'resources/read';
  /** The tool or prompt's name, or the resource's URI. */
  readonly target: string;
  readonly y1: number;
  /** Set once the final answer came (or the session ended first). */
  y2?: number;
  /** Requests sent so far: 1 + the retries. */
  attempts: number;
  /** input_required answers so far. */
  rounds?: number;
  outcome: 'open' | 'ok' | 'error' | 'abandoned';
}

export { type CollapsedGap } from './time-axis';
