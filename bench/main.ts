/**
 * `npm run bench` (issue 6): B1–B9 against the real CLI, bridge and SPA, each figure printed with
 * its budget and PASS/FAIL, and written to bench/results.json. Not part of `npm test`.
 *
 *   --smoke      tiny sizes and one run; figures printed, budgets not judged (CI, bench/smoke.test.ts)
 *   --runs <n>   runs per figure, of which the median is reported (default 3)
 *   --only B1,B5 run only these benchmarks; `--only findings` prints only the findings corpus's figures, `--only analysis` only the engine's timings
 *   --out <file> where to write the results (default bench/results.json; a smoke run: the temp dir)
 */
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { runAnalysisBench } from './analysis';
import { BENCHMARKS } from './benchmarks';
import { findingsReport } from './findings/main';
import { launchBrowser } from './lib/browser';
import { FULL_SIZES, SMOKE_SIZES } from './lib/context';
import { describeMachine, formatLine, judge, missingBudgets, writeResults, type JudgedFigure } from './lib/report';

const REPO = fileURLToPath(new URL('..', import.meta.url));

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { smoke: { type: 'boolean' }, runs: { type: 'string' }, only: { type: 'string' }, out: { type: 'string' } } });
  const smoke = values.smoke ?? false;
  const runs = smoke ? 1 : Number(values.runs ?? 3);
  const only = values.only?.split(',').map((name) => name.trim().toUpperCase());
  const selected = BENCHMARKS.filter((bench) => !only || only.includes(bench.id));
  // A smoke run's tiny figures must not overwrite the recorded full run.
  const out = path.resolve(values.out ?? (smoke ? path.join(tmpdir(), 'mcpscope-bench-smoke.json') : path.join(REPO, 'bench', 'results.json')));
  const machine = describeMachine();
  const startedAt = new Date().toISOString();
  console.log(`mcpscope bench${smoke ? ' --smoke (tiny sizes, budgets not judged)' : ''}: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGB} GB, Node ${machine.node}, load ${machine.loadAtStart}, median of ${runs} run(s)`);

  if (!smoke && (!only || only.includes('ANALYSIS'))) runAnalysisBench((line) => console.log(line));
  // Recall and false positives of the findings engine (issue 22): a measurement without a budget.
  if (!smoke && (!only || only.includes('FINDINGS'))) for (const line of findingsReport()) console.log(line);
  if (only && selected.length === 0) return 0;

  const browser = await launchBrowser();
  const judged: JudgedFigure[] = [];
  const errors: string[] = [];
  try {
    for (const bench of selected) {
      console.log(`${bench.id} ${bench.title}`);
      try {
        for (const figure of await bench.run({ browser, runs, sizes: smoke ? SMOKE_SIZES : FULL_SIZES, log: (line) => console.log(line) })) {
          const line = judge(figure, smoke);
          judged.push(line);
          console.log(formatLine(line));
        }
      } catch (error) {
        // A benchmark that breaks is reported, and its budgets count as FAIL below.
        const message = `${bench.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
        errors.push(message);
        console.log(message);
      }
    }
  } finally {
    await browser.close();
  }
  const missing = missingBudgets(judged, selected.map((bench) => bench.id), smoke);
  const figures = [...judged, ...missing];
  writeResults(out, { machine, mode: smoke ? 'smoke' : 'full', runs, startedAt, figures, errors });

  console.log(`\nSummary (${machine.cores} cores, load ${machine.loadAtStart} at start)`);
  for (const figure of figures.filter((f) => f.verdict !== 'info')) console.log(formatLine(figure));
  const failed = figures.filter((figure) => figure.verdict === 'FAIL').length;
  const verdict = smoke ? 'smoke run: budgets not judged' : failed === 0 ? 'all budgets met' : `${failed} budget(s) FAIL`;
  console.log(`${verdict}${errors.length > 0 ? `, ${errors.length} benchmark(s) broke` : ''}; results in ${path.relative(process.cwd(), out)}`);
  return errors.length > 0 || failed > 0 ? 1 : 0;
}
