import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAKE_GITHUB_TOKEN } from '../server/demo/suspicious-tools';
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
