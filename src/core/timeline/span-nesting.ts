/**
 * Where each span the server reported sits in the call tree (issue 23, item 3): under the request
 * whose traceparent named its parent span, or under another reported span, recursively. An
 * exporter sends a child as soon as it ends, so usually before its parent: a span whose parent has
 * not arrived waits on its own until it does, then it and everything under it move under it.
 */
import { propagatedContext } from '../otel/span-ids';

/** A reported span's place; the timeline item holds it and sees it change as parents arrive. */
export interface SpanPlace {
  /** 1 under a request, 2 under that span, ...; 0 while its parent is unknown. */
  depth: number;
  /** The seq of the request or span record it nests under, once known. */
  parentSeq?: number;
}

interface Node {
  seq: number;
  place: SpanPlace;
  children: Node[];
}

function key(traceId: string, spanId: string): string {
  return `${traceId}|${spanId}`;
}

export class SpanNesting {
  /** The requests mcpscope sent with trace context, by the span id their traceparent named. */
  private readonly requests = new Map<string, number>();
  private readonly nodes = new Map<string, Node>();
  /** Spans that arrived before their parent, by the parent's key. */
  private readonly waiting = new Map<string, Node[]>();

  requestSent(seq: number, params: unknown): void {
    const context = propagatedContext(params);
    if (context) this.requests.set(key(context.traceId, context.spanId), seq);
  }

  spanReceived(seq: number, span: { traceId: string; spanId: string; parentSpanId?: string }): SpanPlace {
    const node: Node = { seq, place: { depth: 0 }, children: [] };
    const own = key(span.traceId, span.spanId);
    // A span naming itself as its parent (a broken or hostile sender) has none.
    if (span.parentSpanId !== undefined && span.parentSpanId !== span.spanId) this.attach(node, key(span.traceId, span.parentSpanId));
    this.nodes.set(own, node);
    for (const child of this.waiting.get(own) ?? []) this.adopt(node, child);
    this.waiting.delete(own);
    return node.place;
  }

  private attach(node: Node, parentKey: string): void {
    const request = this.requests.get(parentKey);
    if (request !== undefined) {
      node.place.parentSeq = request;
      node.place.depth = 1;
      return;
    }
    const parent = this.nodes.get(parentKey);
    if (parent) return this.adopt(parent, node);
    const siblings = this.waiting.get(parentKey);
    if (siblings) siblings.push(node);
    else this.waiting.set(parentKey, [node]);
  }

  private adopt(parent: Node, child: Node): void {
    parent.children.push(child);
    child.place.parentSeq = parent.seq;
    deepen(child, parent.place.depth + 1);
  }
}

/**
 * Levels past this are drawn at it: 16 levels are 256 px of indent already. The cap also bounds
 * the work: a hostile trace of 100k spans each the parent of the one before, sent deepest first,
 * would otherwise move its whole chain down at every arrival (n² steps).
 */
export const MAX_SPAN_DEPTH = 16;

/**
 * A parent that arrived late moves its subtree down with it: iteratively, since a trace may nest
 * deep. A node whose depth does not change has a subtree already in place, so the walk stops
 * there; spans that name each other as parents (a cycle) stop once they reach the cap.
 */
function deepen(root: Node, depth: number): void {
  const stack: [Node, number][] = [[root, depth]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, wanted] = next;
    const at = Math.min(wanted, MAX_SPAN_DEPTH);
    if (node.place.depth === at) continue;
    node.place.depth = at;
    for (const child of node.children) stack.push([child, at + 1]);
  }
}
