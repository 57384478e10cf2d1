import { describe, expect, it } from 'vitest';
import { cutStderrLine, LineSplitter, lineText, oversizeText, type OversizeLine } from './line-splitter';

function split(chunks: (string | Buffer)[], end = false): string[] {
  const lines: string[] = [];
  const splitter = new LineSplitter(
    (line) => lines.push(lineText(line)),
    () => {
      throw new Error('no line here is oversize');
    },
  );
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

  it('keeps only the ends of a line over the limit, and reads the next line whole (issue 17, finding 3)', () => {
    const lines: string[] = [];
    const oversize: OversizeLine[] = [];
    const splitter = new LineSplitter((line) => lines.push(lineText(line)), (line) => oversize.push(line), 100_000);
    const long = `{"result":{"text":"${'x'.repeat(300_000)}"},"jsonrpc":"2.0","id":7}`;
    for (let at = 0; at < long.length; at += 65_536) splitter.push(Buffer.from(long.slice(at, at + 65_536)));
    splitter.push(Buffer.from('\n{"jsonrpc":"2.0","id":8,"result":{}}\n'));
    expect(lines).toEqual(['{"jsonrpc":"2.0","id":8,"result":{}}']);
    expect(oversize).toHaveLength(1);
    const { head, tail, bytes } = oversizeText(oversize[0]!);
    expect(bytes).toBe(long.length);
    expect(long.startsWith(head)).toBe(true);
    expect(head.length).toBe(64 * 1024);
    expect(tail).toBe(long.slice(-1024));
    expect(cutStderrLine(oversize[0]!).endsWith(`… [cut: a line of ${long.length.toLocaleString('en-US')} bytes]`)).toBe(true);
  });

  it('reads a line of exactly the limit whole', () => {
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(lineText(line)), () => lines.push('oversize'), 10);
    splitter.push(Buffer.from('0123456789\n01234567890\n'));
    expect(lines).toEqual(['0123456789', 'oversize']);
  });
});
