import { readFileSync } from 'node:fs';
import { everythingStdioCommand } from './support/everything-server';
import { test, expect } from './support/fixtures';
import { latestCallResult, openPendingRequest, runTool } from './support/tool-ui';
import { scaled } from './support/slowdown';

/**
 * Playback for demos (issue 5, item 4): "an elicitation pops up". A recorded elicitation that a
 * person answered plays back as it happened: the request waits for an answer, with its form, then
 * the recorded answer arrives and the call completes with it.
 */
test.use({ mcpscopeArgs: ['--stdio', everythingStdioCommand] });

test('a recorded elicitation pops up during playback, then the recorded answer completes the call', async ({ page, mcpscope }) => {
  test.setTimeout(scaled(90_000));
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await runTool(page, 'trigger-elicitation-request');
  await openPendingRequest(page, 'elicitation/create');
  await page.getByTestId('elicitation-form').getByRole('textbox').first().fill('Ada Lovelace');
  await page.getByTestId('elicitation-accept').click();
  await expect(await latestCallResult(page)).toContainText('Ada Lovelace');
  const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;
  await expect.poll(() => readFileSync(tracePath, 'utf8')).toContain('Ada Lovelace');
  const text = readFileSync(tracePath, 'utf8');
  // Positions count records, the header excluded.
  const asked = text.trimEnd().split('\n').slice(1).findIndex((line) => line.includes('"method":"elicitation/create"')) + 1;

  await page.getByTestId('open-trace-file').setInputFiles({ name: 'elicitation.jsonl', mimeType: 'text/plain', buffer: Buffer.from(text) });
  const playback = page.getByTestId('playback');
  // Just after the server asked: the request pops up unanswered, with what the server asks for and
  // no form, since a recording cannot answer (issue 20, item 4)…
  await page.getByTestId('playback-seek').fill(String(asked));
  await expect(playback).toHaveAttribute('data-position', String(asked));
  await openPendingRequest(page, 'elicitation/create');
  await expect(page.getByTestId('request-unanswered')).toBeVisible();
  await expect(page.getByTestId('elicitation-request')).toContainText('"properties"');
  await expect(page.getByTestId('elicitation-form')).toHaveCount(0);

  // …then, playing on at the recorded pace, the recorded answer arrives and the call ends with it.
  await page.getByTestId('playback-play').click();
  await expect(page.locator('[data-testid="client-request-row"][data-method="elicitation/create"][data-status="answered"]')).toBeVisible({ timeout: scaled(20_000) });
  await expect(playback).toHaveAttribute('data-playing', 'false', { timeout: scaled(20_000) });
  await expect(await latestCallResult(page)).toContainText('Ada Lovelace');
});
