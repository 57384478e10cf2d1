import { describe, expect, it } from 'vitest';
import { completionContext, completionValues, expandTemplate, missingVariables, parseUriTemplate } from './uri-template-form';

describe('uri template form', () => {
  it('lists each variable once and expands filled values', () => {
    const parsed = parseUriTemplate('demo://{kind}/items/{id}{?q,kind}');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.variables).toEqual(['kind', 'id', 'q']);
    expect(expandTemplate(parsed.template, { kind: 'text', id: '4 2', q: '' })).toBe('demo://text/items/4%202?kind=text');
    expect(missingVariables(parsed.variables, { kind: 'text', id: '' })).toEqual(['id', 'q']);
  });

  it('reports an invalid template instead of throwing', () => {
    const parsed = parseUriTemplate('demo://{unclosed');
    expect(parsed.ok).toBe(false);
  });

  it('builds the completion context from the other filled values', () => {
    expect(completionContext({ a: '1', b: '', c: '3' }, 'c')).toEqual({ a: '1' });
  });

  it('reads completion values defensively', () => {
    expect(completionValues({ completion: { values: ['a', 2, 'b'] } })).toEqual(['a', 'b']);
    expect(completionValues({ completion: null })).toEqual([]);
    expect(completionValues({})).toEqual([]);
  });
});
