import { describe, expect, it } from 'vitest';
import { identifierWords, leadingWord } from './words';

describe('identifierWords', () => {
  it('splits snake, kebab, camel and acronym case alike', () => {
    expect(identifierWords('sideNote')).toEqual(['side', 'note']);
    expect(identifierWords('side-note')).toEqual(['side', 'note']);
    expect(identifierWords('targetURLPath')).toEqual(['target', 'url', 'path']);
  });

  it('takes the first word as the verb', () => {
    expect(leadingWord('deleteFile')).toBe('delete');
    expect(leadingWord('EXEC')).toBe('exec');
    expect(leadingWord('')).toBe('');
  });
});
