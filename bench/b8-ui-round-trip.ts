/**
 * B8 UI round trip (issue 6): click Run on the demo server's echo, until the frame that shows the
 * result text; the median of `roundTrips` calls after warm-up, each with its own text so a call's
 * result cannot be mistaken for the previous one's. Then the same in the official Inspector's page
 * (issue 24): its echo's Execute Tool until the frame whose result panel shows the text.
 */
import { demoServerArgv, startDemoBridge } from './lib/bridges';
import { closePage, inPage, newBenchPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import { inspectorRoundTrips, withInspector } from './lib/inspector/figures';
import { besidePeer, type Figure } from './lib/report';
import { toolsListedSinceNavigation } from './lib/spa';
import { median, quantile } from './lib/stats';

const WARM_UP = 3;

function roundTrip(marker: string): string {
  return `(async () => {
    __bench.setInput(document.querySelector('[id="tool-echo_message"]'), ${JSON.stringify(marker)});
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    const started = performance.now();
    document.querySelector('[data-testid="run-tool"]').click();
    return (await __bench.frameWhen(() => {
      const result = document.querySelector('[data-testid="call-result"][data-status="ok"]');
      return result && result.textContent.includes(${JSON.stringify(marker)});
    }, 30000)) - started;
  })()`;
}

export async function benchUiRoundTrip({ browser, sizes }: BenchContext): Promise<Figure[]> {
  const mcpscope = await startDemoBridge();
  const page = await newBenchPage(browser);
  let ours: Figure;
  let p90: Figure;
  try {
    await page.goto(mcpscope.url);
    await inPage(page, toolsListedSinceNavigation());
    await page.locator('[data-testid="tool-row"][data-tool-name="echo"]').click();
    await page.locator('[id="tool-echo_message"]').waitFor();
    for (let call = 0; call < WARM_UP; call++) await inPage(page, roundTrip(`warm-up ${call}`));
    const times: number[] = [];
    for (let call = 0; call < sizes.roundTrips; call++) times.push(await inPage<number>(page, roundTrip(`round trip ${call}`)));
    ours = { bench: 'B8', figure: 'click Run to result (median)', unit: 'ms', value: median(times), runs: times, note: `${sizes.roundTrips} calls after ${WARM_UP} warm-up` };
    p90 = { bench: 'B8', figure: 'click Run to result (p90)', unit: 'ms', value: quantile(times, 0.9) };
  } finally {
    await closePage(page);
    await mcpscope.stop();
  }
  // The Inspector after mcpscope has stopped, so neither runs beside the other's load.
  const peer = await withInspector(demoServerArgv(), (url) => inspectorRoundTrips(browser, url, sizes.roundTrips, WARM_UP));
  return [ours, p90, ...besidePeer(ours, peer)];
}
