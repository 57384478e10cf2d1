import { test, expect, type Page } from '@playwright/test';
import type { RunningMcpscope } from './support/mcpscope-process';
import { EVERYTHING_TRANSPORTS, mcpscopeOnEverything } from './support/everything-transports';
import { scaled } from './support/slowdown';

/**
 * Resources, templates with completion, subscriptions, prompts with completion, logging and ping
 * against server-everything, over stdio and over Streamable HTTP (issue 3, first increment).
 */
async function openTab(page: Page, mcpscope: RunningMcpscope, tab: RegExp) {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: tab }).click();
}

async function pickCompletion(page: Page, field: ReturnType<Page['locator']>, typed: string, expected: string) {
  await field.click();
  await field.fill(typed);
  const option = page.locator(`[data-testid="completion-option"]:not([data-stale])`).filter({ hasText: expected });
  await expect(option).toBeVisible();
  await option.click();
  await expect(field).toHaveValue(expected);
}

async function resourcesWork(page: Page, mcpscope: RunningMcpscope) {
  await openTab(page, mcpscope, /^resources/i);
  const features = page.locator('[data-testid="resource-row"][data-uri$="features.md"]');
  await features.click();
  await page.getByTestId('read-resource').click();
  await expect(page.getByTestId('read-result')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByTestId('resource-content').first()).toHaveAttribute('data-kind', 'markdown');
  await expect(page.getByTestId('resource-mime').first()).toContainText('text/markdown');

  // A template: its variable gets completion suggestions, and the expanded URI reads as a blob.
  await page.locator('[data-testid="template-row"][data-uri-template*="/blob/"]').click();
  await pickCompletion(page, page.getByTestId('template-var').first(), '12', '12');
  await expect(page.getByTestId('template-preview')).toContainText('demo://resource/dynamic/blob/12');
  await page.getByTestId('read-resource').click();
  await expect(page.getByTestId('resource-content').first()).toHaveAttribute('data-kind', 'blob');
  await expect(page.getByTestId('hex-dump')).toContainText('00000000');

  // "Open in Resources" on the first read's answer in the message log selects that resource again.
  await openFromLog(page, 'resources/read', 'features.md');
  await expect(page.locator('[data-testid="resource-row"][data-uri$="features.md"]')).toHaveAttribute('aria-selected', 'true');
}

/** Expands the answer to a `method` request that carries `needle` in the message log, and opens its screen. */
async function openFromLog(page: Page, method: string, needle: string) {
  const log = page.getByTestId('message-log');
  const toggle = log.getByTestId('message-log-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await log.getByLabel('Search messages').fill(needle);
  // The search applies once typing pauses: until the log shows fewer messages than it holds, the
  // first row could be an earlier test's prompts/get.
  await expect(log.getByTestId('message-count')).toHaveText(/^(\d+) of (?!\1 messages)\d+ messages$/);
  await log.locator(`[data-testid="message-row"][data-kind="response"][data-method="${method}"]`).first().click();
  await log.getByTestId('message-detail').getByTestId('open-screen').click();
}

async function subscriptionsWork(page: Page, mcpscope: RunningMcpscope) {
  await openTab(page, mcpscope, /^resources/i);
  await page.locator('[data-testid="resource-row"][data-uri$="features.md"]').click();
  await page.getByTestId('subscribe-resource').click();
  await expect(page.getByTestId('unsubscribe-resource')).toBeVisible();
  // server-everything sends resources/updated for subscribed URIs once its updates are switched on.
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="toggle-subscriber-updates"]').click();
  await page.getByTestId('run-tool').click();
  await expect(page.getByTestId('call-result').first()).toHaveAttribute('data-status', 'ok');
  await page.getByRole('tab', { name: /^resources/i }).click();
  await page.locator('[data-testid="resource-row"][data-uri$="features.md"]').click();
  await expect(page.getByTestId('resource-updated')).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByTestId('reread-resource')).toBeVisible();
}

async function promptsWork(page: Page, mcpscope: RunningMcpscope) {
  await openTab(page, mcpscope, /^prompts/i);
  await page.locator('[data-testid="prompt-row"][data-prompt-name="completable-prompt"]').click();
  await pickCompletion(page, page.locator('[data-testid="prompt-arg"][data-name="department"] input'), 'Eng', 'Engineering');
  // The second argument's suggestions depend on the first (completion context).
  await pickCompletion(page, page.locator('[data-testid="prompt-arg"][data-name="name"] input'), 'A', 'Alice');
  await page.getByTestId('get-prompt').click();
  const message = page.locator('[data-testid="prompt-message"][data-role="user"]').first();
  await expect(message).toContainText('Engineering');
  await expect(message).toContainText('Alice');
}

/** The other three prompts: no arguments, plain arguments, and a message that embeds a resource. */
async function everyOtherPromptWorks(page: Page, mcpscope: RunningMcpscope) {
  await openTab(page, mcpscope, /^prompts/i);
  await page.locator('[data-testid="prompt-row"][data-prompt-name="simple-prompt"]').click();
  await page.getByTestId('get-prompt').click();
  await expect(page.getByTestId('prompt-result')).toHaveAttribute('data-status', 'ok');
  await expect(page.locator('[data-testid="prompt-message"][data-role="user"]').first()).toContainText(/without arguments/i);

  await page.locator('[data-testid="prompt-row"][data-prompt-name="args-prompt"]').click();
  await page.locator('[data-testid="prompt-arg"][data-name="city"] input').fill('Lisbon');
  await page.getByTestId('get-prompt').click();
  await expect(page.locator('[data-testid="prompt-message"][data-role="user"]').first()).toContainText('Lisbon');
  // "Open in Prompts" on that answer in the message log selects args-prompt again.
  await page.locator('[data-testid="prompt-row"][data-prompt-name="simple-prompt"]').click();
  await openFromLog(page, 'prompts/get', 'Lisbon');
  await expect(page.locator('[data-testid="prompt-row"][data-prompt-name="args-prompt"]')).toHaveAttribute('aria-selected', 'true');

  await page.locator('[data-testid="prompt-row"][data-prompt-name="resource-prompt"]').click();
  await pickCompletion(page, page.locator('[data-testid="prompt-arg"][data-name="resourceType"] input'), 'T', 'Text');
  await page.locator('[data-testid="prompt-arg"][data-name="resourceId"] input').fill('3');
  await page.getByTestId('get-prompt').click();
  const messages = page.locator('[data-testid="prompt-message"][data-role="user"]');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText('demo://resource/dynamic/text/3');
}

async function loggingAndPingWork(page: Page, mcpscope: RunningMcpscope) {
  await openTab(page, mcpscope, /^logging/i);
  await page.getByTestId('log-level-select').selectOption('debug');
  await page.getByTestId('set-log-level').click();
  await expect(page.getByTestId('log-level-outcome')).toHaveAttribute('data-status', 'ok');

  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="toggle-simulated-logging"]').click();
  await page.getByTestId('run-tool').click();
  await expect(page.getByTestId('call-result').first()).toHaveAttribute('data-status', 'ok');
  await page.getByRole('tab', { name: /^logging/i }).click();
  await expect(page.getByTestId('log-entry').first()).toBeVisible({ timeout: scaled(20_000) });

  await page.getByTestId('ping-button').click();
  await expect(page.getByTestId('ping-result')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByTestId('ping-result')).toContainText(/round trip \d/);
}

const GZIP_TEXT = 'Hello from the mcpscope e2e: gzipped from a data: URI.';
const GZIP_DATA_URI = `data:text/plain;base64,${Buffer.from(GZIP_TEXT).toString('base64')}`;

async function runGzipTool(page: Page, outputType: 'resourceLink' | 'resource') {
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="gzip-file-as-resource"]').click();
  await page.locator('[id="tool-gzip-file-as-resource_name"]').fill('e2e-hello.txt.gz');
  await page.locator('[id="tool-gzip-file-as-resource_data"]').fill(GZIP_DATA_URI);
  await page.locator('[id="tool-gzip-file-as-resource_outputType"]').selectOption(outputType);
  await page.getByTestId('run-tool').click();
  const result = page.getByTestId('call-result').first();
  await expect(result).toHaveAttribute('data-status', 'ok');
  return result;
}

async function gzipFileAsResourceWorks(page: Page, mcpscope: RunningMcpscope) {
  const uri = 'demo://resource/session/e2e-hello.txt.gz';
  await openTab(page, mcpscope, /^tools/i);
  const linkResult = await runGzipTool(page, 'resourceLink');
  await expect(linkResult.locator('[data-testid="content-item"][data-kind="resource_link"]')).toContainText(uri);

  // The new session resource is announced (resources/list_changed), listed, and reads back as gzip.
  await page.getByRole('tab', { name: /^resources/i }).click();
  await page.locator(`[data-testid="resource-row"][data-uri="${uri}"]`).click();
  await page.getByTestId('read-resource').click();
  await expect(page.getByTestId('read-result')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByTestId('resource-mime').first()).toContainText('application/gzip');
  await expect(page.getByTestId('hex-dump').first()).toContainText('00000000  1f 8b');
  await page.getByTestId('gunzip').click();
  await expect(page.getByTestId('gunzipped-content')).toContainText(GZIP_TEXT);

  // outputType "resource" embeds the blob in the result instead of linking to it.
  const embedded = await runGzipTool(page, 'resource');
  await expect(embedded.locator('[data-testid="content-item"][data-kind="resource_blob"]')).toContainText(uri);
}

const AREAS: Record<string, (page: Page, mcpscope: RunningMcpscope) => Promise<void>> = {
  'resources read and render; a template completes, expands and reads as a blob': resourcesWork,
  'a subscribed resource is marked updated when the server says so': subscriptionsWork,
  'a prompt fills its arguments with context-aware completion and renders its messages': promptsWork,
  'the simple, argument and embedded-resource prompts render their messages': everyOtherPromptWorks,
  'logging/setLevel, live server log messages, and ping with its round trip': loggingAndPingWork,
  'gzip-file-as-resource compresses a data: URI into a resource that reads back and decompresses': gzipFileAsResourceWorks,
};

for (const transport of EVERYTHING_TRANSPORTS) {
  test.describe(`server-everything primitives over ${transport}`, () => {
    const mcpscope = mcpscopeOnEverything(transport);
    for (const [name, area] of Object.entries(AREAS)) {
      test(name, async ({ page }) => area(page, mcpscope()));
    }
  });
}
