/**
 * B8 UI round trip (issue 6; issue 24: one frame): click Run on the demo server's echo, until the
 * frame that shows the result text; the median of `roundTrips` calls after warm-up, each with its
 * own text so a call's result cannot be mistaken for the previous one's. Beside it, from the same
 * calls, the time the page got the call's end on its event stream, and from then until that
 * frame: the page's own part, which issue 24 wants within one frame; and, by the bridge's own
 * stamps on each call, how the wait before the answer splits (lib/round-trip.ts). Then the same in
 * the official Inspector's page (issue 24): its echo's Run Tool until the frame whose result panel shows the text.
 */
import type { Page } from '@playwright/test';
import { demoServerArgv, startDemoBridge } from './lib/bridges';
import { closePage, inPage, newBenchPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import { inspectorRoundTrips, withInspector } from './lib/inspector/figures';
import { besidePeer, type Figure } from './lib/report';
import { roundTripFigures, WARM_UP, type RoundTrip } from './lib/round-trip';
import { toolsListedSinceNavigation } from './lib/spa';

/** The tool a round trip runs, and the text argument that carries its marker. */
export interface EchoTool {
  name: string;
  textArgument: string;
}

function roundTrip(tool: EchoTool, marker: string): string {
  return `(async () => {
    __bench.setInput(document.querySelector(${JSON.stringify(`[id="tool-${tool.name}_${tool.textArgument}"]`)}), ${JSON.stringify(marker)});
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    const started = performance.now();
    document.querySelector('[data-testid="run-tool"]').click();
    const shown = await __bench.frameWhen(() => {
      const result = document.querySelector('[data-testid="call-result"][data-status="ok"]');
      return result && result.textContent.includes(${JSON.stringify(marker)});
    }, 30000);
    const end = __bench.callEnds.find((event) => event.data.includes(${JSON.stringify(marker)}));
    if (!end) throw new Error('the call\\'s end never came on the event stream');
    // The bridge stamps the call on the wall clock; the click, on the same clock.
    const { call } = JSON.parse(end.data);
    const click = performance.timeOrigin + started;
    return { arrived: end.at - started, shown: shown - started, bridgeStarted: call.startedAt - click, bridgeEnded: call.endedAt - click };
  })()`;
}

/** Opens `tool` in the page (already at the SPA) and times `count` round trips after warm-up. */
export async function timeRoundTrips(page: Page, tool: EchoTool, count: number): Promise<RoundTrip[]> {
  await inPage(page, toolsListedSinceNavigation());
  await page.locator(`[data-testid="tool-row"][data-tool-name="${tool.name}"]`).click();
  await page.locator(`[id="tool-${tool.name}_${tool.textArgument}"]`).waitFor();
  for (let call = 0; call < WARM_UP; call++) await inPage(page, roundTrip(tool, `warm-up ${call}`));
  const times: RoundTrip[] = [];
  for (let call = 0; call < count; call++) times.push(await inPage<RoundTrip>(page, roundTrip(tool, `round trip ${call}`)));
  return times;
}

export async function benchUiRoundTrip({ browser, sizes }: BenchContext): Promise<Figure[]> {
  const mcpscope = await startDemoBridge();
  const page = await newBenchPage(browser, { tapCallEnds: true });
  let ours: Figure[];
  try {
    await page.goto(mcpscope.url);
    ours = roundTripFigures('B8', await timeRoundTrips(page, { name: 'echo', textArgument: 'message' }, sizes.roundTrips));
  } finally {
    await closePage(page);
    await mcpscope.stop();
  }
  // The Inspector after mcpscope has stopped, so neither runs beside the other's load.
  const peer = await withInspector(demoServerArgv(), (url) => inspectorRoundTrips(browser, url, sizes.roundTrips, WARM_UP));
  const [clickToResult] = ours;
  return clickToResult ? [...ours, ...besidePeer(clickToResult, peer)] : ours;
}
