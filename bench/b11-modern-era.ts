/**
 * B11 the 2026-07-28 era (issue 24, point 4): B1 and B8 against a stateless server that speaks
 * only 2026-07-28 (the modern fixture, e2e/fixtures/modern-server, over Streamable HTTP, each POST
 * on its own), and one MRTR round through the bridge. The round is `list_workspace`, which asks
 * for the client's roots (basic/patterns/mrtr): the bridge answers it from the connection's roots,
 * so no person is in the loop, and a direct v2 client answers it from its own handler. Both make
 * the same two requests; what the bridge adds beyond that is the figure (≤ 1 ms at p50).
 */
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { fixtureClient, firstText, ANSWERS } from '../e2e/fixtures/modern-server/test-client';
import { startModernHttp } from '../e2e/support/modern-server';
import { timeRoundTrips } from './b8-ui-round-trip';
import { BridgeClient } from './lib/bridge-client';
import { startUrlBridge } from './lib/bridges';
import { closePage, newBenchPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import type { Figure } from './lib/report';
import { roundTripFigures } from './lib/round-trip';
import { median, quantile } from './lib/stats';
import { timeTakingTurns } from './lib/timing';

const WARM_UP = 30;

type Sample = Record<'direct' | 'bridge', number[]>;

/** p50 and p99 of each side and what the bridge adds, each the median over runs. */
function addedFigures(label: string, runs: readonly Sample[], note: string): Figure[] {
  const of = (pick: (run: Sample) => number) => {
    const values = runs.map(pick);
    return { value: median(values), runs: values };
  };
  return [
    { bench: 'B11', figure: `${label}: direct v2 client p50`, unit: 'ms', ...of((run) => quantile(run.direct, 0.5)), note },
    { bench: 'B11', figure: `${label}: bridge p50`, unit: 'ms', ...of((run) => quantile(run.bridge, 0.5)), note: 'POST /calls + the end event' },
    { bench: 'B11', figure: `${label}: p50 added (bridge - direct)`, unit: 'ms', ...of((run) => quantile(run.bridge, 0.5) - quantile(run.direct, 0.5)) },
    { bench: 'B11', figure: `${label}: p99 added (bridge - direct)`, unit: 'ms', ...of((run) => quantile(run.bridge, 0.99) - quantile(run.direct, 0.99)) },
  ];
}

export async function benchModernEra({ browser, runs, sizes, log }: BenchContext): Promise<Figure[]> {
  const server = await startModernHttp('modern-only');
  const { client: direct } = fixtureClient({ versionNegotiation: { mode: 'auto' } });
  const mcpscope = await startUrlBridge(server.url);
  const bridge = new BridgeClient(mcpscope);
  try {
    await direct.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    await bridge.listen();
    const { id: conn } = await bridge.readyConnection();
    await bridge.request('PUT', `/connections/${conn}/roots`, { roots: ANSWERS.roots });
    const viaBridge = (tool: string, args: Record<string, unknown>) => async () => {
      const call = await bridge.call(conn, { tool, arguments: args });
      if (call.status !== 'ok') throw new Error(`${tool} through the bridge ended ${call.status}`);
      return call;
    };
    // The server names the era that served each call: a 2025 session here would measure the wrong thing.
    const echoed = firstText((await viaBridge('echo', { text: 'era?' })()).result ?? {});
    if (echoed !== 'era? (modern)') throw new Error(`the bridge's echo came back "${echoed}", not from the 2026-07-28 era`);
    const mrtr = await viaBridge('list_workspace', {})();
    if (mrtr.rounds?.length !== 1) throw new Error(`list_workspace took ${mrtr.rounds?.length ?? 0} input rounds through the bridge, not one`);

    const echo = { direct: () => direct.callTool({ name: 'echo', arguments: { text: 'hello' } }), bridge: viaBridge('echo', { text: 'hello' }) };
    const round = { direct: () => direct.callTool({ name: 'list_workspace', arguments: {} }), bridge: viaBridge('list_workspace', {}) };
    const sample = (pair: typeof echo, count: number): Promise<Sample> => timeTakingTurns(count, pair);
    await sample(echo, WARM_UP);
    await sample(round, WARM_UP);
    const mrtrCalls = Math.max(1, Math.round(sizes.echoCalls / 4));
    const echoRuns: Sample[] = [];
    const roundRuns: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      echoRuns.push(await sample(echo, sizes.echoCalls));
      roundRuns.push(await sample(round, mrtrCalls));
      log(`  B11 run ${run + 1}: echo added p50 ${(quantile(echoRuns[run]!.bridge, 0.5) - quantile(echoRuns[run]!.direct, 0.5)).toFixed(2)} ms, MRTR round added p50 ${(quantile(roundRuns[run]!.bridge, 0.5) - quantile(roundRuns[run]!.direct, 0.5)).toFixed(2)} ms`);
    }

    const page = await newBenchPage(browser, { tapCallEnds: true });
    try {
      await page.goto(mcpscope.url);
      const uiTimes = await timeRoundTrips(page, { name: 'echo', textArgument: 'text' }, sizes.roundTrips);
      return [
        ...addedFigures('echo', echoRuns, `${sizes.echoCalls} sequential calls per run, stateless HTTP`),
        ...addedFigures('MRTR round', roundRuns, `list_workspace: input_required for roots, then the retry; ${mrtrCalls} calls per run`),
        ...roundTripFigures('B11', uiTimes),
      ];
    } finally {
      await closePage(page);
    }
  } finally {
    bridge.close();
    await direct.close();
    await mcpscope.stop();
    await server.stop();
  }
}
