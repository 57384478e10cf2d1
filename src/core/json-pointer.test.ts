import { describe, expect, it } from 'vitest';
import { pointerTokens, resolvePointer, toPointer } from './json-pointer';

describe('JSON Pointer (RFC 6901)', () => {
  it('escapes "~" before "/" and reads them back in the other order', () => {
    expect(toPointer(['a/b', '~1', 0])).toBe('/a~1b/~01/0');
    expect(pointerTokens('/a~1b/~01/0')).toEqual(['a/b', '~1', '0']);
    expect(toPointer([])).toBe('');
    expect(pointerTokens('')).toEqual([]);
  });

  it('resolves own properties and array items only, and nothing for a malformed pointer', () => {
    const doc = { content: [{ text: 'hi' }], 'a/b': 1 };
    expect(resolvePointer(doc, '/content/0/text')).toBe('hi');
    expect(resolvePointer(doc, '/a~1b')).toBe(1);
    expect(resolvePointer(doc, '')).toBe(doc);
    expect(resolvePointer(doc, '/content/1')).toBeUndefined();
    expect(resolvePointer(doc, '/toString')).toBeUndefined();
    expect(resolvePointer(doc, 'content')).toBeUndefined();
  });
});
