/**
 * B3 many tools (issue 6): a server listing `tools` generated tools with realistic schemas.
 * Measured per run on a fresh page: navigation until the whole list is rendered (the bridge is
 * already connected, so this is the tools fetch plus the render); once the page has finished
 * loading, each filter keystroke until the count shows the new match; the first click on a
 * tool, found with the filter, until its form is shown; and, in that open page, connecting a
 * second such server until its list is rendered: the issue's "connect-to-list-rendered", and the
 * same server's first tools/list read by a bare pipe reader, to tell its own time from ours. Then the
 * official Inspector on the same server (issue 24): page load, filter keystrokes, and its Connect
 * click to the list (lib/inspector/many-tools.ts). Last, page load to the list at each size of
 * `toolsGrowth`, one run each, and its growth per step (issue 24, point 6).
 */
import type { ConnectionSummary, LogPage, ToolDefinition, ToolListing } from '../src/core/bridge-api';
import type { MessageRecord } from '../src/core/wire';
import { bareFirstListing } from './lib/bare-listing';
import { BridgeClient } from './lib/bridge-client';
import { benchServerArgv, startBenchBridge } from './lib/bridges';
import { inPage, withFreshPage } from './lib/browser';
import { timeKeystrokes } from './lib/keystrokes';
import type { BenchContext } from './lib/context';
import { withInspector } from './lib/inspector/figures';
import { inspectorManyTools } from './lib/inspector/many-tools';
import { besidePeer, growthFigures, type Figure } from './lib/report';
import { max, median } from './lib/stats';

const COUNT = `__bench.text('[data-testid="tool-count"]')`;

/** The count the filter box should show for a query: the SPA's matcher is name, title and description. */
function countText(tools: readonly ToolDefinition[], query: string): string {
  const needle = query.trim().toLowerCase();
  const visible = tools.filter((tool) => [tool.name, tool.title, tool.description].some((field) => typeof field === 'string' && field.toLowerCase().includes(needle))).length;
  return visible === tools.length ? `${tools.length} tools` : `${visible} of ${tools.length} tools`;
}

interface ConnectTimes {
  /** From the server's answer to initialize until the page painted its whole list. */
  fromReady: number;
  /** From the connect request until then: the server's own start-up included. */
  fromRequest: number;
  /** Of fromReady, the server's part: from our tools/list request until its answer reached the bridge. */
  serverListing: number;
  /** The same server's first tools/list read by a bare pipe reader (lib/bare-listing.ts): the server's own time. */
  serverAlone: number;
}

/** How long the server took to answer the connection's first tools/list, from the bridge's log. */
async function serverListingMs(bridge: BridgeClient, conn: string): Promise<number> {
  const { records } = await bridge.request<LogPage>('GET', `/log?after=0&limit=2000&conn=${conn}`);
  const messages = records.filter((record): record is MessageRecord => record.kind === 'message');
  const request = messages.find((record) => record.dir === 'out' && record.msg !== undefined && 'method' in record.msg && record.msg.method === 'tools/list');
  const requestId = request?.msg !== undefined && 'id' in request.msg ? request.msg.id : undefined;
  const answer = messages.find((record) => record.dir === 'in' && record.msg !== undefined && 'id' in record.msg && !('method' in record.msg) && record.msg.id === requestId);
  if (!request || !answer) throw new Error(`${conn}: no tools/list exchange in the log`);
  return answer.t - request.t;
}

/**
 * Connects another `tools`-tool server through the bridge API, selects it in the open page as a
 * person would, and times until its whole list is painted, against the bridge's own lifecycle
 * timestamps (the same clock: epoch milliseconds on this machine).
 */
async function connectToListed(page: Parameters<typeof inPage>[0], bridge: BridgeClient, serverArgs: string[], toolCount: number, run: number): Promise<ConnectTimes> {
  const [command, ...args] = benchServerArgv(serverArgs);
  const name = `bench ${toolCount} tools, run ${run + 1}`;
  const connection = await bridge.request<ConnectionSummary>('POST', '/connections', { target: { transport: 'stdio', command, args }, name });
  let ours: Omit<ConnectTimes, 'serverAlone'>;
  try {
    const listedAt = await inPage<number>(
      page,
      `(async () => {
        const item = () => document.querySelector('[data-testid="connection-item"][data-connection-id=${JSON.stringify(connection.id)}]');
        await __bench.frameWhen(() => item(), 30000);
        item().click();
        const shown = await __bench.frameWhen(() => __bench.text('[data-testid="connection-name"]') === ${JSON.stringify(name)} && ${COUNT} === ${JSON.stringify(`${toolCount} tools`)} && document.querySelectorAll('[data-testid="tool-row"]').length > 0, 60000);
        return performance.timeOrigin + shown;
      })()`,
    );
    const { timings } = (await bridge.request<ConnectionSummary>('GET', `/connections/${connection.id}`)).lifecycle;
    if (timings.initializeAnsweredAt === undefined) throw new Error(`${name}: no initialize answer recorded`);
    ours = { fromReady: listedAt - timings.initializeAnsweredAt, fromRequest: listedAt - timings.connectStartedAt, serverListing: await serverListingMs(bridge, connection.id) };
  } finally {
    await bridge.request('DELETE', `/connections/${connection.id}`);
  }
  // Right after ours, in the same conditions (the bridge analysing again after the removal is load on both).
  return { ...ours, serverAlone: (await bareFirstListing(benchServerArgv(serverArgs))).ms };
}

/** Page load to the whole list of `count` generated tools, on one fresh page (issue 24, point 6). */
async function pageLoadToList(browser: BenchContext['browser'], count: number): Promise<number> {
  const mcpscope = await startBenchBridge(['--tools', String(count)]);
  const bridge = new BridgeClient(mcpscope);
  try {
    const { id: conn } = await bridge.readyConnection();
    const { tools } = await bridge.request<ToolListing>('GET', `/connections/${conn}/tools`);
    return await withFreshPage(browser, async (page) => {
      await page.goto(mcpscope.url);
      return inPage<number>(page, `__bench.frameWhen(() => ${COUNT} === ${JSON.stringify(countText(tools, ''))} && document.querySelectorAll('[data-testid="tool-row"]').length > 0, 120000)`);
    });
  } finally {
    bridge.close();
    await mcpscope.stop();
  }
}

/** A size that could not be measured is printed as such, and does not take the figures already measured with it. */
async function growth(browser: BenchContext['browser'], sizes: readonly number[]): Promise<Figure[]> {
  const points: { size: number; value: number }[] = [];
  const failed: Figure[] = [];
  for (const size of sizes) {
    try {
      points.push({ size, value: await pageLoadToList(browser, size) });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      failed.push({ bench: 'B3', figure: `page load to list at ${size.toLocaleString('en-US')}`, unit: 'ms', value: Number.NaN, note: `not measured: ${reason}` });
    }
  }
  return [...growthFigures('B3', 'page load to list', 'ms', points), ...failed];
}

export async function benchManyTools(context: BenchContext): Promise<Figure[]> {
  const { browser, runs, sizes } = context;
  const serverArgs = ['--tools', String(sizes.tools)];
  const mcpscope = await startBenchBridge(serverArgs);
  const bridge = new BridgeClient(mcpscope);
  let ours: Figure[];
  let tools: ToolDefinition[];
  let target: string;
  try {
    const { id: conn } = await bridge.readyConnection();
    ({ tools } = await bridge.request<ToolListing>('GET', `/connections/${conn}/tools`));
    target = tools[tools.length - 1]!.name;
    const listed: number[] = [];
    const keystrokes: number[] = [];
    const worstKeystrokes: number[] = [];
    const formOpened: number[] = [];
    const connectedToList: ConnectTimes[] = [];
    for (let run = 0; run < runs; run++) {
      await withFreshPage(browser, async (page) => {
        await page.goto(mcpscope.url);
        // performance.now() counts from navigation start.
        listed.push(await inPage<number>(page, `__bench.frameWhen(() => ${COUNT} === ${JSON.stringify(countText(tools, ''))} && document.querySelectorAll('[data-testid="tool-row"]').length > 0, 60000)`));
        // The list shows before the rest of the page has loaded (the findings, the token costs,
        // the first tool's form); the keystrokes time the filter, so they wait for that to end.
        await inPage(page, '__bench.settled(500, 60000)');
        const times = await timeKeystrokes(page, '[data-testid="tool-filter"]', target, (value) => countText(tools, value), (expected) => `${COUNT} === ${JSON.stringify(expected)}`, 30_000);
        keystrokes.push(median(times));
        worstKeystrokes.push(max(times));
        formOpened.push(
          await inPage<number>(
            page,
            // The list is virtualised, so the last of 5,000 rows is only in the DOM once scrolled
            // to or filtered for. A user filters for it, so the click follows that filter, untimed.
            `(async () => {
              __bench.setInput(document.querySelector('[data-testid="tool-filter"]'), ${JSON.stringify(target)});
              await __bench.frameWhen(() => ${COUNT} === ${JSON.stringify(countText(tools, target))}, 30000);
              const started = performance.now();
              document.querySelector('[data-testid="tool-row"][data-tool-name=${JSON.stringify(target)}]').click();
              return (await __bench.frameWhen(() => document.querySelector('[data-testid="tool-detail"][data-detail-tool=${JSON.stringify(target)}]') && document.querySelector('[id^="tool-${target}_"]'), 30000)) - started;
            })()`,
          ),
        );
        connectedToList.push(await connectToListed(page, bridge, serverArgs, tools.length, run));
      });
    }
    const note = `${tools.length} tools`;
    ours = [
      { bench: 'B3', figure: 'page load to 5,000-tool list', unit: 'ms', value: median(listed), runs: listed, note },
      { bench: 'B3', figure: 'filter keystroke to update (median)', unit: 'ms', value: median(keystrokes), runs: keystrokes, note: `typing and deleting "${target}" once the page has loaded` },
      // The budget is per keystroke, so the slowest one of a run is what it judges.
      { bench: 'B3', figure: 'filter keystroke to update (slowest)', unit: 'ms', value: median(worstKeystrokes), runs: worstKeystrokes, note: 'once the page has loaded' },
      { bench: 'B3', figure: 'click a tool to its form shown', unit: 'ms', value: median(formOpened), runs: formOpened },
      ...connectFigures(connectedToList, note),
    ];
  } finally {
    bridge.close();
    await mcpscope.stop();
  }
  // The official Inspector on the same server, after mcpscope has stopped (issue 24, point 1).
  const peer = await withInspector(benchServerArgv(serverArgs), (url) => inspectorManyTools(browser, url, runs, tools, target));
  const named = (figure: string): Figure => ours.find((candidate) => candidate.figure === figure)!;
  return [
    ...ours,
    ...besidePeer(named('page load to 5,000-tool list'), peer.pageLoad),
    ...besidePeer(named('filter keystroke to update (slowest)'), peer.keystrokeSlowest),
    ...besidePeer(named('filter keystroke to update (median)'), peer.keystrokeMedian),
    // Its connect is a click in the page; ours a request to the bridge: both include the server's start-up.
    ...besidePeer(named('connect request to 5,000-tool list'), peer.fromConnect),
    ...(await growth(browser, sizes.toolsGrowth)),
  ];
}

function connectFigures(times: readonly ConnectTimes[], note: string): Figure[] {
  const fromReady = times.map((time) => Math.round(time.fromReady));
  const fromRequest = times.map((time) => Math.round(time.fromRequest));
  const serverListing = times.map((time) => Math.round(time.serverListing));
  const serverAlone = times.map((time) => Math.round(time.serverAlone));
  const added = times.map((time) => Math.round(time.fromReady - time.serverAlone));
  return [
    { bench: 'B3', figure: 'server ready to 5,000-tool list', unit: 'ms', value: median(fromReady), runs: fromReady, note: `${note}; connected in an open page, from the answer to initialize` },
    { bench: 'B3', figure: 'of which the server answering tools/list', unit: 'ms', value: median(serverListing), runs: serverListing, note: 'from our request until its answer reached the bridge' },
    { bench: 'B3', figure: 'the server alone answering tools/list', unit: 'ms', value: median(serverAlone), runs: serverAlone, note: 'its first tools/list read by a bare pipe reader, right after each run' },
    { bench: 'B3', figure: 'server ready to list, less the server alone', unit: 'ms', value: median(added), runs: added, note: "what mcpscope adds: each run's figure less the server alone in that run" },
    { bench: 'B3', figure: 'connect request to 5,000-tool list', unit: 'ms', value: median(fromRequest), runs: fromRequest, note: "the server's start-up included" },
  ];
}
