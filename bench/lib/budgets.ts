/**
 * The budgets of issue 6, as issue 24 revised them (B1, B3, B8), one row per figure that has one. A figure is compared as `≤ limit`
 * (times, sizes, ratios) or must be true (yes/no checks). Smoke runs use tiny sizes, so their
 * figures are printed but not judged.
 */
export type Unit = 'ms' | 'MB' | 'KB' | 'x' | 'bool' | 'count';

export interface Budget {
  /** "B1", "B2", … */
  bench: string;
  /** Key of the figure this budget judges, unique within its bench. */
  figure: string;
  unit: Unit;
  /** For `bool`: the figure must be 1 (true). Otherwise: figure ≤ limit. */
  limit: number;
  /** The benchmark that measures it, when another one (B7 is read after B2 and after B5). */
  measuredBy?: string;
}

export const BUDGETS: readonly Budget[] = [
  // Issue 24: B1 is judged by the time the bridge adds, not by its ratio to a direct call that
  // takes 0.1 ms; the ratios are still printed, without a budget.
  { bench: 'B1', figure: 'p50 added (bridge - direct)', unit: 'ms', limit: 0.5 },
  { bench: 'B1', figure: 'p99 added (bridge - direct)', unit: 'ms', limit: 3 },
  { bench: 'B2', figure: 'last shown after last send', unit: 'ms', limit: 2000 },
  { bench: 'B2', figure: 'longest long task', unit: 'ms', limit: 200 },
  // Issue 24: B3 is judged both ways, from page load and from connecting, each ≤ 1 s.
  { bench: 'B3', figure: 'page load to 5,000-tool list', unit: 'ms', limit: 1000 },
  // Issue 6's words: "connect-to-list-rendered". The server's own start-up is not mcpscope's,
  // so the budget starts at its answer to initialize (the figure from the request is printed too).
  { bench: 'B3', figure: 'server ready to 5,000-tool list', unit: 'ms', limit: 1000 },
  { bench: 'B3', figure: 'filter keystroke to update (slowest)', unit: 'ms', limit: 50 },
  { bench: 'B4', figure: '20 MB text: run to responsive', unit: 'ms', limit: 1000 },
  { bench: 'B4', figure: '20 MB text: longest long task', unit: 'ms', limit: 300 },
  { bench: 'B4', figure: '5 MB JSON: run to responsive', unit: 'ms', limit: 1000 },
  { bench: 'B4', figure: '5 MB JSON: longest long task', unit: 'ms', limit: 300 },
  { bench: 'B5', figure: 'first paint of log and timeline', unit: 'ms', limit: 2000 },
  { bench: 'B5', figure: 'JS heap after load', unit: 'MB', limit: 300 },
  { bench: 'B6', figure: 'initial JS, gzip', unit: 'KB', limit: 350 },
  { bench: 'B6', figure: 'static assets served compressed', unit: 'bool', limit: 1 },
  { bench: 'B6', figure: 'no Monaco before interaction', unit: 'bool', limit: 1 },
  { bench: 'B7', figure: 'bridge RSS after B2', unit: 'MB', limit: 300, measuredBy: 'B2' },
  { bench: 'B7', figure: 'bridge RSS after B5', unit: 'MB', limit: 300, measuredBy: 'B5' },
  // Issue 24: a bridge that opened a 1,000,000-message trace holds no more than one that opened 200,000.
  { bench: 'B7', figure: 'bridge RSS after the largest B5 trace', unit: 'MB', limit: 300, measuredBy: 'B5' },
  // Issue 24: the result shows in the frame after the answer arrives, so one frame (16.7 ms at 60 Hz).
  { bench: 'B8', figure: 'click Run to result (median)', unit: 'ms', limit: 17 },
  { bench: 'B9', figure: 'navigation to tools listed', unit: 'ms', limit: 1000 },
  // Issue 24, point 3: memory must not grow with the session. "Not growing" allows GC noise.
  { bench: 'B10', figure: 'bridge RSS at the end', unit: 'MB', limit: 300 },
  { bench: 'B10', figure: 'bridge RSS growth over the last quarter', unit: 'MB', limit: 20 },
  { bench: 'B10', figure: 'page JS heap at the end', unit: 'MB', limit: 300 },
  { bench: 'B10', figure: 'message log jump to a random point', unit: 'ms', limit: 100 },
  { bench: 'B10', figure: 'trace holds every message', unit: 'bool', limit: 1 },
  // Issue 24, point 4: B1 and B8 against a stateless 2026-07-28 server, and one MRTR round
  // through the bridge within 1 ms of the same round made directly.
  { bench: 'B11', figure: 'echo: p50 added (bridge - direct)', unit: 'ms', limit: 0.5 },
  { bench: 'B11', figure: 'echo: p99 added (bridge - direct)', unit: 'ms', limit: 3 },
  { bench: 'B11', figure: 'MRTR round: p50 added (bridge - direct)', unit: 'ms', limit: 1 },
  { bench: 'B11', figure: 'click Run to result (median)', unit: 'ms', limit: 17 },
  // Issue 19: at most half the official Inspector's install, and a ready line within a second.
  { bench: 'B12', figure: 'installed size / Inspector', unit: 'x', limit: 0.5 },
  { bench: 'B12', figure: 'npx mcpscope to ready line (warm)', unit: 'ms', limit: 1000 },
  // Issue 19: "a one-file export of a small trace under 2 MB", and its build prints no warning.
  { bench: 'B13', figure: 'export of a small trace', unit: 'MB', limit: 2 },
  { bench: 'B13', figure: 'viewer build warnings', unit: 'count', limit: 0 },
];

export function budgetFor(bench: string, figure: string): Budget | undefined {
  return BUDGETS.find((budget) => budget.bench === bench && budget.figure === figure);
}

export function meets(budget: Budget, value: number): boolean {
  return budget.unit === 'bool' ? value === 1 : Number.isFinite(value) && value <= budget.limit;
}
