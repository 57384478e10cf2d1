/**
 * Debian Chromium through Playwright, with a page-side helper injected before the SPA loads:
 * long tasks from PerformanceObserver('longtask'), `frameWhen`, which resolves at the start of
 * the first frame that paints a condition holding, and `settled`, which
 * waits until the page has stopped loading. On request, a tap on the page's /api/events stream
 * notes when each call's end event reached the page. Timing inside the page
 * keeps Playwright's own round trips out of the figures.
 *
 * The page side is a string: bench/ compiles without the DOM library (tsconfig.node.json).
 */
import { chromium, type Browser, type Page } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const PAGE_HELPER = `(() => {
  const bench = { longTasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // The condition is checked once per frame, after that frame's animation-frame callbacks (and
  // the renders they start) and its layout, just before it paints: in a ResizeObserver callback,
  // fed by a hidden probe whose width each frame's first callback toggles. Checked at the frame's
  // start instead, a change made by a callback of that very frame (the SPA flushes its event
  // batches there) would count as painted one frame later than it was. Resolves with the time
  // that frame started: performance.now() in the probe's callback, which was requested in the
  // frame before, so it runs ahead of callbacks requested since (an event batch's flush).
  bench.frameWhen = (predicate, timeoutMs) => new Promise((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const probe = document.createElement('div');
    probe.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;visibility:hidden;pointer-events:none';
    let frameStartedAt;
    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      probe.remove();
    };
    const observer = new ResizeObserver(() => {
      if (done || frameStartedAt === undefined) return;
      let holds = false;
      try { holds = Boolean(predicate()); } catch {}
      if (holds) {
        finish();
        resolve(frameStartedAt);
      } else if (performance.now() > deadline) {
        finish();
        reject(new Error('condition not met within ' + timeoutMs + ' ms'));
      }
    });
    const tick = () => {
      if (done) return;
      frameStartedAt = performance.now();
      probe.style.width = probe.style.width === '1px' ? '2px' : '1px';
      requestAnimationFrame(tick);
    };
    document.documentElement.append(probe);
    observer.observe(probe);
    requestAnimationFrame(tick);
  });
  // Resolves once the page has gone quietMs without a long task or a finished request.
  bench.settled = (quietMs, timeoutMs) => new Promise((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const lastActivity = () => Math.max(0, ...bench.longTasks.map((task) => task.start + task.duration), ...performance.getEntriesByType('resource').map((entry) => entry.responseEnd));
    const check = () => {
      const now = performance.now();
      if (now - lastActivity() >= quietMs) resolve(now);
      else if (now > deadline) reject(new Error('the page did not settle within ' + timeoutMs + ' ms'));
      else setTimeout(check, 50);
    };
    check();
  });
  bench.longestSince = (since) => Math.max(0, ...bench.longTasks.filter((task) => task.start + task.duration >= since).map((task) => task.duration));
  bench.setInput = (element, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
  bench.text = (selector) => document.querySelector(selector)?.textContent ?? '';
  window.__bench = bench;
})();`;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.MCPSCOPE_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Wraps the page's fetch of /api/events: each chunk passes through unchanged, and every `call`
 * event that ends a call (any status but running) is noted in `__bench.callEnds` with the time
 * its last byte reached the page, before the SPA's own reader sees it. Opt-in, so pages that do
 * not need it (B2's flood) pay nothing for it.
 */
const EVENT_STREAM_TAP = `(() => {
  const bench = window.__bench;
  bench.callEnds = [];
  const pageFetch = window.fetch.bind(window);
  const noteCallEnds = (block, at) => {
    if (!block.startsWith('event: call\\n')) return;
    const data = block.slice(block.indexOf('data: ') + 6);
    const { call } = JSON.parse(data);
    if (call.status !== 'running') bench.callEnds.push({ at, id: call.id, data });
  };
  window.fetch = async (input, init) => {
    const response = await pageFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url, location.href).pathname.endsWith('/api/events') || !response.body) return response;
    const decoder = new TextDecoder();
    let buffered = '';
    const tap = new TransformStream({
      transform(chunk, controller) {
        const at = performance.now();
        buffered += decoder.decode(chunk, { stream: true });
        for (let end = buffered.indexOf('\\n\\n'); end !== -1; end = buffered.indexOf('\\n\\n')) {
          noteCallEnds(buffered.slice(0, end), at);
          buffered = buffered.slice(end + 2);
        }
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(tap), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
})();`;

export interface BenchPageOptions {
  /** Note when each call's end event reaches the page (`__bench.callEnds`, see EVENT_STREAM_TAP). */
  tapCallEnds?: boolean;
}

export async function newBenchPage(browser: Browser, { tapCallEnds = false }: BenchPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: PAGE_HELPER });
  if (tapCallEnds) await context.addInitScript({ content: EVENT_STREAM_TAP });
  // A busy bridge (B4's analysis of a 20 MB result) or a loaded machine can take long to serve:
  // a slow figure is reported as it is, not turned into a timeout.
  context.setDefaultTimeout(180_000);
  return context.newPage();
}

/** Evaluates page-side code that may use `__bench` (see PAGE_HELPER) and returns its (awaited) value. */
export function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate<T>(expression);
}

/**
 * `inPage`, bounded from Node too: a page whose main thread is frozen paints no frames and runs no
 * timers, so an in-page deadline (`frameWhen`'s) never fires. The official Inspector's page froze
 * under B2's flood for 23 minutes that way. Past `boundMs` this rejects; the caller closes the page.
 */
export async function inPageWithin<T>(page: Page, expression: string, boundMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not answer within ${Math.round(boundMs / 1000)} s (its main thread was busy)`)), boundMs);
  });
  try {
    return await Promise.race([page.evaluate<T>(expression), bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** JS heap in use after a full garbage collection, in MB (CDP: HeapProfiler, Runtime). */
export async function heapAfterGcMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1e6;
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** A fresh context and page (nothing cached) for one measurement, closed afterwards. */
export async function withFreshPage<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const page = await newBenchPage(browser);
  try {
    return await use(page);
  } finally {
    await closePage(page);
  }
}
