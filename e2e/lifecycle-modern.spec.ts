/**
 * The _meta each 2026-07-28 request carried, in the Lifecycle screen (issue 18, items 2 and 8),
 * against the modern fixture (@modelcontextprotocol/server 2.4.0) over stdio and Streamable HTTP
 * with the auto setting: after a call, the envelope every request shared is shown once and the
 * call's own progressToken on its row; the session's trace, opened with `mcpscope open`, shows the
 * same. A trace whose client had a long name and sent one request with another version shows the
 * flag; a 2025-era session says its requests carry no envelope.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startMcpscope } from './support/mcpscope-process';
import { useMcpscopeOnModernFixture } from './support/modern-mcpscope';
import { modernStdioCommand } from './support/modern-server';
import { openTraceFile } from './support/open-trace-file';
import { screenshotBothThemes } from './support/theme-screenshots';
import { latestCallResult, runTool } from './support/tool-ui';

const LONG_CLIENT = 'acme-enterprise-assistant-desktop-with-a-very-long-client-name-for-testing-wrapping';
const CLIENT_INFO_KEY = 'io.modelcontextprotocol/clientInfo';
const VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';

/** What the Request _meta section shows: the shared envelope's text and, per row, its method and differences. */
async function metaSection(page: Page) {
  const section = page.getByTestId('request-meta');
  await expect(section).toBeVisible();
  const rows = section.getByTestId('request-meta-row');
  const count = await rows.count();
  const shown: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    shown.push(`${await row.getAttribute('data-method')} ${await row.getAttribute('data-flagged')} ${await row.getByTestId('request-meta-differences').innerText()}`);
  }
  return { shared: await section.getByTestId('request-meta-shared').innerText(), rows: shown };
}

async function openLifecycle(page: Page) {
  await page.getByRole('tab', { name: /lifecycle/i }).click();
  await expect(page.getByTestId('protocol-era-verdict')).toContainText('2026-07-28');
}

/** The trace's lines with `edit` applied to each out request's params. */
function rewriteRequests(text: string, edit: (params: Record<string, unknown>, method: string) => void): string {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const record = JSON.parse(line) as { kind?: string; dir?: string; msg?: { method?: string; id?: unknown; params?: Record<string, unknown> } };
      if (record.kind === 'message' && record.dir === 'out' && record.msg?.method && record.msg.id !== undefined && record.msg.params) edit(record.msg.params, record.msg.method);
      return JSON.stringify(record);
    })
    .join('\n')
    .concat('\n');
}

for (const transport of ['stdio', 'Streamable HTTP'] as const) {
  test.describe(`the Request _meta section over ${transport}`, () => {
    const mcpscope = useMcpscopeOnModernFixture(transport);
    const slug = transport === 'stdio' ? 'stdio' : 'http';

    test('after a call: the shared envelope once, the call with its progressToken, the whole _meta on click; the opened trace shows the same', async ({ page, browser }) => {
      await page.goto(mcpscope().url);
      await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
      await runTool(page, 'echo', { text: 'hi' });
      await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
      await openLifecycle(page);

      const shared = page.getByTestId('request-meta-shared');
      await expect(shared).toContainText('Every request carried');
      await expect(shared.getByTestId('request-meta-shared-protocolVersion')).toHaveText('2026-07-28');
      await expect(shared.getByTestId('request-meta-shared-clientInfo')).toContainText('mcpscope');
      await expect(shared.getByTestId('request-meta-shared-capabilities')).toContainText('sampling');
      const call = page.locator('[data-testid="request-meta-row"][data-method="tools/call"]');
      await expect(call).toHaveCount(1);
      await expect(call).toContainText('echo');
      await expect(call.getByTestId('request-meta-differences')).toContainText('progressToken:');
      // A list request repeats the envelope and adds nothing.
      await expect(page.locator('[data-testid="request-meta-row"][data-method="tools/list"]').first().getByTestId('request-meta-differences')).toHaveText('nothing else');
      await expect(page.locator('[data-testid="request-meta-row"][data-flagged="true"]')).toHaveCount(0);
      await call.getByRole('button').click();
      const detail = page.getByTestId('request-meta-detail');
      await expect(detail).toContainText('_meta of tools/call echo');
      await expect(detail).toContainText(VERSION_KEY);
      await expect(detail).toContainText('progressToken');
      const live = await metaSection(page);
      await page.getByTestId('request-meta-panel').scrollIntoViewIfNeeded();
      await screenshotBothThemes(page, `h18-request-meta-${slug}`);

      const tracePath = await page.getByTestId('trace-path').getAttribute('title');
      const text = readFileSync(tracePath!, 'utf8');
      expect(JSON.parse(text.split('\n')[0]!)).toMatchObject({ protocol: 'auto' });
      await openTraceFile(browser, `modern-${slug}.jsonl`, text, async (viewer) => {
        await openLifecycle(viewer);
        await expect(viewer.getByTestId('protocol-era-reason')).toHaveText('the server answered server/discover');
        await expect(viewer.getByTestId('discover-result')).toContainText('supportedVersions');
        await expect(viewer.locator('[data-testid="request-meta-row"][data-method="tools/call"]')).toHaveCount(1);
        expect(await metaSection(viewer)).toEqual(live);
      });
    });
  });
}

test.describe('a trace whose client had a long name and sent one request with another version', () => {
  const mcpscope = useMcpscopeOnModernFixture('stdio');

  test('shows the long name in the shared envelope and flags that request in its row', async ({ page, browser }) => {
    await page.goto(mcpscope().url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
    await runTool(page, 'echo', { text: 'hi' });
    await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
    const tracePath = await page.getByTestId('trace-path').getAttribute('title');
    let rewritten = false;
    const text = rewriteRequests(readFileSync(tracePath!, 'utf8'), (params, method) => {
      const meta = params._meta as Record<string, unknown>;
      meta[CLIENT_INFO_KEY] = { name: LONG_CLIENT, version: '12.0.0' };
      if (method === 'tools/list' && !rewritten) {
        meta[VERSION_KEY] = '2025-11-25';
        rewritten = true;
      }
    });
    await openTraceFile(browser, 'long-client.jsonl', text, async (viewer) => {
      await openLifecycle(viewer);
      await expect(viewer.getByTestId('request-meta-shared-clientInfo')).toContainText(LONG_CLIENT);
      // Not every request carried 2026-07-28 any more, so each row shows its own version.
      await expect(viewer.getByTestId('request-meta-shared-protocolVersion')).toHaveCount(0);
      const flagged = viewer.locator('[data-testid="request-meta-row"][data-flagged="true"]');
      await expect(flagged).toHaveCount(1);
      await expect(flagged).toHaveAttribute('data-method', 'tools/list');
      await expect(flagged.getByTestId('request-meta-differences')).toHaveText('_meta says protocolVersion "2025-11-25", the session speaks 2026-07-28');
      await expect(viewer.getByTestId('request-meta')).toContainText('1 with a missing or different protocol version');
      await flagged.getByRole('button').click();
      await expect(viewer.getByTestId('request-meta-detail')).toContainText('_meta says protocolVersion');
      await viewer.getByTestId('request-meta-panel').scrollIntoViewIfNeeded();
      await screenshotBothThemes(viewer, 'h18-request-meta-long-client');
    });
  });
});

test('a 2025-era session says its requests carry no per-request _meta', async ({ page }) => {
  const mcpscope = await startMcpscope(['--stdio', modernStdioCommand('legacy-strict')]);
  try {
    await page.goto(mcpscope.url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
    await page.getByRole('tab', { name: /lifecycle/i }).click();
    await expect(page.getByTestId('protocol-era-verdict')).toContainText('2025-11-25 and older');
    await expect(page.getByTestId('request-meta-legacy')).toContainText('2025-era requests carry no per-request _meta envelope');
    await expect(page.getByTestId('request-meta')).toHaveCount(0);
    await page.getByTestId('request-meta-panel').scrollIntoViewIfNeeded();
    await screenshotBothThemes(page, 'h18-request-meta-legacy');
  } finally {
    await mcpscope.stop();
  }
});
