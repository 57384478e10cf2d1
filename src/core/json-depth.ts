/**
 * The nesting guard for values read from the wire or from a file (issue 17, finding 3): 12 KB of
 * JSON nested 6,000 deep parses, but `JSON.stringify`, structured cloning and every recursive
 * walk (redaction, rendering, diffing) then overflow the stack. A value deeper than
 * MAX_JSON_DEPTH is kept as the text it arrived as instead of as an object.
 *
 * No real MCP message comes near the limit: the deepest JSON Schemas seen in the wild nest a few
 * dozen levels.
 */
export const MAX_JSON_DEPTH = 256;

/**
 * How many levels of objects and arrays `value` nests (0 for a string or number). Iterative, so it
 * is itself safe on any depth; it stops at the first path deeper than `stopAbove`. It walks every
 * message of the wire, a 10 MB tools/list too: two parallel stacks and no per-node allocation keep
 * that walk several times faster than one of `{ value, depth }` pairs.
 */
export function jsonDepth(value: unknown, stopAbove = Number.POSITIVE_INFINITY): number {
  if (typeof value !== 'object' || value === null) return 0;
  const nodes: object[] = [value];
  const depths: number[] = [1];
  let deepest = 0;
  for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
    const depth = depths.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAbove) return deepest;
    // Indexes and for...in rather than Object.values: no array of children per node.
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) pushNested(nodes, depths, node[index], depth + 1);
    } else {
      for (const key in node) pushNested(nodes, depths, (node as Record<string, unknown>)[key], depth + 1);
    }
  }
  return deepest;
}

function pushNested(nodes: object[], depths: number[], child: unknown, depth: number): void {
  if (typeof child !== 'object' || child === null) return;
  nodes.push(child);
  depths.push(depth);
}

/** True when `value` nests objects or arrays more than `limit` levels deep. */
export function exceedsJsonDepth(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  return jsonDepth(value, limit) > limit;
}
