/**
 * Debian Chromium through Playwright, with a page-side helper injected before the SPA loads:
 * long tasks from PerformanceObserver('longtask'), `frameWhen`, which resolves at the first
 * animation frame where a condition holds, i.e. the frame that paints it, and `settled`, which
 * waits until the page has stopped loading. Timing inside the page
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
  bench.frameWhen = (predicate, timeoutMs) => new Promise((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const tick = () => {
      let holds = false;
      try { holds = Boolean(predicate()); } catch {}
      if (holds) resolve(performance.now());
      else if (performance.now() > deadline) reject(new Error('condition not met within ' + timeoutMs + ' ms'));
      else requestAnimationFrame(tick);
    };
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

export async function newBenchPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: PAGE_HELPER });
  // A busy bridge (B4's analysis of a 20 MB result) or a loaded machine can take long to serve:
  // a slow figure is reported as it is, not turned into a timeout.
  context.setDefaultTimeout(180_000);
  return context.newPage();
}

/** Evaluates page-side code that may use `__bench` (see PAGE_HELPER) and returns its (awaited) value. */
export function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate<T>(expression);
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
