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
 * True when `value` nests objects or arrays more than `limit` levels deep. Iterative, so it is
 * itself safe on any depth, and it stops at the first path that goes too deep.
 */
export function exceedsJsonDepth(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(next.value)) {
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth });
    }
  }
  return false;
}
