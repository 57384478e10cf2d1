import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAKE_GITHUB_TOKEN } from '../server/demo/suspicious-tools';
import { credentialsJsonl, httpCredentialsTrace, secretValues } from './fixtures/traces/credentials';
import { test, expect } from './support/fixtures';
import { expectRedactedOffline, readSelfContained } from './support/offline-viewer';
import { runToolOnceReady } from './support/tool-ui';
import { scaled } from './support/slowdown';

/**
 * Share from the UI (issue 5, item 8): the Export dialog shows what redaction takes out before
 * anything is downloaded, then downloads the same self-contained file `mcpscope export` writes.
 * The demo's get_config tool answers a GitHub-token-shaped string the secret rules match.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}" --suspicious`] });

test('exports from the Traces screen: lists the redaction, downloads, and the file opens offline without the secret', async ({ page, mcpscope, browser }) => {
  // The first export may build the viewer (a Vite build on a busy machine).
  test.setTimeout(scaled(240_000));
  await runToolOnceReady(page, mcpscope.url, 'get_config');
  await page.getByTestId('show-traces').click();
  const row = page.getByTestId('trace-row').first();
  const name = (await row.getAttribute('data-name'))!;
  await row.getByTestId('trace-export').click();

  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByTestId('export-redact')).toBeChecked();
  const redaction = dialog.getByTestId('export-redaction');
  await expect(redaction).toHaveCount(1);
  await expect(redaction).toContainText('GitHub token');
  await expect(redaction.getByTestId('export-redaction-preview')).toContainText('github_token: [redacted GitHub token]');
  await expect(dialog).not.toContainText(FAKE_GITHUB_TOKEN);

  // Turning redaction off says what the file would then carry; turning it back on clears the warning.
  await dialog.getByTestId('export-redact').uncheck();
  await expect(dialog.getByTestId('export-redact-off')).toContainText('with the 1 secret listed below');
  await expect(dialog.getByTestId('export-download')).toHaveText('Download unredacted');
  await dialog.getByTestId('export-redact').check();
  await expect(dialog.getByTestId('export-redact-off')).toHaveCount(0);
  await expect(redaction).toHaveCount(1);

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: scaled(200_000) }), dialog.getByTestId('export-download').click()]);
  expect(download.suggestedFilename()).toBe(name.replace(/\.jsonl$/, '.html'));
  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-export-ui-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const html = readSelfContained(file);
    expect(html).not.toContain(FAKE_GITHUB_TOKEN);

    // The offline viewer has no bridge, so no Export button.
    await expectRedactedOffline(browser, file, name, 'Redacted on export (1): GitHub token', (viewer) => expect(viewer.getByTestId('trace-export')).toHaveCount(0));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('exports the trace open in the page from its bar, posting its text', async ({ page, mcpscope }) => {
  await runToolOnceReady(page, mcpscope.url, 'get_config');
  await page.getByTestId('show-traces').click();
  await page.getByTestId('trace-row').first().getByTestId('trace-open').click();
  await page.getByTestId('trace-bar').getByTestId('trace-export').click();
  const dialog = page.getByTestId('export-dialog');
  // This session has called get_config in each test so far: each call is one redaction.
  await expect(dialog.getByTestId('export-redaction').first()).toContainText('GitHub token');
  await expect(dialog).not.toContainText(FAKE_GITHUB_TOKEN);
  await dialog.getByTestId('export-close').click();
  await expect(dialog).toHaveCount(0);
});

test('the live raw result and the message log show a secret masked, with its kind, until the person reveals it (issue 17, finding 2)', async ({ page, mcpscope }) => {
  await runToolOnceReady(page, mcpscope.url, 'get_config');
  const raw = page.getByTestId('call-result').first().getByTestId('raw-result');
  await raw.getByRole('button').first().click();
  const masked = raw.getByTestId('masked-secret');
  await expect(masked).toHaveText(/GitHub token/);
  await expect(raw).not.toContainText(FAKE_GITHUB_TOKEN);
  await masked.click();
  await expect(raw).toContainText(FAKE_GITHUB_TOKEN);
  await masked.click();
  await expect(raw).not.toContainText(FAKE_GITHUB_TOKEN);

  const log = page.getByTestId('message-log');
  await log.getByLabel('Search messages').fill('github_token');
  await log.locator('[data-testid="message-row"][data-kind="response"][data-method="tools/call"]').first().click();
  const detail = log.getByTestId('message-detail');
  await expect(detail.getByTestId('masked-secret')).toHaveText(/GitHub token/);
  await expect(detail).not.toContainText(FAKE_GITHUB_TOKEN);
  await detail.getByTestId('masked-secret').click();
  await expect(detail).toContainText(FAKE_GITHUB_TOKEN);
});

test('exports a trace full of credentials of many kinds: the dialog lists each by kind and place, the download holds none (issue 17, finding 2)', async ({ page, mcpscope }) => {
  test.setTimeout(scaled(240_000));
  await page.goto(mcpscope.url);
  await page.getByTestId('open-trace-file').setInputFiles({ name: 'credentials.jsonl', mimeType: 'text/plain', buffer: Buffer.from(credentialsJsonl(httpCredentialsTrace())) });
  await page.getByTestId('trace-bar').getByTestId('trace-export').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByTestId('export-redaction').first()).toBeVisible();
  expect(await dialog.getByTestId('export-redaction').count()).toBeGreaterThan(20);
  for (const [kind, place] of [['header value', 'header'], ['value of URL parameter token', 'header'], ['AWS secret access key', 'record 3'], ['cookie', 'record 4'], ['value of DB_PASSWORD', 'record 5'], ['PostgreSQL connection string', 'record 7']]) {
    await expect(dialog.getByTestId('export-redaction').filter({ hasText: kind! }).filter({ hasText: place! }).first()).toBeVisible();
  }
  const shown = (await dialog.textContent()) ?? '';
  expect(secretValues().filter((secret) => shown.includes(secret))).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: scaled(200_000) }), dialog.getByTestId('export-download').click()]);
  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-export-creds-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const html = readSelfContained(file);
    expect(secretValues().filter((secret) => html.includes(secret))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
