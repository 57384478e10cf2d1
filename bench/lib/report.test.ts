import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { besidePeer, describeMachine, growthFigures, formatLine, judge, missingBudgets, writeResults } from './report';

describe('bench report', () => {
  it('prints a figure over its budget as FAIL with the figure and the budget', () => {
    const line = formatLine(judge({ bench: 'B9', figure: 'navigation to tools listed', value: 2700, unit: 'ms', runs: [2600, 2700, 2900] }, false));
    expect(line).toMatch(/^B9 .*2700 ms\s+≤ 1000 ms\s+FAIL\s+runs: 2600, 2700, 2900$/);
  });

  it('passes a figure within budget, and never judges a smoke run or a figure without budget', () => {
    expect(judge({ bench: 'B1', figure: 'p50 added (bridge - direct)', value: 0.4, unit: 'ms' }, false).verdict).toBe('PASS');
    expect(judge({ bench: 'B1', figure: 'p50 added (bridge - direct)', value: 9, unit: 'ms' }, true).verdict).toBe('smoke');
    expect(judge({ bench: 'B1', figure: 'direct SDK client p50', value: 1, unit: 'ms' }, false).verdict).toBe('info');
    expect(judge({ bench: 'B6', figure: 'no Monaco before interaction', value: 0, unit: 'bool' }, false).verdict).toBe('FAIL');
  });

  it('judges B1 and B11 by the time the bridge adds, and prints the B1 ratio without a budget (issue 24)', () => {
    expect(judge({ bench: 'B1', figure: 'p50 added (bridge - direct)', value: 0.6, unit: 'ms' }, false).verdict).toBe('FAIL');
    expect(judge({ bench: 'B1', figure: 'p99 added (bridge - direct)', value: 2.9, unit: 'ms' }, false).verdict).toBe('PASS');
    expect(judge({ bench: 'B1', figure: 'p99 added (bridge - direct)', value: 3.1, unit: 'ms' }, false).verdict).toBe('FAIL');
    expect(judge({ bench: 'B1', figure: 'p50 ratio', value: 6.5, unit: 'x' }, false).verdict).toBe('info');
    expect(judge({ bench: 'B11', figure: 'MRTR round: p50 added (bridge - direct)', value: 0.9, unit: 'ms' }, false).verdict).toBe('PASS');
    expect(judge({ bench: 'B11', figure: 'MRTR round: p50 added (bridge - direct)', value: 1.2, unit: 'ms' }, false).verdict).toBe('FAIL');
  });

  it('counts the budgets of a benchmark that broke as FAIL, not measured, B7 with the benchmark that reads it', () => {
    const missing = missingBudgets([], ['B2'], false);
    expect(missing.map((figure) => `${figure.bench} ${figure.figure} ${figure.verdict}`)).toEqual([
      'B2 last shown after last send FAIL',
      'B2 longest long task FAIL',
      'B7 bridge RSS after B2 FAIL',
    ]);
    expect(formatLine(missing[0]!)).toContain('not measured');
  });

  it('writes results.json with the machine, and null for a figure that was not measured', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
    try {
      const file = path.join(directory, 'results.json');
      writeResults(file, { machine: describeMachine(), mode: 'full', runs: 3, startedAt: '2026-01-01T00:00:00Z', figures: missingBudgets([], ['B9'], false), errors: [] });
      const written = JSON.parse(readFileSync(file, 'utf8')) as { machine: { cores: number }; figures: { value: unknown; verdict: string }[] };
      expect(written.machine.cores).toBeGreaterThan(0);
      expect(written.figures).toEqual([expect.objectContaining({ value: null, verdict: 'FAIL' })]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('prints the Inspector beside a figure with the ratio, and says so when the Inspector gave up', () => {
    const ours = { bench: 'B8', figure: 'click Run to result (median)', value: 20, unit: 'ms' as const };
    const [peer, ratio] = besidePeer(ours, { status: 'ok', value: 80, runs: [70, 80, 90] }).map((figure) => formatLine(judge(figure, false)));
    expect(peer).toMatch(/^B8 +click Run to result \(median\), Inspector +80 ms +info +runs: 70, 80, 90$/);
    expect(ratio).toMatch(/mcpscope \/ Inspector +0\.25 x +info +\(mcpscope 4\.0× faster\)$/);
    expect(formatLine(judge(besidePeer({ ...ours, value: 100 }, { status: 'ok', value: 50 })[1]!, false))).toContain('(mcpscope 2.0× slower)');
    expect(formatLine(judge(besidePeer({ ...ours, value: 0 }, { status: 'ok', value: 50 })[1]!, false))).toContain('(mcpscope faster: its figure is 0)');
    const [gaveUp, bound] = besidePeer(ours, { status: 'gave-up', waitedMs: 60_000, reason: 'the log never showed the last message' }).map((figure) => formatLine(judge(figure, false)));
    expect(gaveUp).toContain('(Inspector: gave up after 60 s (the log never showed the last message))');
    expect(bound).toContain('(at least 3000.0× faster)');
  });

  it('prints a figure per size and its growth per step, so a quadratic cost stands out from a linear one', () => {
    const lines = growthFigures('B3', 'page load to list', 'ms', [
      { size: 1000, value: 100 },
      { size: 5000, value: 500 },
      { size: 20_000, value: 8000 },
    ]).map((figure) => formatLine(judge(figure, false)));
    expect(lines[0]).toMatch(/^B3 +page load to list at 1,000 +100 ms/);
    expect(lines[3]).toMatch(/growth 1,000 → 5,000 +5\.00 x +info +\(size ×5\.0: linear ×5\.0, quadratic ×25\.0\)$/);
    expect(lines[4]).toMatch(/growth 5,000 → 20,000 +16\.00 x +info +\(size ×4\.0: linear ×4\.0, quadratic ×16\.0\)$/);
  });
});
