import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands without depending on the locale', () => {
    expect(formatCount(31204)).toBe('31,204');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000_000)).toBe('1,000,000');
  });
});
