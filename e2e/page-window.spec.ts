/**
 * The page holds only the recent window of message bodies (issue 24, point 3): an older message
 * still has its row, and opening it reads its body back from the bridge, or says plainly why it
 * cannot. ~9 MB of answers push the first one out of the page's 8 MB window.
 */
import { BridgeClient } from '../bench/lib/bridge-client';
import { benchServerCommand } from '../bench/lib/bridges';
import { test, expect } from './support/fixtures';
import { scaled } from './support/slowdown';

test.use({ mcpscopeArgs: ['--stdio', benchServerCommand()] });
test.describe.configure({ timeout: scaled(180_000) });

const FIRST_ANSWER = 'the first answer of the session';

test('an answer older than the window keeps its row and shows its body fetched from the bridge, or why not', async ({ page, mcpscope }) => {
  const bridge = new BridgeClient(mcpscope);
  try {
    await bridge.listen();
    const { id: conn } = await bridge.readyConnection(scaled(60_000));
    await page.goto(mcpscope.url);
    const log = page.getByTestId('message-log');
    await expect(log.locator('[data-testid="message-row"]').first()).toBeVisible({ timeout: scaled(60_000) });

    const first = await bridge.call(conn, { tool: 'echo', arguments: { text: FIRST_ANSWER } });
    expect(first.status).toBe('ok');
    for (let call = 0; call < 10; call++) {
      const big = await bridge.call(conn, { tool: 'huge_text', arguments: { megabytes: 0.9 } });
      expect(big.status).toBe('ok');
    }
    const answers = log.locator('[data-testid="message-row"][data-kind="response"][data-method="tools/call"]');
    await expect(answers).toHaveCount(11, { timeout: scaled(60_000) });

    // Search says it covers recent bodies only, since the first answer's is no longer in the page.
    await log.getByRole('searchbox', { name: 'Search messages' }).fill(FIRST_ANSWER);
    await expect(log.getByTestId('search-window-note')).toContainText('Searches recent message bodies only');
    await log.getByRole('button', { name: 'Clear filters' }).click();

    // The first answer's row is still there, sized, and opening it reads it back.
    const oldest = answers.first();
    await oldest.scrollIntoViewIfNeeded();
    await expect(oldest).toContainText('tools/call');
    const oldestSeq = Number(await oldest.getAttribute('data-seq'));
    let asked = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/log/${oldestSeq}/message`, async (route) => {
      asked += 1;
      if (asked === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'the bridge is restarting' } }) });
      await released;
      return route.continue();
    });
    await oldest.click();
    await expect(log.getByTestId('message-body-error')).toContainText(`Could not load message ${oldestSeq} from the bridge`);
    // Closed and opened again, it asks again: loading until the bridge answers, then the body.
    await oldest.click();
    await oldest.click();
    await expect(log.getByTestId('message-body-loading')).toContainText(`Loading message ${oldestSeq} from the bridge`);
    release();
    const detail = log.getByTestId('message-detail');
    await expect(detail).toContainText(FIRST_ANSWER);
    await expect(detail).toContainText(`seq ${oldestSeq}`);
  } finally {
    bridge.close();
  }
});
