/**
 * One line per figure, with its budget and PASS/FAIL (issue 6: "a budget that is not met prints
 * FAIL and the figure, and is not hidden"), and bench/results.json with the same data.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { BUDGETS, budgetFor, meets, type Unit } from './budgets';

export interface Figure {
  bench: string;
  figure: string;
  value: number;
  unit: Unit;
  /** Every run's value when the figure is a median of several. */
  runs?: number[];
  note?: string;
}

export type Verdict = 'PASS' | 'FAIL' | 'info' | 'smoke';

export interface JudgedFigure extends Figure {
  limit?: number;
  verdict: Verdict;
}

export interface Machine {
  cores: number;
  cpu: string;
  memoryGB: number;
  node: string;
  /** 1-minute load average when the run started: a busy machine makes every figure worse. */
  loadAtStart: number;
}

export function describeMachine(): Machine {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGB: Math.round(totalmem() / 1e9),
    node: process.version,
    loadAtStart: Number(loadavg()[0]!.toFixed(2)),
  };
}

export function judge(figure: Figure, smoke: boolean): JudgedFigure {
  const budget = budgetFor(figure.bench, figure.figure);
  if (!budget) return { ...figure, verdict: 'info' };
  if (smoke) return { ...figure, limit: budget.limit, verdict: 'smoke' };
  return { ...figure, limit: budget.limit, verdict: meets(budget, figure.value) ? 'PASS' : 'FAIL' };
}

function show(value: number, unit: Unit): string {
  if (unit === 'bool') return value === 1 ? 'yes' : 'no';
  if (!Number.isFinite(value)) return 'not measured';
  const digits = unit === 'x' || (unit === 'ms' && value < 10) ? 2 : unit === 'MB' || unit === 'KB' ? 1 : 0;
  return unit === 'count' ? value.toFixed(0) : `${value.toFixed(digits)} ${unit}`;
}

export function formatLine(judged: JudgedFigure): string {
  const budget = judged.limit === undefined ? '' : judged.unit === 'bool' ? 'must be yes' : `≤ ${show(judged.limit, judged.unit)}`;
  const runs = judged.runs && judged.runs.length > 1 ? `  runs: ${judged.runs.map((run) => run.toFixed(judged.unit === 'x' || run < 10 ? 2 : 0)).join(', ')}` : '';
  const note = judged.note ? `  (${judged.note})` : '';
  return `${judged.bench.padEnd(3)} ${judged.figure.padEnd(40)} ${show(judged.value, judged.unit).padStart(14)}  ${budget.padEnd(12)} ${judged.verdict}${runs}${note}`;
}

/** Budgets whose figure never arrived (the bench failed or was skipped) count as FAIL, not as absent. */
export function missingBudgets(judged: readonly JudgedFigure[], ran: readonly string[], smoke: boolean): JudgedFigure[] {
  return BUDGETS.filter((budget) => ran.includes(budget.measuredBy ?? budget.bench) && !judged.some((figure) => figure.bench === budget.bench && figure.figure === budget.figure)).map(
    (budget) => ({ bench: budget.bench, figure: budget.figure, value: Number.NaN, unit: budget.unit, limit: budget.limit, verdict: smoke ? 'smoke' : 'FAIL', note: 'not measured' }),
  );
}

export function writeResults(file: string, results: { machine: Machine; mode: 'full' | 'smoke'; runs: number; startedAt: string; figures: JudgedFigure[]; errors: string[] }): void {
  // JSON has no NaN: a figure that was not measured is written as null.
  writeFileSync(file, `${JSON.stringify(results, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2)}\n`);
}
