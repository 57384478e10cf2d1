import { describe, expect, it } from 'vitest';
import { base64Bytes, classifyContentItem, parseJsonText, readResultContent } from './tool-result';

describe('classifyContentItem', () => {
  it('pretty-prints JSON text but keeps plain text as text', () => {
    expect(classifyContentItem({ type: 'text', text: '{"a":1}' })).toEqual({ kind: 'text', text: '{"a":1}', json: { a: 1 } });
    expect(classifyContentItem({ type: 'text', text: 'hello' })).toEqual({ kind: 'text', text: 'hello' });
    // A bare number or string is valid JSON but reads better as text.
    expect(classifyContentItem({ type: 'text', text: '42' })).toEqual({ kind: 'text', text: '42' });
  });

  it('builds data URLs for images and audio', () => {
    expect(classifyContentItem({ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' })).toEqual({
      kind: 'image',
      mimeType: 'image/png',
      data: 'iVBORw0KGgo=',
      dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      bytes: 8,
    });
    expect(classifyContentItem({ type: 'audio', data: 'AAAA', mimeType: 'audio/wav' })).toMatchObject({ kind: 'audio', bytes: 3 });
  });

  it('reads resource links and embedded resources', () => {
    expect(classifyContentItem({ type: 'resource_link', uri: 'file:///a.txt', name: 'a.txt' })).toMatchObject({
      kind: 'resource_link',
      uri: 'file:///a.txt',
      name: 'a.txt',
    });
    expect(classifyContentItem({ type: 'resource', resource: { uri: 'x:1', text: '[1]' } })).toMatchObject({
      kind: 'resource_text',
      json: [1],
    });
    expect(classifyContentItem({ type: 'resource', resource: { uri: 'x:2', blob: 'AAAA', mimeType: 'application/octet-stream' } })).toMatchObject({
      kind: 'resource_blob',
      bytes: 3,
    });
  });

  it('keeps malformed and unknown items as unknown', () => {
    expect(classifyContentItem({ type: 'video', url: 'x' })).toMatchObject({ kind: 'unknown', reason: 'unknown content type "video"' });
    expect(classifyContentItem({ type: 'image', data: 1 })).toMatchObject({ kind: 'unknown' });
    expect(classifyContentItem('text')).toMatchObject({ kind: 'unknown' });
  });
});

describe('readResultContent', () => {
  it('reports a missing or malformed content array', () => {
    expect(readResultContent({}).problem).toMatch(/no "content"/);
    expect(readResultContent({ content: 'x' }).problem).toMatch(/not an array/);
    expect(readResultContent({ content: [{ type: 'text', text: 'a' }] }).items).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('sizes base64 without decoding', () => {
    expect(base64Bytes('')).toBe(0);
    expect(base64Bytes('AA==')).toBe(1);
    expect(base64Bytes('AAA=')).toBe(2);
  });
  it('parses only objects and arrays', () => {
    expect(parseJsonText(' [1, 2]')).toEqual([1, 2]);
    expect(parseJsonText('{broken')).toBeUndefined();
    expect(parseJsonText('"s"')).toBeUndefined();
  });
});
