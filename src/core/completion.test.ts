import { describe, expect, it } from 'vitest';
import { completionParams, readCompletion } from './completion';
import { declaresCapability } from './server-capabilities';

describe('completionParams', () => {
  it('puts the other non-empty arguments into the context', () => {
    expect(completionParams({ type: 'ref/prompt', name: 'p' }, 'name', 'A', { department: 'Engineering', name: 'A', other: '' })).toEqual({
      ref: { type: 'ref/prompt', name: 'p' },
      argument: { name: 'name', value: 'A' },
      context: { arguments: { department: 'Engineering' } },
    });
  });

  it('leaves out an empty context', () => {
    expect(completionParams({ type: 'ref/resource', uri: 'x://{id}' }, 'id', '', { id: '' })).toEqual({
      ref: { type: 'ref/resource', uri: 'x://{id}' },
      argument: { name: 'id', value: '' },
    });
  });
});

describe('readCompletion', () => {
  it('reads values, total and hasMore', () => {
    expect(readCompletion({ completion: { values: ['a', 'b'], total: 5, hasMore: true } })).toEqual({
      values: ['a', 'b'],
      total: 5,
      hasMore: true,
      problem: undefined,
    });
  });

  it('reports malformed results', () => {
    expect(readCompletion({}).problem).toMatch(/no "completion"/);
    expect(readCompletion({ completion: { values: 'a' } }).problem).toMatch(/not an array/);
    expect(readCompletion({ completion: { values: ['a', 1] } })).toMatchObject({ values: ['a'], problem: 'Some completion values are not strings.' });
    expect(readCompletion({ completion: { values: Array.from({ length: 101 }, (_, i) => String(i)) } }).problem).toMatch(/at most 100/);
  });
});

describe('declaresCapability', () => {
  it('is undefined before the handshake', () => {
    expect(declaresCapability(undefined, 'completions')).toBeUndefined();
    expect(declaresCapability({ completions: {} }, 'completions')).toBe(true);
    expect(declaresCapability({ prompts: {} }, 'completions')).toBe(false);
  });
});
