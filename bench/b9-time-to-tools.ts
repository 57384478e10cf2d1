/**
 * B9 time to tools (issue 6): from page navigation (a fresh browser context: nothing cached) until
 * the frame that lists the demo server's tools. The bridge has connected the demo server
 * beforehand, so the figure is the page's own: fetch, parse, render. Beside it the official
 * Inspector (issue 24) on the same demo server: from navigation, clicking Connect as soon as its
 * page shows the switch (it has no connection before a page asks), until the frame listing the tools.
 */
import { demoServerArgv, startDemoBridge } from './lib/bridges';
import { inPage, withFreshPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import { inspectorPageLoadToTools, withInspector } from './lib/inspector/figures';
import { besidePeer, type Figure } from './lib/report';
import { toolsListedSinceNavigation } from './lib/spa';
import { median } from './lib/stats';

export async function benchTimeToTools({ browser, runs }: BenchContext): Promise<Figure[]> {
  const mcpscope = await startDemoBridge();
  let ours: Figure;
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
    ours = { bench: 'B9', figure: 'navigation to tools listed', unit: 'ms', value: median(times), runs: times, note: 'cold cache, demo server' };
  } finally {
    await mcpscope.stop();
  }
  const peer = await withInspector(demoServerArgv(), (url) => inspectorPageLoadToTools(browser, url, runs, 'any'));
  return [ours, ...besidePeer(ours, peer.fromNavigation), { bench: 'B9', figure: 'of which the Inspector connecting', unit: 'ms', ...(peer.fromConnect.status === 'ok' ? { value: peer.fromConnect.value, runs: peer.fromConnect.runs } : { value: Number.NaN }), note: 'it connects only when asked in the page: from the click on Connect, the server start-up included' }];
}
