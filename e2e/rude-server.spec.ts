import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';

// A raw JSON-RPC server that pages its tool list, lists a tool without inputSchema, and answers
// tools/call only after it has been cancelled: what SDK-built servers never do, but users' may.
const RUDE_SERVER = fileURLToPath(new URL('../server/connections/fixtures/late-responder.mjs', import.meta.url));
test.use({ mcpscopeArgs: ['--stdio', `"${process.execPath}" "${RUDE_SERVER}"`] });

test('a negotiated protocol version other than the one requested is flagged', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /lifecycle/i }).click();
  const version = page.getByTestId('protocol-version');
  await expect(version).toContainText('2025-03-26');
  await expect(version).toContainText(/differs from requested \d{4}-\d{2}-\d{2}/);
});

test('every page of tools/list is shown, including a malformed tool', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /tools/i }).click();
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="answer_late"]')).toBeVisible();
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="malformed"]')).toBeVisible();
  await expect(page.getByTestId('tool-count')).toContainText('2');
});

test('a response that arrives after Cancel is still shown, marked as late', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="answer_late"]').click();
  await page.getByTestId('run-tool').click();
  await expect(page.getByTestId('call-result').first()).toHaveAttribute('data-status', 'running');
  await page.getByTestId('cancel-call').click();

  const call = page.getByTestId('call-result').first();
  await expect(call).toHaveAttribute('data-status', 'cancelled');
  await expect(call.getByTestId('late-response')).toContainText(/arrived after cancel/i);
  await expect(call.getByTestId('late-response')).toContainText('finished anyway');
});
