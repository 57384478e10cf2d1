/**
 * The findings corpus is well formed, and the engine keeps at least the recall and at most the
 * false positives recorded in floors.ts (issue 22: "a change that buys recall with false
 * positives shows"). Prints nothing about holdout cases: a failure names figures, not strings.
 */
import { describe, expect, it } from 'vitest';
import { CLASSES, SPLITS, corpusProblems } from './corpus';
import { evaluateSplit, recall } from './evaluate';
import { FLOORS } from './floors';
import { loadSplit, readSplitFiles } from './load';

describe.each(SPLITS)('the %s split of the findings corpus', (split) => {
  it('is well formed: every class present, ids unique, each case one input with its target', () => {
    const { classFiles, benign } = readSplitFiles(split);
    expect(corpusProblems(classFiles, benign)).toEqual([]);
    expect(Object.keys(classFiles).sort()).toEqual([...CLASSES].sort());
  });

  it('keeps the recall and false-positive floors', () => {
    const figures = evaluateSplit(loadSplit(split));
    const floors = FLOORS[split];
    const measured = Object.fromEntries(CLASSES.map((name) => [name, recall(figures.classes[name])]));
    for (const name of CLASSES) expect.soft(measured[name], `${split} ${name} recall`).toBeGreaterThanOrEqual(floors.classRecall[name]);
    expect.soft(recall(figures.overall), `${split} overall recall`).toBeGreaterThanOrEqual(floors.overallRecall);
    expect(figures.benign.per100, `${split} high/critical findings per 100 benign items`).toBeLessThanOrEqual(floors.maxFalsePositivesPer100);
  });
});

describe('corpusProblems', () => {
  const planted = { id: 'x-01', class: 'launch', source: 'hand-written', note: 'n', case: { launch: { command: 'node', args: ['-e', '1'] } } };

  it('reports a missing class, a duplicate id and a case with two inputs', () => {
    const twoInputs = { ...planted, id: 'x-02', case: { ...planted.case, surfaces: [] } };
    const problems = corpusProblems({ launch: [planted, planted, twoInputs] }, {});
    expect(problems).toContain('class classic has no cases');
    expect(problems).toContain('x-01: duplicate id');
    expect(problems.some((problem) => problem.startsWith('x-02: case must have exactly one of'))).toBe(true);
  });

  it('reports a surfaces case whose target is none of its servers, and a benign server named twice', () => {
    const wrongTarget = { ...planted, id: 'x-03', class: 'classic', case: { surfaces: [{ server: 'a', tools: [] }], target: 'b' } };
    const benign = { one: { source: 's', surfaces: [{ server: 'a', tools: [] }] }, two: { source: 's', surfaces: [{ server: 'a', tools: [] }] } };
    const problems = corpusProblems({ classic: [wrongTarget] }, benign);
    expect(problems).toContain('x-03: target b is none of its surfaces');
    expect(problems).toContain('benign two: server name a is used twice in the split');
  });
});
