import { describe, expect, it } from 'vitest';
import type { TextMark } from './findings-view';
import { bidiRuns, markedSegments, mergeMarks } from './text-marks';

function mark(start: number, end: number, overrides: Partial<TextMark> = {}): TextMark {
  return { start, end, severity: 'medium', kind: 'highlight', ruleId: `rule/${start}-${end}`, title: 'Title', message: 'Message', ...overrides };
}

const rules = (marks: { findings: TextMark[] }[]) => marks.map((merged) => merged.findings.map((finding) => finding.ruleId));

describe('merging the marks of a text', () => {
  it('merges overlapping marks into one that lists both rules, worst first, with the worst severity', () => {
    const merged = mergeMarks([mark(0, 10), mark(5, 15, { severity: 'high' })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ start: 0, end: 15, severity: 'high' });
    expect(rules(merged)).toEqual([['rule/5-15', 'rule/0-10']]);
  });

  it('merges a nested mark into the one around it, and the same span flagged by two rules into one mark', () => {
    const merged = mergeMarks([mark(18, 212), mark(53, 76), mark(168, 199), mark(300, 310, { ruleId: 'a' }), mark(300, 310, { ruleId: 'b' })]);
    expect(merged.map(({ start, end }) => [start, end])).toEqual([[18, 212], [300, 310]]);
    expect(rules(merged)).toEqual([['rule/18-212', 'rule/53-76', 'rule/168-199'], ['a', 'b']]);
  });

  it('merges marks that touch, and keeps apart those with text between them', () => {
    expect(mergeMarks([mark(0, 4), mark(4, 8), mark(9, 12)]).map(({ start, end }) => [start, end])).toEqual([[0, 8], [9, 12]]);
  });

  it('masks all of a merged mark that holds a secret, and spells out one that holds hidden content', () => {
    expect(mergeMarks([mark(0, 30), mark(10, 20, { kind: 'secret' }), mark(25, 35, { kind: 'hidden' })])[0]?.kind).toBe('secret');
    expect(mergeMarks([mark(0, 30), mark(25, 35, { kind: 'hidden' })])[0]?.kind).toBe('hidden');
  });
});

describe('bidi runs', () => {
  it('finds what an override governs, up to its PDF; a lone override, up to the end of the line', () => {
    const text = 'Formats text. \u202Eeteled lla\u202C and \u202Eopen\nnext';
    expect(bidiRuns(text)).toEqual([
      { start: 14, end: 26, inner: { start: 15, end: 25 }, reversed: true },
      { start: 31, end: 36, inner: { start: 32, end: 36 }, reversed: true },
    ]);
  });

  it('closes the embeddings inside an isolate at its PDI, and reverses only an override with nothing else inside', () => {
    const text = 'a\u2067b\u202Ec\u2069d\u202Bx\u202C';
    expect(bidiRuns(text)).toEqual([
      { start: 1, end: 6, inner: { start: 2, end: 5 }, reversed: false },
      { start: 3, end: 5, inner: { start: 4, end: 5 }, reversed: true },
      { start: 7, end: 10, inner: { start: 8, end: 9 }, reversed: false },
    ]);
  });
});

describe('the segments of a marked text', () => {
  it('has the whole text once, in order, with the bidi marks spread over the run they reverse', () => {
    const text = 'Formats text. \u202Eeteled lla\u202C \u001b[8mand forward\u001b[0m';
    const bidi = { kind: 'hidden' as const, ruleId: 'hidden-content/bidi-controls' };
    const segments = markedSegments(text, [mark(14, 15, bidi), mark(25, 26, bidi), mark(27, 31, { kind: 'hidden' })]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.map((segment) => [segment.type, segment.text])).toEqual([
      ['plain', 'Formats text. '],
      ['mark', '\u202Eeteled lla\u202C'],
      ['plain', ' '],
      ['mark', '\u001b[8m'],
      ['plain', 'and forward\u001b[0m'],
    ]);
    expect(segments[1]?.type === 'mark' && segments[1].mark.findings).toHaveLength(2);
  });

  it('drops marks that do not fit the text, as on a clipped preview', () => {
    expect(markedSegments('short', [mark(2, 40)])).toEqual([{ type: 'plain', text: 'short' }]);
  });
});
