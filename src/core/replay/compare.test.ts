import { describe, expect, it } from 'vitest';
import { compareValues } from './compare';
import { parseIgnorePath, TIMESTAMP_PLACEHOLDER, UUID_PLACEHOLDER, withoutIgnored, type IgnorePath } from './ignore';

function rule(text: string): IgnorePath {
  const parsed = parseIgnorePath(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

describe('parseIgnorePath', () => {
  it('reads JSON pointers, with ~1 and ~0 unescaped, and dotted paths with [*]', () => {
    expect(rule('/result/content/*/text')).toEqual(['result', 'content', '*', 'text']);
    expect(rule('/result/a~1b/c~0d')).toEqual(['result', 'a/b', 'c~d']);
    expect(rule('result.content[*].text')).toEqual(['result', 'content', '*', 'text']);
  });

  it('refuses an empty path or an empty segment', () => {
    expect(parseIgnorePath('')).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(parseIgnorePath('/result//text')).toMatchObject({ ok: false });
  });
});

describe('withoutIgnored', () => {
  it('drops ids, cursors and progress tokens anywhere, and masks ISO date-times', () => {
    const answer = { result: { nextCursor: 'abc', _meta: { progressToken: 7 }, items: [{ taskId: 't1', at: '2026-11-23T13:10:09.083Z', n: 1 }] } };
    expect(withoutIgnored(answer, [])).toEqual({ result: { _meta: {}, items: [{ at: TIMESTAMP_PLACEHOLDER, n: 1 }] } });
  });

  it('masks UUIDs inside text, such as a session id', () => {
    expect(withoutIgnored({ text: 'Stopped logging for session ff6d5927-13a1-476a-afdf-69c54c1c43ad.' }, [])).toEqual({ text: `Stopped logging for session ${UUID_PLACEHOLDER}.` });
  });
});

describe('compareValues', () => {
  it('finds two answers alike whatever their key order and volatile fields', () => {
    expect(compareValues({ result: { a: 1, b: { c: 2 }, nextCursor: 'x' } }, { result: { b: { c: 2 }, a: 1, nextCursor: 'y' } }, [])).toEqual({ same: true });
  });

  it('lists each change with a JSON pointer', () => {
    const compared = compareValues({ result: { content: [{ type: 'text', text: 'hi' }], extra: 1 } }, { result: { content: [{ type: 'text', text: 'ho' }], isError: true } }, []);
    expect(compared).toEqual({
      same: false,
      changes: [
        { op: 'changed', path: '/result/content/0/text', recorded: 'hi', live: 'ho' },
        { op: 'removed', path: '/result/extra', recorded: 1 },
        { op: 'added', path: '/result/isError', live: true },
      ],
    });
  });

  it('leaves out what a user rule names, * standing for any index', () => {
    const recorded = { result: { content: [{ type: 'text', text: 'at 10:01' }, { type: 'text', text: 'b' }] } };
    const live = { result: { content: [{ type: 'text', text: 'at 10:02' }, { type: 'text', text: 'c' }] } };
    expect(compareValues(recorded, live, [rule('/result/content/*/text')])).toEqual({ same: true });
    expect(compareValues(recorded, live, [rule('/result/content/0/text')])).toMatchObject({ same: false, changes: [{ path: '/result/content/1/text' }] });
  });

  it('compares a listing by item name, so a new tool is one added item', () => {
    const recorded = { result: { tools: [{ name: 'a' }, { name: 'c' }] } };
    const live = { result: { tools: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] } };
    expect(compareValues(recorded, live, [])).toEqual({ same: false, changes: [{ op: 'added', path: '/result/tools/b', live: { name: 'b' } }] });
  });

  it('tells a result from an error', () => {
    expect(compareValues({ result: {} }, { error: { code: -32602, message: 'Invalid params' } }, [])).toMatchObject({ same: false, changes: [{ op: 'removed', path: '/result' }, { op: 'added', path: '/error' }] });
  });
});
