/**
 * The official Inspector's web UI as a person drives it, for the side-by-side figures (issue 24,
 * point 1). Its DOM (2.12, Mantine): the server card's connect switch, the "Servers | Tools"
 * segmented control, a "Tools (N)" heading over `button.list-item` rows and a "Search tools…"
 * box, the tool's form with "Execute Tool", which the result panel ("Results", closed with its ✕)
 * replaces, and the "Log Stream" of the monitoring sidebar. Page-side code uses `__bench` (browser.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { inPageWithin, newBenchPage } from '../browser';

/** Every wait is bounded: past it the Inspector is reported as having given up, with the time waited. */
export const GIVE_UP_MS = 60_000;

/** The bound from Node on one evaluation, which may hold two waits in a row: see `inPageWithin`. */
export const PAGE_BOUND_MS = 2 * GIVE_UP_MS + 10_000;

/** The page, with requests off this machine refused: its Google Fonts link must not decide a figure on an offline machine. */
export async function newInspectorPage(browser: Browser): Promise<Page> {
  const page = await newBenchPage(browser);
  await page.route((url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost', (route) => route.abort());
  return page;
}

/** The heading's tool count as shown, or -1. XPath reads text only: no layout per frame. */
export const SHOWN_TOOL_COUNT = `(() => {
  const heading = document.evaluate("//*[starts-with(normalize-space(text()), 'Tools (')]", document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  return Number(/Tools \\((\\d+)\\)/.exec(heading?.textContent ?? '')?.[1] ?? -1);
})`;

/**
 * From navigation: clicks Connect as soon as the switch is there (again if a re-render swallowed
 * the click), then the Tools tab as soon as it is, and resolves with performance.now() of the
 * first click and of the frame that shows "Tools (count)" with its rows.
 */
export function connectAndListTools(count: number | 'any', timeoutMs = GIVE_UP_MS): string {
  const listed = count === 'any' ? `${SHOWN_TOOL_COUNT}() > 0` : `${SHOWN_TOOL_COUNT}() === ${count}`;
  return `(async () => {
    let clickedAt = -1;
    let lastClick = -Infinity;
    const toolsTab = () => [...document.querySelectorAll('input[type="radio"]')].find((input) => input.id.endsWith('-Tools'));
    await __bench.frameWhen(() => {
      if (toolsTab()) return true;
      const connect = document.querySelector('input[role="switch"][aria-label^="Connect or disconnect"]');
      if (connect && connect.getAttribute('data-checked') !== 'true' && performance.now() - lastClick > 1000) {
        lastClick = performance.now();
        if (clickedAt < 0) clickedAt = lastClick;
        connect.click();
      }
      return false;
    }, ${timeoutMs});
    toolsTab().click();
    const listedAt = await __bench.frameWhen(() => ${listed} && document.querySelector('button.list-item'), ${timeoutMs});
    return { clickedAt, listedAt };
  })()`;
}

/** Opens the Inspector, connects, and waits for its `count` tools (untimed set-up for a figure). */
export async function openConnected(browser: Browser, url: string, count: number | 'any'): Promise<Page> {
  const page = await newInspectorPage(browser);
  await page.goto(url);
  await inPageWithin(page, connectAndListTools(count), PAGE_BOUND_MS);
  return page;
}
