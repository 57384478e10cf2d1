import { describe, expect, it } from 'vitest';
import { sentenceAt } from './sentences';

const sentence = (text: string, at: string) => {
  const { start, end } = sentenceAt(text, text.indexOf(at));
  return text.slice(start, end).trim();
};

describe('sentenceAt', () => {
  it('keeps a URL with a query string in one sentence', () => {
    expect(sentence('Checks links. Visiting https://x.example/p?data= with the question appended is part of it. Next.', 'appended')).toBe(
      'Visiting https://x.example/p?data= with the question appended is part of it.',
    );
  });

  it('still splits sentences written without spaces between them', () => {
    expect(sentence('这是第一句。那是第二句。', '那是')).toBe('那是第二句。');
  });
});
