import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FAKE_GITHUB_TOKEN } from '../server/demo/suspicious-tools';
import { test, expect } from './support/fixtures';
import { latestCallResult, runTool } from './support/tool-ui';

/**
 * Share (issue 5): `mcpscope export` writes one HTML file that shows the trace with no install
 * and no network, from file://, with credentials taken out and a note saying which.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));
const BIN = fileURLToPath(new URL('../bin/mcpscope.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}" --suspicious`] });

test('an exported trace opens from file:// with the network off, its secret redacted and the redaction noted', async ({ page, mcpscope, browser }) => {
  test.setTimeout(120_000);
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await runTool(page, 'get_config');
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
  const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;

  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-share-'));
  const out = join(dir, 'config bug.html');
  try {
    const exported = spawnSync(process.execPath, [BIN, 'export', tracePath, '--out', out], { encoding: 'utf8', timeout: 100_000 });
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout.trim()).toBe(out);
    expect(exported.stderr).toContain('GitHub token at record');
    const html = readFileSync(out, 'utf8');
    expect(html).not.toContain(FAKE_GITHUB_TOKEN);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="(?!data:)/);

    const context = await browser.newContext({ offline: true });
    try {
      const viewer = await context.newPage();
      const requests: string[] = [];
      viewer.on('request', (request) => {
        if (!/^(?:file|data|blob):/.test(request.url())) requests.push(request.url());
      });
      await viewer.goto(pathToFileURL(out).href);
      await expect(viewer.getByTestId('trace-bar')).toContainText('.jsonl');
      await viewer.getByRole('tab', { name: /^tools/i }).click();
      const result = await latestCallResult(viewer);
      await expect(result).toContainText('[redacted GitHub token]');
      await expect(viewer.getByTestId('message-row').filter({ hasText: 'Redacted on export' })).toHaveCount(1);
      expect(requests).toEqual([]);
    } finally {
      await context.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
