/**
 * B9 time to tools (issue 6): from page navigation (a fresh browser context: nothing cached) until
 * the frame that lists the demo server's tools. The bridge has connected the demo server
 * beforehand, so the figure is the page's own: fetch, parse, render.
 */
import { startDemoBridge } from './lib/bridges';
import { closePage, inPage, newBenchPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import type { Figure } from './lib/report';
import { toolsListedSinceNavigation } from './lib/spa';
import { median } from './lib/stats';

export async function benchTimeToTools({ browser, runs }: BenchContext): Promise<Figure[]> {
  const mcpscope = await startDemoBridge();
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await newBenchPage(browser);
      try {
        await page.goto(mcpscope.url);
        times.push(await inPage<number>(page, toolsListedSinceNavigation()));
      } finally {
        await closePage(page);
      }
    }
    return [{ bench: 'B9', figure: 'navigation to tools listed', unit: 'ms', value: median(times), runs: times, note: 'cold cache, demo server' }];
  } finally {
    await mcpscope.stop();
  }
}
