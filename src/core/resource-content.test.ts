import { describe, expect, it } from 'vitest';
import {
  baseMimeType,
  classifyResourceContent,
  decodeBase64,
  filenameForUri,
  hexDumpLines,
  readResourceContents,
} from './resource-content';

const b64 = (text: string) => btoa(text);

describe('classifyResourceContent', () => {
  it('sizes text in UTF-8 bytes', () => {
    const item = classifyResourceContent({ uri: 'a://x', mimeType: 'text/plain', text: 'héllo €' });
    expect(item).toMatchObject({ kind: 'text', bytes: 10 });
  });

  it('pretty-prints JSON text, sniffed or declared', () => {
    expect(classifyResourceContent({ uri: 'a', text: '{"a":1}' })).toMatchObject({ kind: 'json', json: { a: 1 } });
    expect(classifyResourceContent({ uri: 'a', mimeType: 'application/json', text: '42' })).toMatchObject({ kind: 'json', json: 42 });
    expect(classifyResourceContent({ uri: 'a', mimeType: 'application/json', text: '{oops' })).toMatchObject({ kind: 'text' });
  });

  it('recognises markdown by its media type, parameters and case aside', () => {
    expect(classifyResourceContent({ uri: 'a', mimeType: 'Text/Markdown; charset=utf-8', text: '# hi' })).toMatchObject({ kind: 'markdown' });
  });

  it('sorts blobs into image, audio and other, with decoded size', () => {
    expect(classifyResourceContent({ uri: 'a', mimeType: 'image/png', blob: b64('abcd') })).toMatchObject({ kind: 'image', bytes: 4 });
    expect(classifyResourceContent({ uri: 'a', mimeType: 'audio/wav', blob: b64('ab') })).toMatchObject({ kind: 'audio', bytes: 2 });
    expect(classifyResourceContent({ uri: 'a', blob: b64('abc') })).toMatchObject({ kind: 'blob', bytes: 3 });
  });

  it('keeps malformed contents as unknown', () => {
    expect(classifyResourceContent('x')).toMatchObject({ kind: 'unknown' });
    expect(classifyResourceContent({ text: 'no uri' })).toMatchObject({ kind: 'unknown' });
    expect(classifyResourceContent({ uri: 'a' })).toMatchObject({ kind: 'unknown' });
  });

  it('reports a result without contents', () => {
    expect(readResourceContents({}).problem).toMatch(/no "contents"/);
    expect(readResourceContents({ contents: {} }).problem).toMatch(/not an array/);
    expect(readResourceContents({ contents: [{ uri: 'a', text: 'x' }] }).items).toHaveLength(1);
  });
});

describe('decodeBase64 and hexDumpLines', () => {
  it('decodes a prefix only when asked', () => {
    const data = b64('0123456789abcdef0123');
    expect(decodeBase64(data)).toHaveLength(20);
    expect(Array.from(decodeBase64(data, 4))).toEqual([48, 49, 50, 51]);
  });

  it('accepts URL-safe base64 and bad input', () => {
    expect(Array.from(decodeBase64('-_8'))).toEqual([251, 255]);
    expect(decodeBase64('!!!!')).toHaveLength(0);
  });

  it('formats offset, hex and ASCII columns', () => {
    const lines = hexDumpLines(new TextEncoder().encode('Hello, world!\n\u0000ABCDEFG'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('00000000  48 65 6c 6c 6f 2c 20 77  6f 72 6c 64 21 0a 00 41  |Hello, world!..A|');
    expect(lines[1]!.startsWith('00000010  42 43')).toBe(true);
    expect(lines[1]!.endsWith('|BCDEFG|')).toBe(true);
  });
});

describe('filenameForUri', () => {
  it('takes the last path segment', () => {
    expect(filenameForUri('file:///tmp/a%20b.tar.gz?x=1')).toBe('a b.tar.gz');
    expect(filenameForUri('demo://resource/static/document/architecture.md')).toBe('architecture.md');
  });

  it('falls back to the media type', () => {
    expect(filenameForUri('data:application/gzip;base64,AAAA', 'application/gzip')).toBe('resource.gz');
    expect(filenameForUri('demo://x/', 'image/png')).toBe('resource.png');
    expect(filenameForUri('weird:')).toBe('resource');
  });

  it('strips characters file systems refuse', () => {
    expect(filenameForUri('x://a/..%2F..%2Fetc')).toBe('_.._etc');
  });

  it('normalises media types', () => {
    expect(baseMimeType(' Image/PNG ;q=1')).toBe('image/png');
  });
});
