/**
 * subscriptions/listen in the browser (issue 18, item 4), the acceptance of issue 18: mcpscope on
 * the modern fixture over stdio and over Streamable HTTP, with the auto protocol setting, lands in
 * 2026-07-28, opens a subscription whose health and filters the Changes screen shows, and
 * add_note's resources/list_changed, delivered on that subscription, becomes the list-change
 * notice and a diff with the new note resource.
 */
import { expect, test } from './support/fixtures';
import { startMcpscope, type RunningMcpscope } from './support/mcpscope-process';
import { useMcpscopeOnModernFixture } from './support/modern-mcpscope';
import { startModernHttp, type ModernHttpServer } from './support/modern-server';
import { scaled } from './support/slowdown';
import { latestCallResult, runTool } from './support/tool-ui';
import { screenshotBothThemes } from './support/theme-screenshots';

for (const transport of ['stdio', 'Streamable HTTP'] as const) {
  test.describe(`subscriptions/listen over ${transport}`, () => {
    const mcpscope = useMcpscopeOnModernFixture(transport);
    const shot = transport === 'stdio' ? 'h18-subs-stdio' : 'h18-subs';

    test('the subscription opens, and add_note shows as a list change on it', async ({ page }) => {
      await page.goto(mcpscope().url);
      await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready', { timeout: scaled(30_000) });
      await page.getByRole('tab', { name: /^changes/i }).click();
      const panel = page.getByTestId('subscriptions');
      await expect(panel.getByTestId('stream-health')).toHaveAttribute('data-state', 'open');
      const filters = panel.getByTestId('listen-filters');
      await expect(filters.getByRole('row', { name: /Resources list changes\s+yes\s+yes/ })).toBeVisible();
      await expect(filters.getByRole('row', { name: /Tools list changes\s+yes\s+yes/ })).toBeVisible();

      await runTool(page, 'add_note', { text: 'from the browser' });
      await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
      await expect(page.getByTestId('list-changed-notice')).toContainText('Resources: 1 added');
      await page.getByTestId('show-list-changes').click();
      await expect(page.locator('[data-testid="list-change-item"]:has([data-change="added"][data-key="note://1"])')).toBeVisible();
      await expect(panel.getByTestId('listen-delivered')).toHaveText('1 notification delivered');
      await screenshotBothThemes(page, `${shot}-changes`, { viewport: { width: 1440, height: 1600 } });

      // Watching a resource re-opens the stream; the fixture does not declare resources.subscribe, so the server narrows it away.
      await panel.getByTestId('watch-resource-uri').fill('fixture://motd');
      await panel.getByTestId('watch-resource').click();
      const motd = filters.getByRole('row', { name: /Updates to fixture:\/\/motd/ });
      await expect(motd).toHaveAttribute('data-narrowed', 'true');
      await expect(motd).toContainText('narrowed');
      await expect(panel.getByTestId('stream-health')).toHaveAttribute('data-state', 'open');
      await screenshotBothThemes(page, `${shot}-narrowed`);

      // The message log tags the notification with the subscription it arrived on.
      const row = page.locator('[data-testid="message-row"][data-method="notifications/resources/list_changed"]');
      await expect(row.getByTestId('message-subscription')).toHaveText(/^⤷/);
    });
  });
}

test.describe('pinned to 2025', () => {
  let server: ModernHttpServer | undefined;
  let pinned: RunningMcpscope | undefined;
  test.afterEach(async () => {
    await pinned?.stop();
    await server?.stop();
  });

  test('the same server pinned to 2025 over stateless HTTP: the panel says there is no stream, and why', async ({ page }) => {
    server = await startModernHttp('dual');
    pinned = await startMcpscope(['--url', server.url, '--protocol', 'legacy']);
    await page.goto(pinned.url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready', { timeout: scaled(30_000) });
    await page.getByRole('tab', { name: /^changes/i }).click();
    const noStream = page.getByTestId('subscriptions').getByTestId('no-stream');
    await expect(noStream).toContainText('405 Method Not Allowed');
    await expect(noStream).toContainText('cannot send list_changed');
    await screenshotBothThemes(page, 'h18-subs-no-stream');
  });
});
