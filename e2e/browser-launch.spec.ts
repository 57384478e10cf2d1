import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { startMcpscope, type RunningMcpscope } from './support/mcpscope-process';

/**
 * Issue 17, finding 1: the browser is opened on an owner-only page in the config folder, not on
 * the tokened URL (server/cli.test.ts proves no command line carries the token). Here a real
 * Chromium opens that page, as the person's browser would, and must land in a working inspector.
 */
let mcpscope: RunningMcpscope;

test.beforeAll(async () => {
  // The program mcpscope starts as the browser; the page is opened by Playwright's Chromium instead.
  mcpscope = await startMcpscope([], { browser: '/bin/true' });
});

test.afterAll(async () => {
  await mcpscope.stop();
});

test('the launch page takes the browser to the inspector, signed in with the token', async ({ page }) => {
  const launchPage = join(mcpscope.configDir, `open-${mcpscope.process.pid}.html`);
  await expect.poll(() => existsSync(launchPage)).toBe(true);
  await page.goto(pathToFileURL(launchPage).href);
  // The SPA takes the token out of the address bar once it has read it.
  await expect.poll(() => new URL(page.url()).origin).toBe(mcpscope.origin);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
});
