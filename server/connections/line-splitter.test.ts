import { describe, expect, it } from 'vitest';
import { LineSplitter, lineText } from './line-splitter';

function split(chunks: (string | Buffer)[], end = false): string[] {
  const lines: string[] = [];
  const splitter = new LineSplitter((line) => lines.push(lineText(line)));
  for (const chunk of chunks) splitter.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  if (end) splitter.end();
  return lines;
}

describe('LineSplitter', () => {
  it('joins a line cut across chunks and splits chunks holding several lines', () => {
    expect(split(['{"a":', '1}\n{"b"', ':2}\n{"c":3}\n'])).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('drops the CR of CRLF and skips blank lines, Unicode spaces included', () => {
    expect(split(['one\r\n', '\r\n\n', 'two\r', '\n', 'three', '\r\n', ' \t\u00a0\n'])).toEqual(['one', 'two', 'three']);
  });

  it('keeps an unfinished line until its newline, or until the stream ends', () => {
    expect(split(['partial'])).toEqual([]);
    expect(split(['par', 'tial'], true)).toEqual(['partial']);
  });

  it('reads a character whose bytes are cut across chunks whole', () => {
    const bytes = Buffer.from('{"text":"été ✓"}\n');
    expect(split([bytes.subarray(0, 10), bytes.subarray(10, 16), bytes.subarray(16)])).toEqual(['{"text":"été ✓"}']);
  });

  it('reads one line of many megabytes sent in small chunks whole', () => {
    const line = JSON.stringify({ text: 'x'.repeat(5_000_000) });
    const chunks = Array.from({ length: Math.ceil(line.length / 65_536) }, (_, index) => line.slice(index * 65_536, (index + 1) * 65_536));
    expect(split([...chunks, '\n'])).toEqual([line]);
  });
});
