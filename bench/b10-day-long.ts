/**
 * B10 a day-long session (issue 24, point 3): `dayMessages` notifications through one connection
 * (progress, log messages, a tools/list_changed every 1,000 with the bridge's re-list), sent by
 * the bench server's `day` tool in 40 calls, with the SPA open on the message log. Measured: the
 * bridge's RSS after every call (the last quarter must be flat), and at a quarter, half and all
 * of the session (so linear and quadratic growth tell apart, point 6) the page's JS heap after a
 * full GC and a jump of the message log to a random point; at the end, that the session's trace
 * file holds every message the bridge logged. One run: a day is long enough.
 */
import { readFileSync } from 'node:fs';
import type { RunningMcpscope } from '../e2e/support/mcpscope-process';
import type { ConnectionSummary, LogPage, SessionInfo } from '../src/core/bridge-api';
import { BridgeClient } from './lib/bridge-client';
import { bridgeRssMB, startBenchBridge } from './lib/bridges';
import { closePage, heapAfterGcMB, inPage, newBenchPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import { lastQuarterGrowth, type Sample } from './lib/growth';
import type { Figure } from './lib/report';

const CALLS = 40;
const CHECKPOINTS = new Set([CALLS / 4, CALLS / 2, CALLS]);
const TOTAL = `(() => Number(/of (\\d+) messages/.exec(__bench.text('[data-testid="message-count"]'))?.[1] ?? -1))`;

/** Scrolls the message log to `fraction` of its height; resolves with the ms until a row near there is drawn. */
function jumpTo(fraction: number): string {
  return `(async () => {
    const list = document.querySelector('[data-testid="message-list"]');
    const rows = Number(document.querySelector('[role="grid"][aria-label="Messages"]').getAttribute('aria-rowcount')) - 1;
    const target = Math.floor(${fraction} * rows);
    const near = () => [...list.querySelectorAll('[data-index]')].some((row) => Math.abs(Number(row.getAttribute('data-index')) - target) < 50);
    const started = performance.now();
    list.scrollTop = ${fraction} * list.scrollHeight;
    return (await __bench.frameWhen(near, 30000)) - started;
  })()`;
}

interface Checkpoint {
  messages: number;
  rssMB: number;
  heapMB: number;
  jumpMs: number;
}

/** Messages the bridge logged for the connection, paged through /api/log as the SPA backfills. */
async function loggedMessages(bridge: BridgeClient, conn: string): Promise<number> {
  let count = 0;
  for (let after = 0; ; ) {
    const page = await bridge.request<LogPage>('GET', `/log?after=${after}&limit=5000&conn=${conn}`);
    count += page.records.filter((record) => record.kind === 'message').length;
    if (!page.more) return count;
    after = page.lastSeq;
  }
}

function tracedMessages(tracePath: string): number {
  return readFileSync(tracePath, 'utf8').split('\n').filter((line) => line.includes('"kind":"message"')).length;
}

async function daySession(mcpscope: RunningMcpscope, { browser, sizes, log }: BenchContext): Promise<Figure[]> {
  const bridge = new BridgeClient(mcpscope);
  const page = await newBenchPage(browser);
  try {
    await bridge.listen();
    const { id: conn } = await bridge.readyConnection();
    // The Messages dock starts collapsed (issue 20); the jump needs the log drawn, as a person opens it.
    await page.addInitScript("localStorage.setItem('mcpscope.messages.open', 'true')");
    await page.goto(mcpscope.url);
    await inPage(page, `__bench.frameWhen(() => ${TOTAL}() > 0, 120000)`);
    const perCall = Math.max(1, Math.round(sizes.dayMessages / CALLS));
    const rss: Sample[] = [];
    const checkpoints: Checkpoint[] = [];
    let sent = 0;
    for (let call = 1; call <= CALLS; call++) {
      const done = await bridge.call(conn, { tool: 'day', arguments: { count: perCall }, options: { timeoutMs: 600_000 } });
      if (done.status !== 'ok') throw new Error(`day call ${call} ended ${done.status}`);
      sent += perCall;
      rss.push({ messages: sent, value: bridgeRssMB(mcpscope) });
      if (!CHECKPOINTS.has(call)) continue;
      const { lastSeq } = await bridge.request<SessionInfo>('GET', '/session');
      await inPage(page, `__bench.frameWhen(() => ${TOTAL}() >= ${lastSeq}, 600000)`);
      const jumpMs = await inPage<number>(page, jumpTo(Math.random()));
      checkpoints.push({ messages: sent, rssMB: rss.at(-1)!.value, heapMB: await heapAfterGcMB(page), jumpMs });
      log(`  B10 at ${sent} messages: bridge RSS ${rss.at(-1)!.value.toFixed(0)} MB, page heap ${checkpoints.at(-1)!.heapMB.toFixed(0)} MB, jump ${jumpMs.toFixed(0)} ms`);
    }
    const quarter = lastQuarterGrowth(rss);
    log(`  B10 bridge RSS samples (messages: MB): ${rss.map((s) => `${s.messages}: ${s.value.toFixed(0)}`).join(', ')}`);
    const summary = await bridge.request<ConnectionSummary>('GET', `/connections/${conn}`);
    const [logged, traced] = [await loggedMessages(bridge, conn), summary.tracePath ? tracedMessages(summary.tracePath) : -1];
    log(`  B10 messages: ${logged} in the bridge's log, ${traced} in the trace file`);
    const end = checkpoints.at(-1)!;
    const growth = checkpoints.map((c) => `${c.messages}: ${c.rssMB.toFixed(0)} MB RSS, ${c.heapMB.toFixed(0)} MB heap, ${c.jumpMs.toFixed(0)} ms`).join('; ');
    const one = (value: number) => ({ value, runs: [value] });
    return [
      { bench: 'B10', figure: 'bridge RSS at the end', unit: 'MB', ...one(end.rssMB), note: `${sent} notifications in ${CALLS} calls; by size: ${growth}` },
      { bench: 'B10', figure: 'bridge RSS growth over the last quarter', unit: 'MB', ...one(quarter.growth), note: `least-squares slope of ${quarter.samples.length} samples` },
      { bench: 'B10', figure: 'page JS heap at the end', unit: 'MB', ...one(end.heapMB), note: 'after a full GC' },
      { bench: 'B10', figure: 'message log jump to a random point', unit: 'ms', ...one(Math.max(...checkpoints.map((c) => c.jumpMs))), note: 'slowest of the three checkpoints, frame-timed' },
      { bench: 'B10', figure: 'trace holds every message', unit: 'bool', ...one(logged > 0 && traced === logged ? 1 : 0), note: `${traced} of ${logged}` },
    ];
  } finally {
    bridge.close();
    await closePage(page);
  }
}

export async function benchDayLong(context: BenchContext): Promise<Figure[]> {
  const mcpscope = await startBenchBridge();
  try {
    return await daySession(mcpscope, context);
  } finally {
    await mcpscope.stop();
  }
}
