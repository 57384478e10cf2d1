import { countTokens as referenceCount } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { countTokens } from './tokens';

describe('countTokens', () => {
  it('counts ordinary text exactly as the tokenizer does, even across chunk cuts', () => {
    const prose = 'The quick brown fox jumps over the lazy dog. '.repeat(500);
    expect(prose.length).toBeGreaterThan(20_000);
    expect(countTokens(prose)).toBe(referenceCount(prose));
    const json = JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, name: `item ${id}`, tags: ['a', 'b'] })), null, 2);
    expect(countTokens(json)).toBe(referenceCount(json));
  });

  it('counts special-token text from a server as plain text instead of throwing', () => {
    const text = 'hello <|endoftext|> world';
    expect(countTokens(text)).toBe(referenceCount(text, { disallowedSpecial: new Set() }));
    expect(countTokens(text)).toBeGreaterThan(3);
  });

  it('stays fast on a long run without spaces, which is quadratic in one piece', () => {
    const started = performance.now();
    const tokens = countTokens('x'.repeat(200_000));
    expect(tokens).toBeGreaterThan(10_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('is zero for empty text', () => {
    expect(countTokens('')).toBe(0);
  });
});
