import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, jsonDepth, MAX_JSON_DEPTH } from './json-depth';

/** The hostile server's message of issue 17, finding 3: 6,000 nested arrays in about 12 KB. */
function nested(depth: number): unknown {
  return JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
}

describe('exceedsJsonDepth', () => {
  it('flags a 6,000-deep message without overflowing the stack itself', () => {
    const deep = nested(6_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(exceedsJsonDepth(deep)).toBe(true);
  });

  it('accepts a message exactly at the limit and flags one level more', () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('counts objects and arrays alike, and only along the deepest path', () => {
    const wide = { jsonrpc: '2.0', id: 1, result: { content: Array.from({ length: 1_000 }, (_, index) => ({ type: 'text', text: String(index) })) } };
    expect(exceedsJsonDepth(wide, 4)).toBe(false);
    expect(exceedsJsonDepth(wide, 3)).toBe(true);
    expect(exceedsJsonDepth('a string', 0)).toBe(false);
  });
});

describe('jsonDepth', () => {
  it('measures the whole depth of a hostile message, for the problem to name it', () => {
    expect(jsonDepth(nested(6_000))).toBe(6_000);
    expect(jsonDepth({ a: [{ b: 1 }], c: 'x' })).toBe(3);
    expect(jsonDepth(null)).toBe(0);
  });
});
