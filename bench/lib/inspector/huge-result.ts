/**
 * B4 in the official Inspector (issue 24, point 1): a huge result run from its form, the server
 * having built it before serving (--prebuild-*), as for mcpscope. From the click on Execute Tool:
 * the frame whose result panel shows content, then the frame where "huge" typed in its tool search
 * has cut the rows to the two huge tools (the page answers again), and the longest long task from
 * the click until a second after that. A fresh Inspector and page per run.
 */
import type { Browser } from '@playwright/test';
import { benchServerArgv } from '../bridges';
import { closePage, inPageWithin } from '../browser';
import type { PeerOutcome } from '../report';
import { median } from '../stats';
import { measured, openToolForm, withInspector } from './figures';
import { GIVE_UP_MS, openConnected, PAGE_BOUND_MS } from './page';

export interface HugeRun {
  shownMs: number;
  responsiveMs: number;
  longestTaskMs: number;
}

async function hugeOnce(browser: Browser, url: string, tool: 'huge_text' | 'huge_json', megabytes: number): Promise<HugeRun> {
  const page = await openConnected(browser, url, 'any');
  try {
    await openToolForm(page, tool);
    await page.locator('main input:not([placeholder]):not([role="switch"])').first().fill(String(megabytes));
    await inPageWithin(page, `__bench.settled(500, ${GIVE_UP_MS})`, PAGE_BOUND_MS);
    return await inPageWithin<HugeRun>(
      page,
      `(async () => {
        const started = performance.now();
        [...document.querySelectorAll('main button')].find((button) => button.textContent.trim() === 'Execute Tool').click();
        const shown = await __bench.frameWhen(() => [...document.querySelectorAll('main pre, main .ace_content')].some((element) => element.textContent.length > 200), ${GIVE_UP_MS});
        __bench.setInput(document.querySelector('input[placeholder="Search tools..."]'), 'huge');
        const responsive = await __bench.frameWhen(() => document.querySelectorAll('button.list-item').length === 2, ${GIVE_UP_MS});
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return { shownMs: shown - started, responsiveMs: responsive - started, longestTaskMs: __bench.longestSince(started) };
      })()`,
      PAGE_BOUND_MS,
    );
  } finally {
    await closePage(page);
  }
}

/** Each of the three figures over `runs` fresh Inspectors, or "gave up" for all three. */
export async function inspectorHugeResult(browser: Browser, runs: number, tool: 'huge_text' | 'huge_json', megabytes: number): Promise<Record<keyof HugeRun, PeerOutcome>> {
  const results: HugeRun[] = [];
  const shown = await measured(runs, async () => {
    const run = await withInspector(benchServerArgv([tool === 'huge_text' ? '--prebuild-text' : '--prebuild-json', String(megabytes)]), (url) => hugeOnce(browser, url, tool, megabytes));
    results.push(run);
    return run.shownMs;
  });
  const of = (pick: (run: HugeRun) => number): PeerOutcome => (shown.status === 'ok' ? { status: 'ok', value: median(results.map(pick)), runs: results.map(pick) } : shown);
  return { shownMs: shown, responsiveMs: of((run) => run.responsiveMs), longestTaskMs: of((run) => run.longestTaskMs) };
}
