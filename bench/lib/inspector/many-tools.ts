/**
 * B3 in the official Inspector (issue 24, point 1): per fresh page, from navigation (connecting as
 * soon as the page lets a person) until the frame with "Tools (N)" and its rows, and, once the page
 * has settled, each keystroke in its "Search tools..." box until the frame whose rows are that
 * query's matches. Its filter keeps tools whose name or title contains the text, lower-cased
 * (TEe/A6 in its bundle), and its heading keeps the total, so the rows are what is counted.
 */
import type { Browser } from '@playwright/test';
import type { ToolDefinition } from '../../../src/core/bridge-api';
import { closePage, inPageWithin } from '../browser';
import type { PeerOutcome } from '../report';
import { timeKeystrokes } from '../keystrokes';
import { max, median } from '../stats';
import { measured } from './figures';
import { connectAndListTools, GIVE_UP_MS, newInspectorPage, PAGE_BOUND_MS } from './page';

function rowsFor(tools: readonly ToolDefinition[], query: string): number {
  const needle = query.toLowerCase();
  return query === '' ? tools.length : tools.filter((tool) => tool.name.toLowerCase().includes(needle) || (tool.title?.toLowerCase().includes(needle) ?? false)).length;
}

const ROWS = `document.querySelectorAll('button.list-item').length`;

export interface InspectorManyTools {
  pageLoad: PeerOutcome;
  fromConnect: PeerOutcome;
  keystrokeMedian: PeerOutcome;
  keystrokeSlowest: PeerOutcome;
}

export async function inspectorManyTools(browser: Browser, url: string, runs: number, tools: readonly ToolDefinition[], query: string): Promise<InspectorManyTools> {
  const connects: number[] = [];
  const medians: number[] = [];
  const slowest: number[] = [];
  const pageLoad = await measured(runs, async () => {
    const page = await newInspectorPage(browser);
    try {
      await page.goto(url);
      const { clickedAt, listedAt } = await inPageWithin<{ clickedAt: number; listedAt: number }>(page, connectAndListTools(tools.length), PAGE_BOUND_MS);
      connects.push(listedAt - clickedAt);
      await inPageWithin(page, `__bench.settled(500, ${GIVE_UP_MS})`, PAGE_BOUND_MS);
      const times = await timeKeystrokes(page, 'input[placeholder="Search tools..."]', query, (value) => rowsFor(tools, value), (expected) => `${ROWS} === ${expected}`, GIVE_UP_MS);
      medians.push(median(times));
      slowest.push(max(times));
      return listedAt;
    } finally {
      await closePage(page);
    }
  });
  const of = (values: number[]): PeerOutcome => (pageLoad.status === 'ok' ? { status: 'ok', value: median(values), runs: values } : pageLoad);
  return { pageLoad, fromConnect: of(connects), keystrokeMedian: of(medians), keystrokeSlowest: of(slowest) };
}
