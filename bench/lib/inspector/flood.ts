/**
 * B2 in the official Inspector (issue 24, point 1): its `flood` tool run from its form, measured
 * from the server's last send (the wall clock it answers with, read from the result panel) until
 * the frame where its Log Stream shows the last notifications/message, and the longest long task
 * meanwhile. A fresh Inspector and page per run, as for mcpscope.
 */
import type { Browser } from '@playwright/test';
import { benchServerArgv } from '../bridges';
import { closePage, inPageWithin } from '../browser';
import type { PeerOutcome } from '../report';
import { median } from '../stats';
import { openToolForm, withInspector } from './figures';
import { GIVE_UP_MS, openConnected } from './page';

/** The flood of 2 × count notifications takes the server a while to send before any lag counts. */
const FLOOD_WAIT_MS = 3 * GIVE_UP_MS;

interface FloodRun {
  lagMs: number;
  longestTaskMs: number;
}

async function floodOnce(browser: Browser, url: string, count: number): Promise<FloodRun> {
  const page = await openConnected(browser, url, 'any');
  try {
    await openToolForm(page, 'flood');
    await page.locator('main input:not([placeholder]):not([role="switch"])').first().fill(String(count));
    return await inPageWithin<FloodRun>(
      page,
      `(async () => {
        const since = performance.now();
        [...document.querySelectorAll('main button')].find((button) => button.textContent.trim() === 'Execute Tool').click();
        const lastMessage = "//*[normalize-space(text())='flood message ${count} of ${count}']";
        const shown = __bench.frameWhen(() => document.evaluate(lastMessage, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue, ${FLOOD_WAIT_MS});
        const lastSent = () => Number(/"lastSentAt":\\s*(\\d+)/.exec(document.querySelector('main')?.textContent ?? '')?.[1] ?? 0);
        await __bench.frameWhen(() => lastSent() > 0, ${FLOOD_WAIT_MS});
        const shownAt = performance.timeOrigin + (await shown);
        return { lagMs: Math.max(0, shownAt - lastSent()), longestTaskMs: __bench.longestSince(since) };
      })()`,
      FLOOD_WAIT_MS + GIVE_UP_MS,
    );
  } finally {
    await closePage(page);
  }
}

export async function inspectorFlood(browser: Browser, runs: number, count: number): Promise<{ lag: PeerOutcome; longestTask: PeerOutcome }> {
  const results: FloodRun[] = [];
  const started = performance.now();
  for (let run = 0; run < runs; run++) {
    try {
      results.push(await withInspector(benchServerArgv(), (url) => floodOnce(browser, url, count)));
    } catch (error) {
      const gaveUp: PeerOutcome = { status: 'gave-up', waitedMs: performance.now() - started, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
      return { lag: gaveUp, longestTask: gaveUp };
    }
  }
  const of = (pick: (run: FloodRun) => number): PeerOutcome => ({ status: 'ok', value: median(results.map(pick)), runs: results.map(pick) });
  return { lag: of((run) => run.lagMs), longestTask: of((run) => run.longestTaskMs) };
}
