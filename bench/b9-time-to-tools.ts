/**
 * B9 time to tools (issue 6): from page navigation (a fresh browser context: nothing cached) until
 * the frame that lists the demo server's tools. The bridge has connected the demo server
 * beforehand, so the figure is the page's own: fetch, parse, render.
 */
import { startDemoBridge } from './lib/bridges';
import { inPage, withFreshPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import type { Figure } from './lib/report';
import { toolsListedSinceNavigation } from './lib/spa';
import { median } from './lib/stats';

export async function benchTimeToTools({ browser, runs }: BenchContext): Promise<Figure[]> {
  const mcpscope = await startDemoBridge();
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      times.push(
        await withFreshPage(browser, async (page) => {
          await page.goto(mcpscope.url);
          return inPage<number>(page, toolsListedSinceNavigation());
        }),
      );
    }
    return [{ bench: 'B9', figure: 'navigation to tools listed', unit: 'ms', value: median(times), runs: times, note: 'cold cache, demo server' }];
  } finally {
    await mcpscope.stop();
  }
}
