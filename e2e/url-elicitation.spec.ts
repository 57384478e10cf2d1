import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, type Page } from '@playwright/test';
import { EVERYTHING_TRANSPORTS, mcpscopeOnEverything } from './support/everything-transports';
import { latestCallResult, openPendingRequest, runTool } from './support/tool-ui';

/**
 * URL-mode elicitation (spec 2025-11-25 client/elicitation) with server-everything's
 * trigger-url-elicitation, over stdio and Streamable HTTP. The URL points at a tiny local page that
 * counts its visitors, so "nothing is fetched before consent" is measured, not assumed.
 */
let page$: Server;
let hits: string[] = [];
let origin = '';

test.beforeAll(async () => {
  page$ = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>consent</title><h1>Sign-in page for the e2e</h1>');
  });
  await new Promise<void>((resolve) => page$.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(page$.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => page$.close(resolve));
});

test.beforeEach(() => {
  hits = [];
});

async function pendingUrlElicitation(page: Page, url: string) {
  await runTool(page, 'trigger-url-elicitation', { url });
  await openPendingRequest(page, 'elicitation/create');
  await expect(page.getByTestId('elicitation-url')).toHaveText(url);
  await expect(page.getByTestId('elicitation-url-domain')).toHaveText('127.0.0.1');
}

async function consentOpensThePageAndAcceptReachesTheServer(page: Page) {
  const url = `${origin}/consent?flow=accept`;
  await pendingUrlElicitation(page, url);
  await expect(page.getByTestId('elicitation-url-open')).toBeDisabled();
  expect(hits).toEqual([]);

  await page.getByTestId('elicitation-url-consent').check();
  const opening = page.context().waitForEvent('page');
  await page.getByTestId('elicitation-url-open').click();
  const popup = await opening;
  await expect(popup.getByRole('heading')).toHaveText('Sign-in page for the e2e');
  expect(popup.url()).toBe(url);
  expect(hits).toContain('/consent?flow=accept');
  await popup.close();

  await page.getByTestId('elicitation-accept').click();
  const result = await latestCallResult(page);
  await expect(result).toHaveAttribute('data-status', 'ok');
  await expect(result).toContainText('User completed the URL elicitation flow');
  await expect(result).toContainText(url);
}

async function declineIsAnAnswerToo(page: Page) {
  await pendingUrlElicitation(page, `${origin}/consent?flow=decline`);
  await page.getByTestId('elicitation-decline').click();
  const result = await latestCallResult(page);
  await expect(result).toContainText('User declined to open the URL');
  expect(hits).toEqual([]);
}

async function errorPathIsExplained(page: Page) {
  const url = `${origin}/consent?flow=error-path`;
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="trigger-url-elicitation"]').click();
  await page.locator('[id="tool-trigger-url-elicitation_url"]').fill(url);
  await page.locator('[id="tool-trigger-url-elicitation_errorPath"]').check();
  await page.getByTestId('run-tool').click();

  const result = page.getByTestId('call-result').first();
  await expect(result).toHaveAttribute('data-status', 'rpc-error');
  await expect(result.getByTestId('rpc-error-code')).toHaveText('-32042 URL elicitation required');
  const explained = result.getByTestId('url-elicitation-required');
  await expect(explained).toContainText('finish a step in your browser');
  await expect(explained).toContainText('then run the call again');
  // server-everything's prerequisite points at another page than the one the call names.
  await expect(explained.getByTestId('elicitation-url-domain')).toHaveText('modelcontextprotocol.io');
  await expect(explained.getByTestId('elicitation-url')).toHaveText('https://modelcontextprotocol.io/');
  await expect(explained.getByTestId('elicitation-url-open')).toBeDisabled();

  // Run again with the same arguments, as the explanation says: the server now goes ahead.
  await page.getByTestId('rerun-call').first().click();
  await openPendingRequest(page, 'elicitation/create');
  await expect(page.getByTestId('elicitation-url')).toHaveText(url);
  await page.getByTestId('elicitation-cancel').click();
  await expect(await latestCallResult(page)).toContainText('User cancelled the URL elicitation');
  expect(hits).toEqual([]);
}

const AREAS: Record<string, (page: Page) => Promise<void>> = {
  'the full URL and its domain are shown, nothing is fetched before consent, and Accept reaches the server': consentOpensThePageAndAcceptReachesTheServer,
  'Decline answers the server without opening anything': declineIsAnAnswerToo,
  'the -32042 error path names the URL, explains what to do, and a re-run goes ahead': errorPathIsExplained,
};

for (const transport of EVERYTHING_TRANSPORTS) {
  test.describe(`URL elicitation over ${transport}`, () => {
    const mcpscope = mcpscopeOnEverything(transport);
    for (const [name, area] of Object.entries(AREAS)) {
      test(name, async ({ page }) => {
        await page.goto(mcpscope().url);
        await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
        await area(page);
      });
    }
  });
}
