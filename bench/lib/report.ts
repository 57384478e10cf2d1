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

/** What the official Inspector did for one figure (issue 24, point 1): its value, or how long we waited before giving up. */
export type PeerOutcome = { status: 'ok'; value: number; runs?: number[] } | { status: 'gave-up'; waitedMs: number; reason: string };

/** mcpscope / Inspector as words: 0.25 is "4.0× faster". */
function times(ratio: number): string {
  // Ours can be 0 (no long task at all): no multiple says that.
  if (ratio === 0) return 'faster: its figure is 0';
  return ratio <= 1 ? `${(1 / ratio).toFixed(1)}× faster` : `${ratio.toFixed(1)}× slower`;
}

/**
 * The Inspector's figure printed under ours, and the ratio mcpscope / Inspector (below 1 is ahead;
 * the goal is 0.33, "3× faster"). When the Inspector gave up, its line says so with the
 * time waited, and the ratio is a bound: mcpscope is at least that much faster.
 */
export function besidePeer(ours: Figure, peer: PeerOutcome): Figure[] {
  const name = `${ours.figure}, Inspector`;
  if (peer.status === 'gave-up') {
    const ratio = ours.value / peer.waitedMs;
    return [
      { bench: ours.bench, figure: name, unit: ours.unit, value: peer.waitedMs, note: `Inspector: gave up after ${(peer.waitedMs / 1000).toFixed(0)} s (${peer.reason})` },
      { bench: ours.bench, figure: `${ours.figure}, mcpscope / Inspector`, unit: 'x', value: ratio, note: `at least ${times(ratio)}` },
    ];
  }
  const ratio = ours.value / peer.value;
  return [
    { bench: ours.bench, figure: name, unit: ours.unit, value: peer.value, ...(peer.runs === undefined ? {} : { runs: peer.runs }) },
    { bench: ours.bench, figure: `${ours.figure}, mcpscope / Inspector`, unit: 'x', value: ratio, note: `mcpscope ${times(ratio)}` },
  ];
}

/**
 * A figure at each size of a workload, and by how much it grew from one size to the next (issue 24,
 * point 6): a step that multiplies the size by k should multiply a linear cost by about k; k² is a
 * quadratic one, which the note spells out so a regression shows in the printed run.
 */
export function growthFigures(bench: string, figure: string, unit: Unit, points: readonly { size: number; value: number }[]): Figure[] {
  const figures: Figure[] = points.map(({ size, value }) => ({ bench, figure: `${figure} at ${size.toLocaleString('en-US')}`, unit, value }));
  for (let step = 1; step < points.length; step++) {
    const from = points[step - 1]!;
    const to = points[step]!;
    const sizeFactor = to.size / from.size;
    figures.push({
      bench,
      figure: `${figure} growth ${from.size.toLocaleString('en-US')} → ${to.size.toLocaleString('en-US')}`,
      unit: 'x',
      value: to.value / from.value,
      note: `size ×${sizeFactor.toFixed(1)}: linear ×${sizeFactor.toFixed(1)}, quadratic ×${(sizeFactor * sizeFactor).toFixed(1)}`,
    });
  }
  return figures;
}
