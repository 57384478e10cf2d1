/**
 * The Check tab (issue 18, item 7): `mcpscope check` from the browser against the connection's
 * own target, here the spec-violations fixture over stdio with three violations planted. Nothing
 * runs before the click; each check shows its verdict, and its evidence opens on demand.
 */
import { violationsStdioCommand } from './fixtures/spec-violations/launch';
import { expect, test } from './support/fixtures';
import { scaled } from './support/slowdown';
import { screenshotBothThemes } from './support/theme-screenshots';

// legacy-refused stays out: mcpscope itself connects as a 2025-11-25 client.
test.use({ mcpscopeArgs: ['--stdio', violationsStdioCommand('cache-hints-absurd,request-state-unverified,era-divergent-tool')] });

test('the Check tab runs the spec check on a click and names each planted violation with its evidence', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /^check/i }).click();
  await expect(page.getByTestId('check-report')).toHaveCount(0);
  // Over stdio the official suite (HTTP only) cannot be chosen.
  await expect(page.getByTestId('check-conformance')).toBeDisabled();

  await page.getByTestId('check-run').click();
  const report = page.getByTestId('check-report');
  await expect(report).toBeVisible({ timeout: scaled(90_000) });
  const status = (id: string) => report.getByTestId(`check-${id}`);
  await expect(status('discover')).toHaveAttribute('data-status', 'pass');
  await expect(status('legacy-clients-served')).toHaveAttribute('data-status', 'pass');
  await expect(status('cache-hints')).toHaveAttribute('data-status', 'fail');
  await expect(status('cache-hints')).toContainText('ttlMs -1');
  await expect(status('request-state-tamper')).toHaveAttribute('data-status', 'fail');
  await expect(status('same-tool-both-eras')).toHaveAttribute('data-status', 'fail');
  await expect(status('http-get-delete-405')).toHaveAttribute('data-status', 'not-applicable');
  await expect(page.getByTestId('check-summary')).toHaveText('4 passed, 3 failed, 2 not applicable, 0 not run');

  await screenshotBothThemes(page, 'h18-check-report');

  await status('request-state-tamper').getByRole('button', { name: /evidence/i }).click();
  const evidence = page.getByTestId('check-evidence-request-state-tamper');
  await expect(evidence).toContainText('tools/call confirm, tampered requestState');
  await expect(evidence).toContainText('confirmed');
  await screenshotBothThemes(page, 'h18-check-evidence');
});

test('the check route is guarded by the token like every route', async ({ mcpscope, request }) => {
  const response = await request.post(`${new URL(mcpscope.url).origin}/api/connections/c1/check`, { data: {} });
  expect(response.status()).toBe(403);
});
