/**
 * B1 bridge overhead (issue 6): sequential tools/call echo round trips through the bridge API, the
 * way the SPA makes them (POST /calls, then the call's end on the event stream), against a direct
 * SDK Client on its own copy of the same server, in the same run. POST /rpc (one HTTP request
 * that answers with the result) is reported alongside, without a budget. The three take turns call
 * by call, so each meets the same load (lib/timing.ts).
 */
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/client';
import { BridgeClient } from './lib/bridge-client';
import { benchServerArgv, startBenchBridge } from './lib/bridges';
import type { BenchContext } from './lib/context';
import type { Figure } from './lib/report';
import { median, quantile } from './lib/stats';
import { timeTakingTurns } from './lib/timing';

const WARM_UP = 30;

export async function benchBridgeOverhead({ runs, sizes, log }: BenchContext): Promise<Figure[]> {
  const [command, ...args] = benchServerArgv();
  const direct = new Client({ name: 'mcpscope-bench', version: '1.0.0' });
  await direct.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
  const mcpscope = await startBenchBridge();
  const bridge = new BridgeClient(mcpscope);
  try {
    await bridge.listen();
    const { id: conn } = await bridge.readyConnection();
    const viaDirect = (index: number) => direct.callTool({ name: 'echo', arguments: { text: `hello ${index}` } });
    const viaBridge = async (index: number) => {
      const call = await bridge.call(conn, { tool: 'echo', arguments: { text: `hello ${index}` } });
      if (call.status !== 'ok') throw new Error(`echo through the bridge ended ${call.status}`);
    };
    const viaRpc = (index: number) => bridge.rpcCall(conn, 'echo', { text: `hello ${index}` });
    const sides = { direct: viaDirect, bridge: viaBridge, rpc: viaRpc };
    await timeTakingTurns(WARM_UP, sides);

    const perRun: { direct: number[]; bridge: number[]; rpc: number[] }[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await timeTakingTurns(sizes.echoCalls, sides);
      perRun.push(result);
      log(`  B1 run ${run + 1}: direct p50 ${quantile(result.direct, 0.5).toFixed(2)} ms, bridge p50 ${quantile(result.bridge, 0.5).toFixed(2)} ms`);
    }
    const of = (pick: (run: (typeof perRun)[number]) => number) => {
      const values = perRun.map(pick);
      return { value: median(values), runs: values };
    };
    const note = `${sizes.echoCalls} sequential calls per run`;
    return [
      { bench: 'B1', figure: 'direct SDK client p50', unit: 'ms', ...of((run) => quantile(run.direct, 0.5)), note },
      { bench: 'B1', figure: 'direct SDK client p99', unit: 'ms', ...of((run) => quantile(run.direct, 0.99)) },
      { bench: 'B1', figure: 'bridge (POST /calls + event) p50', unit: 'ms', ...of((run) => quantile(run.bridge, 0.5)) },
      { bench: 'B1', figure: 'bridge (POST /calls + event) p99', unit: 'ms', ...of((run) => quantile(run.bridge, 0.99)) },
      { bench: 'B1', figure: 'p50 added (bridge - direct)', unit: 'ms', ...of((run) => quantile(run.bridge, 0.5) - quantile(run.direct, 0.5)), note: 'bridge p50 - direct p50, per run' },
      { bench: 'B1', figure: 'p99 added (bridge - direct)', unit: 'ms', ...of((run) => quantile(run.bridge, 0.99) - quantile(run.direct, 0.99)) },
      { bench: 'B1', figure: 'p50 ratio', unit: 'x', ...of((run) => quantile(run.bridge, 0.5) / quantile(run.direct, 0.5)), note: 'bridge p50 / direct p50' },
      { bench: 'B1', figure: 'p99 ratio', unit: 'x', ...of((run) => quantile(run.bridge, 0.99) / quantile(run.direct, 0.99)) },
      { bench: 'B1', figure: 'bridge (POST /rpc) p50', unit: 'ms', ...of((run) => quantile(run.rpc, 0.5)) },
      { bench: 'B1', figure: 'POST /rpc p50 ratio', unit: 'x', ...of((run) => quantile(run.rpc, 0.5) / quantile(run.direct, 0.5)) },
    ];
  } finally {
    bridge.close();
    await direct.close();
    await mcpscope.stop();
  }
}
