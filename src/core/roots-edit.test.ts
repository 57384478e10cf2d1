import { describe, expect, it } from 'vitest';
import { checkRootRows, rootsFromRows, rowsFromRoots, sameRoots } from './roots-edit';

describe('roots editing', () => {
  it('round-trips roots through rows, trimming and dropping empty names', () => {
    const rows = rowsFromRoots([{ uri: 'file:///a', name: 'A' }, { uri: 'file:///b' }]);
    expect(rows).toEqual([{ uri: 'file:///a', name: 'A' }, { uri: 'file:///b', name: '' }]);
    expect(rootsFromRows([{ uri: ' file:///a ', name: ' ' }])).toEqual({ ok: true, value: { roots: [{ uri: 'file:///a' }] } });
  });

  it('blocks empty, relative and duplicate URIs; warns about non-file schemes', () => {
    const issues = checkRootRows([{ uri: '', name: '' }, { uri: 'src/', name: '' }, { uri: 'file:///x', name: '' }, { uri: 'file:///x', name: '' }, { uri: 'https://x', name: '' }]);
    expect(issues.map((i) => [i.index, i.severity])).toEqual([[0, 'error'], [1, 'error'], [3, 'error'], [4, 'warning']]);
    expect(rootsFromRows([{ uri: 'https://x', name: '' }]).ok).toBe(true);
  });

  it('compares lists', () => {
    expect(sameRoots([{ uri: 'a' }], [{ uri: 'a', name: '' }])).toBe(true);
    expect(sameRoots([{ uri: 'a' }], [{ uri: 'b' }])).toBe(false);
  });
});
