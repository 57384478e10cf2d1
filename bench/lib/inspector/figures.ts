/**
 * The official Inspector's side of B2, B3, B4, B8 and B9 (issue 24, point 1): one function per
 * figure, each measuring what its mcpscope benchmark measures, from the same user action until the
 * frame where the Inspector's page shows the same state. A wait that runs out is a result too:
 * "gave up after N s".
 */
import type { Browser, Page } from '@playwright/test';
import { closePage, inPageWithin } from '../browser';
import type { PeerOutcome } from '../report';
import { median } from '../stats';
import { connectAndListTools, GIVE_UP_MS, newInspectorPage, openConnected, PAGE_BOUND_MS } from './page';
import { startInspector } from './start';

/** The median of the runs, or the first run that gave up (an error thrown by a bounded wait in the page). */
export async function measured(runs: number, once: (run: number) => Promise<number>): Promise<PeerOutcome> {
  const values: number[] = [];
  const started = performance.now();
  for (let run = 0; run < runs; run++) {
    try {
      values.push(await once(run));
    } catch (error) {
      return { status: 'gave-up', waitedMs: performance.now() - started, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
    }
  }
  return { status: 'ok', value: median(values), runs: values };
}

async function withFreshInspectorPage<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const page = await newInspectorPage(browser);
  try {
    return await use(page);
  } finally {
    await closePage(page);
  }
}

/** Runs `use` with the Inspector started on `serverArgv`, stopped afterwards. */
export async function withInspector<T>(serverArgv: readonly string[], use: (url: string) => Promise<T>): Promise<T> {
  const inspector = await startInspector(serverArgv);
  try {
    return await use(inspector.url);
  } finally {
    await inspector.stop();
  }
}

export interface PageLoadToTools {
  /** From navigation until the frame listing the tools: the connect, which the Inspector makes only when asked, included. */
  fromNavigation: PeerOutcome;
  /** From the click on Connect until that frame: the server's start-up included. */
  fromConnect: PeerOutcome;
}

/** B3 and B9: a fresh page per run, from navigation, connecting as soon as the page lets a person. */
export async function inspectorPageLoadToTools(browser: Browser, url: string, runs: number, count: number | 'any'): Promise<PageLoadToTools> {
  const fromConnect: number[] = [];
  const fromNavigation = await measured(runs, () =>
    withFreshInspectorPage(browser, async (page) => {
      await page.goto(url);
      const { clickedAt, listedAt } = await inPageWithin<{ clickedAt: number; listedAt: number }>(page, connectAndListTools(count), PAGE_BOUND_MS);
      fromConnect.push(listedAt - clickedAt);
      return listedAt;
    }),
  );
  return {
    fromNavigation,
    fromConnect: fromNavigation.status === 'ok' ? { status: 'ok', value: median(fromConnect), runs: fromConnect } : fromNavigation,
  };
}

/** B8: click Execute Tool on `echo` until the frame whose result shows this call's text; the median of `calls` after warm-up. */
export async function inspectorRoundTrips(browser: Browser, url: string, calls: number, warmUp: number): Promise<PeerOutcome> {
  const page = await openConnected(browser, url, 'any');
  try {
    await openToolForm(page, 'echo');
    const once = async (marker: string): Promise<number> => {
      await page.locator('main input:not([placeholder]):not([role="switch"]), main textarea').first().fill(marker);
      return inPageWithin<number>(
        page,
        `(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
          const started = performance.now();
          [...document.querySelectorAll('main button')].find((button) => button.textContent.trim() === 'Execute Tool').click();
          const shown = await __bench.frameWhen(() => [...document.querySelectorAll('main pre')].some((pre) => pre.textContent.includes(${JSON.stringify(marker)})), ${GIVE_UP_MS});
          return shown - started;
        })()`,
        PAGE_BOUND_MS,
      ).finally(() => closeResult(page));
    };
    for (let call = 0; call < warmUp; call++) await once(`warm-up ${call}`);
    return await measured(calls, (call) => once(`round trip ${call}`));
  } finally {
    await closePage(page);
  }
}

/** Selects a tool in the list and waits for its form. */
export async function openToolForm(page: Page, name: string): Promise<void> {
  // A row shows the title over the name when the tool has a title.
  await page.locator('button.list-item').filter({ has: page.getByText(name, { exact: true }) }).first().click();
  await page.getByRole('button', { name: 'Execute Tool' }).waitFor();
}

/** The result panel replaces the form; its ✕ (the first button of the panel) brings the form back. */
export async function closeResult(page: Page): Promise<void> {
  const panel = page.locator('main').getByText('Results', { exact: true });
  if (await panel.isVisible()) await panel.locator('xpath=preceding-sibling::button[1] | ../button').first().click();
  await page.getByRole('button', { name: 'Execute Tool' }).waitFor();
}
