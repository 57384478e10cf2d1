/**
 * An exported HTML file (issue 5, "Share") as a reviewer gets it: opened from file:// in a fresh
 * browser context with the network off. Shared by the CLI and the UI export specs.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import { keepMessageLogOpen } from './message-log';
import { latestCallResult } from './tool-ui';

export interface OfflineViewer {
  viewer: Page;
  /** Every request the page tried that is not file:, data: or blob: (there should be none). */
  requests: string[];
  close: () => Promise<void>;
}

/** The file's text, checked to load nothing from elsewhere (no script src, no external link). */
export function readSelfContained(file: string): string {
  const html = readFileSync(file, 'utf8');
  expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="(?!data:)/);
  return html;
}

export async function openOffline(browser: Browser, file: string): Promise<OfflineViewer> {
  const context = await browser.newContext({ offline: true });
  await keepMessageLogOpen(context);
  const viewer = await context.newPage();
  const requests: string[] = [];
  viewer.on('request', (request) => {
    if (!/^(?:file|data|blob):/.test(request.url())) requests.push(request.url());
  });
  await viewer.goto(pathToFileURL(file).href);
  return { viewer, requests, close: () => context.close() };
}

/**
 * The file, opened offline, shows the trace `traceName` with the demo's get_config answer masked
 * and the note saying what was taken out, and asks the network for nothing. `also` checks more.
 */
export async function expectRedactedOffline(browser: Browser, file: string, traceName: string, note: string, also?: (viewer: Page) => Promise<void>): Promise<void> {
  const { viewer, requests, close } = await openOffline(browser, file);
  try {
    await expect(viewer.getByTestId('trace-bar')).toContainText(traceName);
    await expect(await latestCallResult(viewer)).toContainText('[redacted GitHub token]');
    await expect(viewer.getByTestId('message-row').filter({ hasText: note })).toHaveCount(1);
    await also?.(viewer);
    expect(requests).toEqual([]);
  } finally {
    await close();
  }
}
