import { test, expect } from './support/fixtures';
import { screenshotBothThemes } from './support/theme-screenshots';

test('the lifecycle view shows the handshake, versions, instructions and capabilities', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /lifecycle/i }).click();
  const screen = page.getByTestId('lifecycle-screen');
  await expect(screen.getByTestId('server-info')).toContainText('mcpscope-demo');
  await expect(screen.getByTestId('protocol-version')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(screen.getByTestId('server-instructions')).not.toBeEmpty();
  await expect(screen.getByTestId('initialize-request')).toContainText('"method": "initialize"');
  await expect(screen.getByTestId('initialize-response')).toContainText('serverInfo');
  await expect(screen.getByTestId('initialized-notification')).toContainText('notifications/initialized');
  await expect(screen.locator('[data-testid="capability-matrix"] [data-capability="tools"]')).toBeVisible();
  // Each step says how long it took, and (on hover) when it was done: not "+648 ms" then "+440 ms", read as times out of order.
  const answered = screen.getByTestId('lifecycle-timeline').locator('li').filter({ hasText: 'initialize answered' }).getByTestId('lifecycle-step-duration');
  await expect(answered).toHaveText(/^\d+(\.\d+)? m?s$/);
  await expect(answered).toHaveAttribute('title', /^took .+; done .+ after the connection started$/);
});

test('the first page load does not download Monaco; the JSON editor loads it on demand', async ({ page, mcpscope }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['script', 'worker'].includes(request.resourceType()) || request.url().endsWith('.js')) scripts.push(request.url());
  });
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="echo"]').click();
  await expect(page.getByTestId('tool-detail')).toBeVisible();
  expect(scripts.filter((url) => /monaco|editor|worker/i.test(url))).toEqual([]);

  await page.getByTestId('args-view-json').click();
  await expect(page.getByTestId('args-json-editor')).toHaveAttribute('data-editor-state', 'ready');
  expect(scripts.some((url) => /monaco-editors/.test(url))).toBe(true);
  // Every script came from the bridge itself: nothing from a CDN.
  expect(scripts.every((url) => url.startsWith(mcpscope.origin))).toBe(true);
});

test('form and JSON editor stay in sync and both validate against the inputSchema', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="echo"]').click();
  const message = page.getByTestId('arguments-editor').getByRole('textbox', { name: /^message/ });
  await message.fill('x');
  await message.fill('');
  await expect(page.getByTestId('args-validation')).toHaveAttribute('data-state', 'invalid');
  await message.fill('typed in the form');
  await expect(page.getByTestId('args-validation')).toHaveAttribute('data-state', 'valid');

  await page.getByTestId('args-view-json').click();
  const editor = page.getByTestId('args-json-editor');
  await expect(editor).toHaveAttribute('data-editor-state', 'ready');
  await expect(editor).toContainText('typed in the form');

  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText('{"message": 42}');
  await expect(page.getByTestId('args-validation')).toHaveAttribute('data-state', 'invalid');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText('{"message": "typed as JSON", "uppercase": true}');
  await expect(page.getByTestId('args-validation')).toHaveAttribute('data-state', 'valid');

  await page.getByTestId('args-view-form').click();
  await expect(page.getByTestId('arguments-editor').getByRole('textbox', { name: /^message/ })).toHaveValue('typed as JSON');
  await page.getByTestId('run-tool').click();
  await expect(page.getByTestId('call-result').first()).toContainText('TYPED AS JSON');
});

test('an untouched form shows no warning; editing or pressing Run brings the checks', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="echo"]').click();
  const run = page.getByTestId('run-tool');
  await expect(page.getByTestId('arguments-editor').getByRole('textbox', { name: /^message/ })).toBeVisible();
  await expect(run).toHaveText('Run');
  await expect(page.getByTestId('args-validation')).toHaveCount(0);
  // Run still sends what is there, and from then on the mismatch is said.
  await run.click();
  await expect(page.getByTestId('call-result').first()).toBeVisible();
  await expect(page.getByTestId('args-validation')).toHaveAttribute('data-state', 'invalid');
  await expect(run).toHaveText('Run anyway');

  await page.getByRole('tab', { name: /prompts/i }).click();
  await page.locator('[data-testid="prompt-row"][data-prompt-name="review_code"]').click();
  const missing = page.getByText('Missing required: code');
  await expect(page.getByTestId('get-prompt')).toBeEnabled();
  await expect(missing).toHaveCount(0);
  await page.getByTestId('get-prompt').click();
  await expect(missing).toBeVisible();
});

// Screens other than Tools are fetched on demand (issue 24, B9): one that cannot be fetched (the
// bridge stopped or was upgraded under an open page) says so in its place, and the page goes on.
test("a screen whose code cannot be fetched says so in its place, and the other screens still work", async ({ page, mcpscope }) => {
  await page.route(/\/assets\/LifecycleScreen-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
  await page.goto(mcpscope.url);
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="echo"]')).toBeVisible();
  await page.getByRole('tab', { name: /lifecycle/i }).click();
  const failed = page.getByTestId('screen-error');
  await expect(failed).toContainText("This screen's code did not load");
  await expect(failed.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await screenshotBothThemes(page, 'screen-code-not-loaded', { fullPage: false });
  await page.getByRole('tab', { name: /^tools/i }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="echo"]')).toBeVisible();
});
