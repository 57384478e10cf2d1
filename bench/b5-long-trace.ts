/**
 * B5 long trace (issue 6): a generated trace of `traceMessages` messages opened offline with
 * `mcpscope open <file>`. Measured per run on a fresh page, from navigation: the first frame with
 * message log rows, then (clicking the Timeline tab at once) the first frame with timeline items;
 * the frame where the log holds every record; then a jump from the top of the message log to its
 * end until the last row is rendered, and the JS heap after a full GC. B7 reads the bridge's RSS after each run.
 * Last, the whole-trace figure once at each size of `traceGrowth`, and its growth per step (issue 24, point 6),
 * and B7 read once more after the largest of them.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bridgeRssMB, openTraceBridge } from './lib/bridges';
import { heapAfterGcMB, inPage, withFreshPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import { writeLongTrace } from './lib/long-trace';
import { growthFigures, type Figure } from './lib/report';
import { OPEN_MESSAGE_LOG } from './lib/spa';
import { median } from './lib/stats';

interface TraceRun {
  logPaintMs: number;
  firstPaintMs: number;
  wholeMs: number;
  scrollToEndMs: number;
  heapMB: number;
  rssMB: number;
}

const LAST_ROW = `(() => {
  const rows = Number(document.querySelector('[role="grid"][aria-label="Messages"]').getAttribute('aria-rowcount')) - 1;
  return document.querySelector('[data-testid="message-list"] [data-index="' + (rows - 1) + '"]');
})`;

/**
 * From navigation until the log counts every one of `messages` records, and the bridge's RSS then:
 * one fresh bridge and page on a trace of that size (issue 24, point 6).
 */
async function wholeTrace(browser: BenchContext['browser'], messages: number): Promise<{ ms: number; rssMB: number }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mcpscope-bench-trace-'));
  const file = path.join(directory, 'long-trace.jsonl');
  writeLongTrace(file, messages);
  const mcpscope = await openTraceBridge(file);
  try {
    return await withFreshPage(browser, async (page) => {
      await page.goto(mcpscope.url);
      const ms = await inPage<number>(page, `__bench.frameWhen(() => (${OPEN_MESSAGE_LOG}, document.querySelector('[role="grid"][aria-label="Messages"]')?.getAttribute('aria-rowcount') === '${messages + 2}'), 600000)`);
      return { ms, rssMB: bridgeRssMB(mcpscope) };
    });
  } finally {
    await mcpscope.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * The whole-trace time at each size and its growth; and B7 on the largest trace, in its own bridge,
 * so a bridge that holds what it opens shows there (issue 24: 1,000,000 messages, as B10's session).
 */
async function growth(browser: BenchContext['browser'], sizes: readonly number[]): Promise<Figure[]> {
  const points: { size: number; value: number; rssMB: number }[] = [];
  for (const size of sizes) {
    const { ms, rssMB } = await wholeTrace(browser, size);
    points.push({ size, value: ms, rssMB });
  }
  const largest = points.at(-1);
  return [
    ...growthFigures('B5', 'whole trace in the message log', 'ms', points),
    ...(largest ? [{ bench: 'B7', figure: 'bridge RSS after the largest B5 trace', unit: 'MB' as const, value: largest.rssMB, note: `${largest.size.toLocaleString('en-US')} messages, once` }] : []),
  ];
}

export async function benchLongTrace({ browser, runs, sizes, log }: BenchContext): Promise<Figure[]> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mcpscope-bench-trace-'));
  const file = path.join(directory, 'long-trace.jsonl');
  writeLongTrace(file, sizes.traceMessages);
  log(`  B5 trace: ${sizes.traceMessages} messages, ${(statSync(file).size / 1e6).toFixed(1)} MB`);
  const mcpscope = await openTraceBridge(file);
  try {
    const results: TraceRun[] = [];
    for (let run = 0; run < runs; run++) {
      await withFreshPage(browser, async (page) => {
        await page.goto(mcpscope.url);
        const paints = await inPage<{ logPaintMs: number; firstPaintMs: number }>(
          page,
          `(async () => {
            const logPaintMs = await __bench.frameWhen(() => (${OPEN_MESSAGE_LOG}, document.querySelector('[data-testid="message-row"]')), 120000);
            await __bench.frameWhen(() => [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent.trim().startsWith('Timeline')), 30000);
            [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent.trim().startsWith('Timeline')).click();
            const firstPaintMs = await __bench.frameWhen(() => document.querySelector('[data-testid="timeline-item"]'), 120000);
            return { logPaintMs, firstPaintMs };
          })()`,
        );
        // A long trace is shown from its head while the rest is read (open-progressively.ts):
        // the jump and the heap are measured on the whole trace, once the log counts every record.
        const wholeMs = await inPage<number>(page, `__bench.frameWhen(() => document.querySelector('[role="grid"][aria-label="Messages"]')?.getAttribute('aria-rowcount') === '${sizes.traceMessages + 2}', 180000)`);
        const scrollToEndMs = await inPage<number>(
          page,
          `(async () => {
            const list = document.querySelector('[data-testid="message-list"]');
            list.scrollTop = 0;
            await __bench.frameWhen(() => list.querySelector('[data-index="0"]'), 30000);
            const started = performance.now();
            list.scrollTop = list.scrollHeight;
            return (await __bench.frameWhen(${LAST_ROW}, 30000)) - started;
          })()`,
        );
        results.push({ ...paints, wholeMs, scrollToEndMs, heapMB: await heapAfterGcMB(page), rssMB: bridgeRssMB(mcpscope) });
      });
    }
    const of = (pick: (run: TraceRun) => number) => ({ value: median(results.map(pick)), runs: results.map(pick) });
    return [
      { bench: 'B5', figure: 'first paint of message log', unit: 'ms', ...of((run) => run.logPaintMs), note: `${sizes.traceMessages} messages` },
      { bench: 'B5', figure: 'first paint of log and timeline', unit: 'ms', ...of((run) => run.firstPaintMs), note: 'from navigation; Timeline tab clicked as soon as it exists' },
      { bench: 'B5', figure: 'whole trace in the message log', unit: 'ms', ...of((run) => run.wholeMs), note: 'from navigation: every record counted' },
      { bench: 'B5', figure: 'message log scroll to end', unit: 'ms', ...of((run) => run.scrollToEndMs) },
      { bench: 'B5', figure: 'JS heap after load', unit: 'MB', ...of((run) => run.heapMB), note: 'after a full GC' },
      { bench: 'B7', figure: 'bridge RSS after B5', unit: 'MB', ...of((run) => run.rssMB) },
      ...(await growth(browser, sizes.traceGrowth)),
    ];
  } finally {
    await mcpscope.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}
