/**
 * B2 notification flood (issue 6): the bench server sends `floodCount` notifications/progress and
 * as many notifications/message as fast as it can. Measured: from the server's last send until
 * the frame where the SPA's message log counts them all, and the longest main-thread task
 * meanwhile. B7 reads the bridge's RSS afterwards. A fresh bridge and page per run. Then the same
 * flood in the official Inspector (issue 24): until its Log Stream shows the last message.
 */
import { BridgeClient } from './lib/bridge-client';
import { bridgeRssMB, startBenchBridge } from './lib/bridges';
import { closePage, inPage, newBenchPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import { inspectorFlood } from './lib/inspector/flood';
import { besidePeer, type Figure } from './lib/report';
import { OPEN_MESSAGE_LOG } from './lib/spa';
import { median } from './lib/stats';

const TOTAL = `(() => Number(/of (\\d+) messages/.exec(__bench.text('[data-testid="message-count"]'))?.[1] ?? -1))`;

interface FloodRun {
  lagMs: number;
  longestTaskMs: number;
  rssMB: number;
}

async function floodOnce({ browser, sizes }: BenchContext): Promise<FloodRun> {
  const mcpscope = await startBenchBridge();
  const bridge = new BridgeClient(mcpscope);
  const page = await newBenchPage(browser);
  try {
    await bridge.listen();
    const { id: conn } = await bridge.readyConnection();
    await page.goto(mcpscope.url);
    await inPage(page, `__bench.frameWhen(() => (${OPEN_MESSAGE_LOG}, ${TOTAL}() > 0), 30000)`);
    // Let the start-up traffic (initialize, lists) settle before taking the baseline.
    await page.waitForTimeout(1000);
    const baseline = await inPage<number>(page, `${TOTAL}()`);
    // The flood call's request and response, plus every notification.
    const target = baseline + 2 * sizes.floodCount + 2;
    const shown = inPage<{ shownAt: number; longestTaskMs: number }>(
      page,
      `(async () => {
        const since = performance.now();
        const at = await __bench.frameWhen(() => ${TOTAL}() >= ${target}, 180000);
        return { shownAt: performance.timeOrigin + at, longestTaskMs: __bench.longestSince(since) };
      })()`,
    );
    const call = await bridge.call(conn, { tool: 'flood', arguments: { count: sizes.floodCount }, options: { timeoutMs: 300_000 } });
    const content = call.result?.content as { text?: string }[] | undefined;
    if (call.status !== 'ok' || !content?.[0]?.text) throw new Error(`flood ended ${call.status}`);
    const { lastSentAt } = JSON.parse(content[0].text) as { lastSentAt: number };
    const { shownAt, longestTaskMs } = await shown;
    return { lagMs: Math.max(0, shownAt - lastSentAt), longestTaskMs, rssMB: bridgeRssMB(mcpscope) };
  } finally {
    bridge.close();
    await closePage(page);
    await mcpscope.stop();
  }
}

export async function benchNotificationFlood(context: BenchContext): Promise<Figure[]> {
  const results: FloodRun[] = [];
  for (let run = 0; run < context.runs; run++) results.push(await floodOnce(context));
  const of = (pick: (run: FloodRun) => number) => ({ value: median(results.map(pick)), runs: results.map(pick) });
  const note = `${context.sizes.floodCount} progress + ${context.sizes.floodCount} message notifications`;
  const lag: Figure = { bench: 'B2', figure: 'last shown after last send', unit: 'ms', ...of((run) => run.lagMs), note };
  const longestTask: Figure = { bench: 'B2', figure: 'longest long task', unit: 'ms', ...of((run) => run.longestTaskMs) };
  const peer = await inspectorFlood(context.browser, context.runs, context.sizes.floodCount);
  return [lag, longestTask, { bench: 'B7', figure: 'bridge RSS after B2', unit: 'MB', ...of((run) => run.rssMB) }, ...besidePeer(lag, peer.lag), ...besidePeer(longestTask, peer.longestTask)];
}
