/** Steps on the Tools and Requests tabs that several specs take the same way. */
import { expect, type Page } from '@playwright/test';

/**
 * The id the bridge gave each page's last call started by runTool, once it answers. A page opened
 * on a connection that already has calls lists them at once, so the newest history row can be an
 * older call until the new one arrives: latestCallResult waits for this id's row first.
 */
const lastStartedCall = new WeakMap<Page, Promise<string | undefined>>();

export async function runTool(page: Page, name: string, args: Record<string, string> = {}) {
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator(`[data-testid="tool-row"][data-tool-name="${name}"]`).click();
  for (const [field, value] of Object.entries(args)) await page.locator(`[id="tool-${name}_${field}"]`).fill(value);
  lastStartedCall.set(page, startedCallId(page));
  await page.getByTestId('run-tool').click();
}

/** The id in the bridge's answer to the next POST .../calls, or undefined if none comes or it fails. */
function startedCallId(page: Page): Promise<string | undefined> {
  return page
    .waitForResponse((response) => response.request().method() === 'POST' && /\/api\/connections\/[^/]+\/calls$/.test(new URL(response.url()).pathname))
    .then(async (response) => (response.ok() ? ((await response.json()) as { id: string }).id : undefined))
    .catch(() => undefined);
}

/** Opens the page, waits for the connection, runs a tool and waits for its answer. */
export async function runToolOnceReady(page: Page, url: string, name: string) {
  await page.goto(url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await runTool(page, name);
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
}

/** Back on the Tools tab, the newest call in the history, with its result. */
export async function latestCallResult(page: Page) {
  const started = await lastStartedCall.get(page);
  lastStartedCall.delete(page);
  await page.getByRole('tab', { name: /^tools/i }).click();
  if (started !== undefined) await expect(page.locator(`[data-testid="history-row"][data-call-id="${started}"]`)).toBeAttached();
  await page.getByTestId('history-row').first().click();
  return page.getByTestId('call-result').first();
}

export async function openPendingRequest(page: Page, method: string) {
  const banner = page.getByTestId('pending-requests-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button').first().click();
  const row = page.locator(`[data-testid="client-request-row"][data-method="${method}"][data-status="pending"]`).first();
  await row.click();
}

/** Opens the page, waits for the connection, and sends prompts/get for one prompt from the Prompts tab. */
export async function getPromptOnceReady(page: Page, url: string, name: string, args: Record<string, string>) {
  await page.goto(url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /^prompts/i }).click();
  await page.locator(`[data-testid="prompt-row"][data-prompt-name="${name}"]`).click();
  for (const [field, value] of Object.entries(args)) await page.locator(`[data-testid="prompt-arg"][data-name="${field}"] input`).fill(value);
  await page.getByTestId('get-prompt').click();
}
