/**
 * B4 huge result (issue 6): a 20 MB text result and a 5 MB JSON result, run from the SPA. Measured
 * from the click on Run: the frame that shows the result, the frame where a keystroke in the tool
 * filter box has updated the list (the UI responds again), and the longest main-thread task from
 * the click until a second after that. A fresh bridge and page per tool and run: what the bridge
 * does with one huge result must not slow the next run down. The bench server builds the payload
 * before it serves (--prebuild-*): building 20 MB takes it 0.7 s, which is not mcpscope's time.
 * Each size is then run in the official Inspector the same way (issue 24, lib/inspector/huge-result.ts).
 */
import type { Browser } from '@playwright/test';
import { BridgeClient } from './lib/bridge-client';
import { startBenchBridge } from './lib/bridges';
import { closePage, inPage, newBenchPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import { inspectorHugeResult } from './lib/inspector/huge-result';
import { besidePeer, type Figure } from './lib/report';
import { median } from './lib/stats';

interface HugeRun {
  shownMs: number;
  responsiveMs: number;
  longestTaskMs: number;
}

const COUNT = `__bench.text('[data-testid="tool-count"]')`;

async function runHuge(browser: Browser, tool: 'huge_text' | 'huge_json', megabytes: number): Promise<HugeRun> {
  const mcpscope = await startBenchBridge([tool === 'huge_text' ? '--prebuild-text' : '--prebuild-json', String(megabytes)]);
  const page = await newBenchPage(browser);
  try {
    await new BridgeClient(mcpscope).readyConnection();
    await page.goto(mcpscope.url);
    await page.locator(`[data-testid="tool-row"][data-tool-name="${tool}"]`).click();
    await page.locator(`[id="tool-${tool}_megabytes"]`).fill(String(megabytes));
    await page.waitForTimeout(500);
    return await inPage<HugeRun>(
      page,
      `(async () => {
        const started = performance.now();
        document.querySelector('[data-testid="run-tool"]').click();
        const shown = await __bench.frameWhen(() => document.querySelector('[data-testid="call-result"][data-status="ok"] [data-testid="content-item"]'), 180000);
        const before = ${COUNT};
        __bench.setInput(document.querySelector('[data-testid="tool-filter"]'), 'huge_');
        const responsive = await __bench.frameWhen(() => ${COUNT} !== before, 60000);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return { shownMs: shown - started, responsiveMs: responsive - started, longestTaskMs: __bench.longestSince(started) };
      })()`,
    );
  } finally {
    await closePage(page);
    await mcpscope.stop();
  }
}

export async function benchHugeResult({ browser, runs, sizes }: BenchContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [tool, megabytes, label] of [
    ['huge_text', sizes.textMB, `${sizes.textMB} MB text`],
    ['huge_json', sizes.jsonMB, `${sizes.jsonMB} MB JSON`],
  ] as const) {
    const results: HugeRun[] = [];
    for (let run = 0; run < runs; run++) results.push(await runHuge(browser, tool, megabytes));
    const of = (pick: (run: HugeRun) => number) => ({ value: median(results.map(pick)), runs: results.map(pick) });
    // Budget rows are named after the full sizes; a smoke run's smaller sizes are in the note.
    const name = tool === 'huge_text' ? '20 MB text' : '5 MB JSON';
    const shown: Figure = { bench: 'B4', figure: `${name}: run to result shown`, unit: 'ms', ...of((run) => run.shownMs), note: label };
    const responsive: Figure = { bench: 'B4', figure: `${name}: run to responsive`, unit: 'ms', ...of((run) => run.responsiveMs) };
    const longestTask: Figure = { bench: 'B4', figure: `${name}: longest long task`, unit: 'ms', ...of((run) => run.longestTaskMs) };
    const peer = await inspectorHugeResult(browser, runs, tool, megabytes);
    figures.push(shown, responsive, longestTask, ...besidePeer(shown, peer.shownMs), ...besidePeer(responsive, peer.responsiveMs), ...besidePeer(longestTask, peer.longestTaskMs));
  }
  return figures;
}
