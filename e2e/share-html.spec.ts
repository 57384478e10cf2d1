import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAKE_GITHUB_TOKEN } from '../server/demo/suspicious-tools';
import { credentialsJsonl, secretValues, stdioCredentialsTrace } from './fixtures/traces/credentials';
import { test, expect } from './support/fixtures';
import { CRAFTED_TRACE } from './support/crafted-traces';
import { expectRedactedOffline, openOffline, readSelfContained } from './support/offline-viewer';
import { expectFlowOnceLabelled, expectPoisonedTool, SEND_MESSAGE } from './support/suspicious-findings';
import { latestCallResult, runTool, runToolOnceReady } from './support/tool-ui';
import { scaled } from './support/slowdown';
import { screenshotBothThemes, screenshotDialogBothThemes } from './support/theme-screenshots';

/**
 * Share (issue 5): `mcpscope export` writes one HTML file that shows the trace with no install
 * and no network, from file://, with credentials taken out and a note saying which.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));
const BIN = fileURLToPath(new URL('../bin/mcpscope.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}" --suspicious`] });

test('an exported trace opens from file:// with the network off, its secret redacted and the redaction noted', async ({ page, mcpscope, browser }) => {
  test.setTimeout(scaled(120_000));
  await runToolOnceReady(page, mcpscope.url, 'get_config');
  const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;

  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-share-'));
  const out = join(dir, 'config bug.html');
  try {
    const exported = spawnSync(process.execPath, [BIN, 'export', tracePath, '--out', out], { encoding: 'utf8', timeout: scaled(100_000) });
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout.trim()).toBe(out);
    expect(exported.stderr).toContain('GitHub token at record');
    expect(readSelfContained(out)).not.toContain(FAKE_GITHUB_TOKEN);

    await expectRedactedOffline(browser, out, '.jsonl', 'Redacted on export');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// Issue 20, item 1: the shared file of a poisoned session said "No findings" from file://. Issue 19:
// the viewer has no analysis engine, so the findings travel in the file.
test('an exported poisoned session shows its findings, hidden text and token counts from file://, and flows under labels given there', async ({ page, mcpscope, browser }) => {
  test.setTimeout(scaled(120_000));
  await runToolOnceReady(page, mcpscope.url, 'get_config');
  await runTool(page, SEND_MESSAGE, { text: 'the config' });
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
  const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;

  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-share-findings-'));
  const out = join(dir, 'poisoned.html');
  try {
    const exported = spawnSync(process.execPath, [BIN, 'export', tracePath, '--out', out], { encoding: 'utf8', timeout: scaled(100_000) });
    expect(exported.status, exported.stderr).toBe(0);
    const { viewer, requests, close } = await openOffline(browser, out);
    try {
      await expectPoisonedTool(viewer);

      await viewer.getByRole('tab', { name: /^findings/i }).click();
      await expect(viewer.locator('[data-testid="finding"][data-rule="launch/shell-command"], [data-testid="finding"][data-rule^="hidden-content/"]').first()).toBeVisible();
      // Labels given in the shared page still show the session's flows.
      await expectFlowOnceLabelled(viewer);

      // A trace opened in the viewer by hand brings no findings, and the page says where to see them.
      await viewer.getByTestId('close-trace').click();
      await viewer.getByTestId('trace-file').setInputFiles({ name: 'by-hand.jsonl', mimeType: 'text/plain', buffer: readFileSync(tracePath) });
      await viewer.getByRole('tab', { name: /^findings/i }).click();
      await expect(viewer.getByTestId('findings-unavailable')).toContainText('mcpscope open <file>');
      expect(requests).toEqual([]);
    } finally {
      await close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// Issue 17, finding 7: exporting a trace with a 6,000-deep record overflowed the stack.
test('mcpscope export of a crafted trace writes the rest, says on stderr which lines it skipped, and the page lists them', async ({ browser }) => {
  test.setTimeout(scaled(120_000));
  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-share-'));
  const trace = join(dir, 'crafted.jsonl');
  const out = join(dir, 'crafted.html');
  writeFileSync(trace, CRAFTED_TRACE);
  try {
    const exported = spawnSync(process.execPath, [BIN, 'export', trace, '--out', out], { encoding: 'utf8', timeout: scaled(100_000) });
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stderr).toContain(`mcpscope export: ${trace}: line 7: record kind 'message': expected JSON nested at most 256 levels deep, got deeper`);
    expect(exported.stderr).toContain(`mcpscope export: ${trace}: line 3: record kind 'note': expected "t" to be a valid time`);
    readSelfContained(out);

    const { viewer, requests, close } = await openOffline(browser, out);
    try {
      await expect(viewer.getByTestId('trace-bar')).toContainText('crafted.jsonl');
      await expect(viewer.getByTestId('message-row').filter({ hasText: 'after the crafted records' })).toHaveCount(1);
      await viewer.getByTestId('trace-warnings-toggle').click();
      await expect(viewer.getByTestId('trace-warnings').getByRole('listitem')).toHaveCount(5);
      await expect(viewer.getByTestId('trace-warnings')).toContainText("line 7: record kind 'message': expected JSON nested at most 256 levels deep, got deeper");
      expect(requests).toEqual([]);
    } finally {
      await close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('mcpscope export of a trace full of credentials of many kinds writes none of them, in the file or on stderr (issue 17, finding 2)', () => {
  test.setTimeout(scaled(120_000));
  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-share-creds-'));
  try {
    const trace = join(dir, 'creds.jsonl');
    writeFileSync(trace, credentialsJsonl(stdioCredentialsTrace()));
    const out = join(dir, 'creds.html');
    const exported = spawnSync(process.execPath, [BIN, 'export', trace, '--out', out], { encoding: 'utf8', timeout: scaled(100_000) });
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stderr).toContain('PostgreSQL connection string at the header /target/args/2');
    const html = readSelfContained(out);
    expect(secretValues().filter((secret) => html.includes(secret) || exported.stderr.includes(secret))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The times get-time answered in the recorded app session, in order: the one the app showed, then its own call's. */
function recordedTimes(trace: string): string[] {
  return readFileSync(trace, 'utf8')
    .split('\n')
    .flatMap((line) => /"kind":"message","dir":"in".*"structuredContent":\{"time":"([^"]+)"/.exec(line)?.[1] ?? []);
}

// Issue 21, item 4: a recorded app session plays back from the exported file, with no server and no network.
test('an exported app session plays the recorded app from file:// offline, answering the app from the recording', async ({ browser }) => {
  test.setTimeout(scaled(120_000));
  const trace = fileURLToPath(new URL('./fixtures/apps/basic-vanillajs-session.jsonl', import.meta.url));
  const [shown, clicked] = recordedTimes(trace);
  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-share-app-'));
  const out = join(dir, 'app session.html');
  try {
    // Redacted, as a person shares it: the app's script must survive the secret scan (docs/apps.md, "Apps offline").
    const exported = spawnSync(process.execPath, [BIN, 'export', trace, '--out', out], { encoding: 'utf8', timeout: scaled(100_000) });
    expect(exported.status, exported.stderr).toBe(0);
    readSelfContained(out);
    const { viewer, requests, close } = await openOffline(browser, out);
    try {
      // An app record in the message log opens its view, played back in a dialog.
      await viewer.locator('[data-testid="message-row"][data-kind="app"]').first().click();
      await viewer.getByTestId('play-recorded-app').click();
      const dialog = viewer.getByTestId('recorded-app-dialog');
      await expect(dialog.frameLocator('[data-testid="recorded-app-frame"]').locator('#server-time')).toHaveText(shown!);
      await screenshotDialogBothThemes(viewer, 'apps-offline-dialog');
      await viewer.getByTestId('recorded-app-dialog-close').click();

      // Under the recorded call: the first get-time is the one the app rendered (the second is the call the app made).
      await viewer.getByTestId('history-row').nth(1).click();
      const player = viewer.getByTestId('recorded-app');
      await expect(player.getByTestId('recorded-app-label')).toHaveText('Recorded app — no server');
      const app = viewer.frameLocator('[data-testid="recorded-app-frame"]');
      await expect(app.locator('#server-time')).toHaveText(shown!);
      await expect(player.getByTestId('app-playback')).toHaveAttribute('data-status', 'ended');
      // A click in the app asks the host for get-time: the recording answers, once.
      await app.getByRole('button', { name: 'Get Server Time' }).click();
      await expect(app.locator('#server-time')).toHaveText(clicked!);
      await app.getByRole('button', { name: 'Get Server Time' }).click();
      await expect(app.locator('#server-time')).toHaveText('[ERROR]');
      await expect(player.getByTestId('recorded-app-unanswered')).toContainText('tools/call: not in the recording');
      await screenshotBothThemes(viewer, 'apps-offline-call');
      // Restart loads the app again and plays it from the start.
      await player.getByTestId('app-playback-restart').click();
      await expect(app.locator('#server-time')).toHaveText(shown!);
      expect(requests).toEqual([]);
    } finally {
      await close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
