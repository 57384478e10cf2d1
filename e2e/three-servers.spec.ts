import { readdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { demoServerTarget } from '../server/demo/target';
import { EVERYTHING_ENTRY, startEverythingHttp, type EverythingHttpServer } from './support/everything-server';
import { startMcpscope, type RunningMcpscope } from './support/mcpscope-process';

/**
 * Issue 3's acceptance: three servers connected at once in one mcpscope (the demo server,
 * server-everything over stdio, server-everything over Streamable HTTP) each work independently,
 * and killing the stdio server-everything leaves the other two working.
 */
const DEMO = 'demo';
const STDIO = 'everything stdio';
const HTTP = 'everything http';

let server: EverythingHttpServer;
let mcpscope: RunningMcpscope;
let configDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startEverythingHttp();
  configDir = mkdtempSync(join(tmpdir(), 'mcpscope-e2e-three-'));
  const demo = demoServerTarget();
  const config = {
    mcpServers: {
      [DEMO]: { command: demo.command, args: demo.args },
      [STDIO]: { command: process.execPath, args: [EVERYTHING_ENTRY, 'stdio'] },
      [HTTP]: { type: 'http', url: server.url },
    },
  };
  writeFileSync(join(configDir, 'mcp.json'), JSON.stringify(config));
  mcpscope = await startMcpscope(['--config', join(configDir, 'mcp.json')]);
});

test.afterAll(async () => {
  await mcpscope?.stop();
  await server?.stop();
  rmSync(configDir, { recursive: true, force: true });
});

const sidebarItem = (page: Page, name: string) => page.getByTestId('connection-item').filter({ has: page.getByTitle(name, { exact: true }) });

async function select(page: Page, name: string) {
  await sidebarItem(page, name).click();
  await expect(page.getByTestId('connection-name')).toHaveText(name);
}

/** Runs echo on the selected connection and returns its newest call result. */
async function echo(page: Page, message: string) {
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="echo"]').click();
  await page.locator('[id="tool-echo_message"]').fill(message);
  await page.getByTestId('run-tool').click();
  const result = page.locator('[data-testid="call-result"]').filter({ hasText: message }).first();
  await expect(result).toHaveAttribute('data-status', 'ok');
  return result;
}

/** The pid of the server-everything stdio child of this mcpscope, read from /proc (Linux). */
function everythingStdioPid(parent: number): number {
  const pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number);
  const matches = pids.filter((pid) => {
    try {
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return ppid === parent && argv.includes(EVERYTHING_ENTRY) && argv.includes('stdio');
    } catch {
      return false; // the process ended while we looked
    }
  });
  if (matches.length !== 1) throw new Error(`expected one server-everything stdio child of ${parent}, found ${matches.length}`);
  return matches[0]!;
}

test('three servers at once each answer from the UI, with their own lifecycle and stderr', async ({ page }) => {
  await page.goto(mcpscope.url);
  for (const name of [DEMO, STDIO, HTTP]) {
    await expect(sidebarItem(page, name).getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
  }
  const identities: Record<string, RegExp> = { [DEMO]: /mcpscope-demo/, [STDIO]: /mcp-servers\/everything/, [HTTP]: /mcp-servers\/everything/ };
  for (const name of [DEMO, STDIO, HTTP]) {
    await select(page, name);
    await expect(await echo(page, `hello from ${name}`)).toContainText(`hello from ${name}`);
    await page.getByRole('tab', { name: /^lifecycle/i }).click();
    await expect(page.getByTestId('server-info')).toContainText(identities[name]!);
  }
  // stderr belongs to its own process: each stdio console shows only its own server's lines.
  await select(page, DEMO);
  await page.getByRole('tab', { name: /^stderr/i }).click();
  await expect(page.getByTestId('stderr-console')).toContainText('mcpscope-demo: ready on stdio');
  await expect(page.getByTestId('stderr-console')).not.toContainText('Starting default (STDIO) server');
  await select(page, STDIO);
  await page.getByRole('tab', { name: /^stderr/i }).click();
  await expect(page.getByTestId('stderr-console')).toContainText('Starting default (STDIO) server');
  await expect(page.getByTestId('stderr-console')).not.toContainText('mcpscope-demo');
});

/** The finding badge on one listed tool of the selected connection. */
async function toolBadge(page: Page, tool: string) {
  await page.getByRole('tab', { name: /^tools/i }).click();
  const row = page.locator(`[data-testid="tool-row"][data-tool-name="${tool}"]`);
  await expect(row).toBeVisible();
  return row.getByTestId('finding-badge');
}

// Issue 20, item 3: server-everything over stdio and over HTTP is one server connected twice, so
// its tools are no name collision with each other; echo still is, shared with the demo's echo.
test('one server connected twice shares no tool name with itself; another server\'s echo still collides', async ({ page }) => {
  await page.goto(mcpscope.url);
  for (const name of [STDIO, HTTP]) {
    await select(page, name);
    await expect(await toolBadge(page, 'echo')).toHaveText('⚑ 1 · medium');
    await expect(await toolBadge(page, 'get-sum')).toHaveCount(0);
  }
});

test('killing the stdio server-everything fails only its connection; the other two still call tools', async ({ page }) => {
  await page.goto(mcpscope.url);
  await expect(sidebarItem(page, STDIO).getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
  process.kill(everythingStdioPid(mcpscope.process.pid!), 'SIGKILL');

  await expect(sidebarItem(page, STDIO).getByTestId('connection-state')).toHaveAttribute('data-state', 'failed');
  await select(page, STDIO);
  const crash = page.getByTestId('crash-panel');
  await expect(crash).toContainText('Connection failed');
  await expect(crash.getByTestId('exit-status')).toContainText('SIGKILL');
  // Issue 20, item 3: a failed connection offers its tools no more: the demo's echo is now shared
  // with the HTTP server-everything alone.
  await select(page, DEMO);
  await page.getByRole('tab', { name: /^findings/i }).click();
  const collision = page.locator('[data-testid="finding"][data-rule="shadowing/tool-name-collision"]');
  await expect(collision).toContainText('"echo" is also a tool of server');
  await expect(collision).not.toContainText(STDIO);

  for (const name of [DEMO, HTTP]) {
    await expect(sidebarItem(page, name).getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
    await select(page, name);
    await expect(await echo(page, `still here: ${name}`)).toContainText(`still here: ${name}`);
  }
});

test('a connection saved from the UI connects again with the same target', async ({ page }) => {
  await page.goto(mcpscope.url);
  await select(page, HTTP);
  await page.getByTestId('save-current').click();
  const saved = page.locator(`[data-testid="saved-connection"][data-name="${HTTP}"]`);
  await expect(saved.getByTestId('saved-target')).toHaveText(server.url);

  await saved.getByTestId('saved-rename').click();
  await saved.getByTestId('saved-rename-input').fill('everything again');
  await saved.getByTestId('saved-rename-save').click();
  const renamed = page.locator('[data-testid="saved-connection"][data-name="everything again"]');
  await renamed.getByTestId('saved-connect').click();
  await expect(page.getByTestId('connection-name')).toHaveText('everything again');
  await expect(sidebarItem(page, 'everything again').getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
  await expect(await echo(page, 'from a saved connection')).toContainText('from a saved connection');

  await renamed.getByTestId('saved-delete').click();
  await renamed.getByTestId('saved-delete-confirm').click();
  await expect(page.getByTestId('no-saved-connections')).toBeVisible();
});
