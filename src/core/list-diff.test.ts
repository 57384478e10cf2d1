import { describe, expect, it } from 'vitest';
import { canonicalJson, changedFields, diffListItems, isEmptyDiff, listItemKey } from './list-diff';

const echo = { name: 'echo', description: 'Echoes', inputSchema: { type: 'object', properties: { message: { type: 'string' } } } };
const add = { name: 'add', description: 'Adds', inputSchema: { type: 'object' } };

describe('diffing two listings', () => {
  it('sees nothing in a reordered list or reordered JSON keys', () => {
    const reordered = { inputSchema: { properties: { message: { type: 'string' } }, type: 'object' }, description: 'Echoes', name: 'echo' };
    const diff = diffListItems('tools', [echo, add], [add, reordered]);
    expect(isEmptyDiff(diff)).toBe(true);
    expect(diff.unchanged).toBe(2);
  });

  it('tells added, removed and changed items apart by their key', () => {
    const required = { ...echo, inputSchema: { ...echo.inputSchema, required: ['message'] } };
    const search = { name: 'search', inputSchema: { type: 'object' } };
    const diff = diffListItems('tools', [echo, add], [required, search]);
    expect(diff.added).toEqual([search]);
    expect(diff.removed).toEqual([add]);
    expect(diff.changed).toEqual([{ key: 'echo', before: echo, after: required }]);
    expect(diff.unchanged).toBe(0);
  });

  it('keys resources by uri and templates by uriTemplate, so a renamed resource is a change, not a swap', () => {
    const before = [{ uri: 'file:///a', name: 'A' }];
    const after = [{ uri: 'file:///a', name: 'Renamed' }];
    expect(diffListItems('resources', before, after).changed).toHaveLength(1);
    expect(listItemKey('resourceTemplates', { uriTemplate: 'demo://{id}', name: 'x' })).toBe('demo://{id}');
  });

  it('keeps both copies of a name the server repeats', () => {
    const twice = [echo, { ...echo, description: 'The other echo' }];
    const diff = diffListItems('tools', [echo], twice);
    expect(diff.unchanged).toBe(1);
    expect(diff.added).toEqual([twice[1]]);
  });

  it('identifies a malformed item without a name by its content', () => {
    const nameless = { description: 'no name' };
    expect(isEmptyDiff(diffListItems('tools', [nameless], [{ description: 'no name' }]))).toBe(true);
    expect(diffListItems('tools', [nameless], [{ description: 'changed' }]).added).toHaveLength(1);
  });
});

describe('changed fields', () => {
  it('names the top-level fields that differ, including ones added or dropped', () => {
    const after = { ...echo, description: 'Echoes loudly', annotations: { readOnlyHint: true } };
    expect(changedFields(echo, after)).toEqual(['annotations', 'description']);
    expect(changedFields(echo, { ...echo })).toEqual([]);
  });
});

describe('canonical JSON', () => {
  it('prints the same definition the same way whatever its key order', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe(canonicalJson({ a: { c: 3, d: 2 }, b: 1 }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{\n  "a": 2,\n  "b": 1\n}');
  });
});
