/** What every benchmark gets from the runner: the browser, how many runs, and the sizes to use. */
import type { Browser } from '@playwright/test';
import type { Figure } from './report';

export interface Sizes {
  /** B1: sequential echo calls per run. */
  echoCalls: number;
  /** B2: notifications of each kind (progress and message). */
  floodCount: number;
  /** B3: generated tools. */
  tools: number;
  /** B4: MB of the text and the JSON result. */
  textMB: number;
  jsonMB: number;
  /** B5: messages in the generated trace. */
  traceMessages: number;
  /** B8: measured clicks after warm-up. */
  roundTrips: number;
  /** B3 and B5 (issue 24, point 6): the sizes at which the cost is measured once each, to show how it grows. */
  toolsGrowth: readonly number[];
  traceGrowth: readonly number[];
  /** B10: notifications through the day-long session. */
  dayMessages: number;
}

export const FULL_SIZES: Sizes = { echoCalls: 1000, floodCount: 10_000, tools: 5000, textMB: 20, jsonMB: 5, traceMessages: 200_000, roundTrips: 20, toolsGrowth: [1000, 5000, 20_000], traceGrowth: [50_000, 200_000, 1_000_000], dayMessages: 1_000_000 };

/** `--smoke`: tiny sizes, one run, no budgets judged; proves the harness works end to end. */
export const SMOKE_SIZES: Sizes = { echoCalls: 20, floodCount: 100, tools: 50, textMB: 0.2, jsonMB: 0.1, traceMessages: 2000, roundTrips: 3, toolsGrowth: [20, 80], traceGrowth: [500, 2000], dayMessages: 2000 };

export interface BenchContext {
  browser: Browser;
  runs: number;
  sizes: Sizes;
  log: (line: string) => void;
}

export type Benchmark = (context: BenchContext) => Promise<Figure[]>;
