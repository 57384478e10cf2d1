import { describe, expect, it } from 'vitest';
import type { CallRecord } from './bridge-api/calls';
import {
  clipCallRecord,
  clipLongStrings,
  clipLongStringsAndArrays,
  clipWireRecord,
  LOG_PREVIEW_ITEMS,
  MAX_SLICE_CHARS,
  parseSliceQuery,
  PREVIEW_CHARS,
  readUntil,
  sliceContent,
} from './clipped-content';
import { resolvePointer } from './json-pointer';
import type { WireRecord } from './wire';

const SMALL = { above: 10, keep: 4 };

describe('clipLongStrings', () => {
  it('returns the same object when no string is long enough', () => {
    const value = { content: [{ type: 'text', text: 'short' }], n: 1 };
    const clipping = clipLongStrings(value, SMALL);
    expect(clipping.value).toBe(value);
    expect(clipping.clipped).toEqual([]);
  });

  it('cuts each long string to the preview and says where, without touching the original', () => {
    const value = { content: [{ type: 'text', text: 'x'.repeat(20) }, { type: 'text', text: 'ok' }], 'a/b~': 'y'.repeat(11) };
    const { value: clipped, clipped: cuts } = clipLongStrings(value, SMALL);
    expect(clipped.content[0]!.text).toBe('xxxx');
    expect(clipped.content[1]).toBe(value.content[1]);
    expect(clipped['a/b~']).toBe('yyyy');
    expect(value.content[0]!.text).toHaveLength(20);
    expect(cuts).toEqual([
      { pointer: '/content/0/text', totalChars: 20, shownChars: 4 },
      { pointer: '/a~1b~0', totalChars: 11, shownChars: 4 },
    ]);
  });

  it('by default keeps strings up to 1 Mi characters whole and previews longer ones at 64 Ki', () => {
    expect(clipLongStrings({ text: 'a'.repeat(1024 * 1024) }).clipped).toEqual([]);
    const { value, clipped } = clipLongStrings({ text: 'a'.repeat(1024 * 1024 + 1) });
    expect(value.text).toHaveLength(PREVIEW_CHARS);
    expect(clipped[0]!.totalChars).toBe(1024 * 1024 + 1);
  });
});

describe('clipLongStringsAndArrays', () => {
  const FEW = { above: 3, keep: 2 };

  it('cuts a long array to its first items, counts what it left out, and clips strings inside the kept ones', () => {
    const value = { result: { tools: [{ name: 'a', description: 'x'.repeat(20) }, { name: 'b' }, { name: 'c' }, { name: 'd' }] } };
    const { value: preview, clipped } = clipLongStringsAndArrays(value, SMALL, FEW);
    expect(preview.result.tools).toEqual([{ name: 'a', description: 'xxxx' }, { name: 'b' }]);
    expect(value.result.tools).toHaveLength(4);
    expect(clipped).toEqual([
      { pointer: '/result/tools', totalItems: 4, shownItems: 2, omittedChars: JSON.stringify([{ name: 'c' }, { name: 'd' }]).length - 1 },
      { pointer: '/result/tools/0/description', totalChars: 20, shownChars: 4 },
    ]);
  });

  it('leaves arrays up to the limit alone, and returns the same object when nothing is cut', () => {
    const value = { items: [1, 2, 3] };
    expect(clipLongStringsAndArrays(value, SMALL, FEW)).toEqual({ value, clipped: [] });
    expect(clipLongStringsAndArrays(value, SMALL, FEW).value).toBe(value);
  });
});

describe('what the SPA is sent', () => {
  const long = 'z'.repeat(2 * 1024 * 1024);

  it('a call whose result holds a huge text carries the preview and the cut', () => {
    const call = { id: 'call-1', conn: 'c1', tool: 't', status: 'ok', result: { content: [{ type: 'text', text: long }] } } as unknown as CallRecord;
    const sent = clipCallRecord(call);
    expect((sent.result!.content as { text: string }[])[0]!.text).toHaveLength(PREVIEW_CHARS);
    expect(sent.clipped).toEqual([{ pointer: '/content/0/text', totalChars: long.length, shownChars: PREVIEW_CHARS }]);
    expect(clipCallRecord({ ...call, result: { content: [] } }).clipped).toBeUndefined();
  });

  it('a wire record with a huge message carries the preview; other records are sent as they are', () => {
    const record: WireRecord = { kind: 'message', seq: 3, t: 0, conn: 'c1', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: long }] } } };
    const sent = clipWireRecord(record);
    expect(sent.kind === 'message' && sent.clipped).toEqual([{ pointer: '/result/content/0/text', totalChars: long.length, shownChars: PREVIEW_CHARS }]);
    const listed: WireRecord = { kind: 'message', seq: 5, t: 0, conn: 'c1', dir: 'in', msg: { jsonrpc: '2.0', id: 2, result: { tools: Array.from({ length: 5000 }, (_, index) => ({ name: `t${index}` })) } } };
    const sentList = clipWireRecord(listed);
    expect(sentList.kind === 'message' && sentList.clipped).toEqual([expect.objectContaining({ pointer: '/result/tools', totalItems: 5000, shownItems: LOG_PREVIEW_ITEMS })]);
    const stderr: WireRecord = { kind: 'stderr', seq: 4, t: 0, conn: 'c1', line: long };
    expect(clipWireRecord(stderr)).toBe(stderr);
  });
});

describe('slices of the whole string', () => {
  const result = { content: [{ type: 'text', text: 'abcdefghij' }], structuredContent: { n: 1 } };

  it('reads a JSON Pointer (RFC 6901)', () => {
    expect(resolvePointer(result, '/content/0/text')).toBe('abcdefghij');
    expect(resolvePointer(result, '/content/1/text')).toBeUndefined();
    expect(resolvePointer({ 'a/b': 1 }, '/a~1b')).toBe(1);
  });

  it('answers a range with the total, and an empty slice past the end', () => {
    expect(sliceContent(result, { pointer: '/content/0/text', offset: 3, length: 4 })).toEqual({
      ok: true,
      value: { pointer: '/content/0/text', offset: 3, text: 'defg', totalChars: 10 },
    });
    expect(sliceContent(result, { pointer: '/content/0/text', offset: 50, length: 4 })).toMatchObject({ ok: true, value: { text: '' } });
  });

  it('says not_found for nothing there and bad_request for a non-string', () => {
    expect(sliceContent(result, { pointer: '/content/5/text', offset: 0, length: 1 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(sliceContent(result, { pointer: '/structuredContent', offset: 0, length: 1 })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('parses the query, with a preview-sized default length, and refuses bad numbers', () => {
    expect(parseSliceQuery({ pointer: '/content/0/text' })).toEqual({ ok: true, value: { pointer: '/content/0/text', offset: 0, length: PREVIEW_CHARS } });
    expect(parseSliceQuery({ pointer: 'content' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(parseSliceQuery({ pointer: '/a', offset: '-1' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(parseSliceQuery({ pointer: '/a', length: String(MAX_SLICE_CHARS + 1) })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(parseSliceQuery({ pointer: '/a', length: '0' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('readUntil pages through the whole string', async () => {
    const whole = 'w'.repeat(20);
    const { value, clipped } = clipLongStrings({ result: { text: whole } }, SMALL);
    const reads: number[] = [];
    const read = (offset: number, length: number) => {
      reads.push(offset);
      return Promise.resolve(whole.slice(offset, offset + Math.min(length, 7)));
    };
    const text = await readUntil(read, value.result.text, clipped[0]!.totalChars);
    expect(text).toBe(whole);
    expect(reads).toEqual([4, 11, 18]);
  });
});
