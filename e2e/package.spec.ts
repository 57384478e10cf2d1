import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { expect, test, type Page } from '@playwright/test';
import { quote } from 'shell-quote';
import { benchServerCommand } from '../bench/lib/bridges';
import { startMcpscope, type RunningMcpscope, type StartOptions } from './support/mcpscope-process';
import { openOffline, readSelfContained } from './support/offline-viewer';
import { installedBytes, packAndInstall, readOnlyCopy, type PackedInstall } from './support/packed-install';
import { scaled } from './support/slowdown';

/**
 * Issue 19, items 1 and 2: the npm package works from outside the repository. The checkout is
 * packed and installed with production dependencies only into a fresh temp folder, and every
 * command runs from there: no sources, no tsx, no Vite, no devDependency.
 */
test.describe.configure({ mode: 'serial' });

const MAX_INSTALLED_BYTES = 55_000_000;
const DEMO_TOOLS = ['echo', 'slow_operation', 'get_weather', 'delete_files'];
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

let install: PackedInstall;
let work: string;
/** Recorded by the `record` test, then replayed, mocked, exported and opened. */
let tracePath: string;

test.beforeAll(() => {
  test.setTimeout(scaled(180_000));
  install = packAndInstall();
  work = mkdtempSync(path.join(tmpdir(), 'mcpscope-package-work-'));
  tracePath = path.join(work, 'session.jsonl');
});
test.afterAll(() => {
  install.remove();
  rmSync(work, { recursive: true, force: true });
});

function run(args: string[]) {
  return spawnSync(process.execPath, [install.bin.mcpscope, ...args], { encoding: 'utf8', timeout: scaled(60_000) });
}

/** An MCP host (the SDK's client) that launches `mcpscope <args>` as its stdio server. */
async function connectHost(args: string[]): Promise<Client> {
  const host = new Client({ name: 'package-test-host', version: '1.0.0' });
  await host.connect(new StdioClientTransport({ command: process.execPath, args: [install.bin.mcpscope, ...args], stderr: 'pipe' }));
  return host;
}

async function expectDemoTools(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('tab', { name: /tools/i }).click();
  for (const name of DEMO_TOOLS) await expect(page.locator(`[data-testid="tool-row"][data-tool-name="${name}"]`)).toBeVisible();
}

async function withMcpscope(args: string[], options: StartOptions, use: (url: string, running: RunningMcpscope) => Promise<void>): Promise<void> {
  const running = await startMcpscope(args, options);
  try {
    await use(running.url, running);
  } finally {
    await running.stop();
  }
}

test('the tarball holds the built app, a LICENSE, and no source, test, bench or e2e file', () => {
  expect(install.packedFiles).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'bin/mcpscope.js', 'bin/mcpscope-demo.js', 'dist/server/cli.js', 'dist/server/demo.js', 'dist/server/analysis-worker.js', 'dist/spa/index.html', 'dist/viewer/viewer.html']));
  const unwanted = install.packedFiles.filter((file) => /\.[cm]?tsx?$/.test(file) || /\.(test|spec)\.[cm]?js$/.test(file) || /^(src|server|e2e|bench|scripts)\//.test(file));
  expect(unwanted).toEqual([]);
});

test('it installs with production dependencies only, in at most 55 MB', () => {
  for (const devOnly of ['tsx', 'vite', 'typescript', 'react', 'monaco-editor', 'gpt-tokenizer']) {
    expect(existsSync(path.join(install.dir, 'node_modules', devOnly)), devOnly).toBe(false);
  }
  expect(installedBytes(install.dir)).toBeLessThanOrEqual(MAX_INSTALLED_BYTES);
});

test('--version prints the packed version', () => {
  const result = run(['--version']);
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout.trim()).toBe(version);
});

test('mcpscope --no-open prints the ready line and the page lists the demo server tools', async ({ page }) => {
  await withMcpscope([], { bin: install.bin.mcpscope }, (url) => expectDemoTools(page, url));
});

test('a server with many tools is analysed on the built worker thread', async ({ page }) => {
  // Above 50 definitions the bridge hands the analysis to its worker thread (analysis-thread.ts);
  // a thread that cannot load is replaced by the main thread, with a message on stderr.
  await withMcpscope(['--stdio', benchServerCommand(['--tools', '60'])], { bin: install.bin.mcpscope }, async (url, running) => {
    await page.goto(url);
    await page.getByRole('tab', { name: /tools/i }).click();
    await expect(page.getByTestId('tool-token-summary')).toContainText('tokens of every request');
    expect(running.stderr()).not.toContain('analysis thread');
  });
});

test('scan reports findings on the suspicious demo server', () => {
  const result = run(['scan', '--stdio', quote([install.bin.demo, '--suspicious']), '--format', 'json']);
  expect(result.status, result.stderr).toBe(0);
  const { findings } = JSON.parse(result.stdout) as { findings: Array<{ ruleId: string }> };
  expect(findings.length).toBeGreaterThan(0);
});

test('record writes the session a host had with the demo server', async () => {
  const host = await connectHost(['record', '--out', tracePath, '--stdio', quote([install.bin.demo])]);
  const { tools } = await host.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(DEMO_TOOLS));
  await host.callTool({ name: 'echo', arguments: { message: 'from the installed package' } });
  await host.close();
  await expect.poll(() => existsSync(tracePath) && readFileSync(tracePath, 'utf8')).toContain('from the installed package');
});

test('replay of the recording against the demo server finds no difference', () => {
  const result = run(['replay', tracePath, '--stdio', quote([install.bin.demo])]);
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
});

test('mock serves the recording as an MCP server', async () => {
  const host = await connectHost(['mock', tracePath]);
  try {
    expect((await host.listTools()).tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(DEMO_TOOLS));
    expect(JSON.stringify(await host.callTool({ name: 'echo', arguments: { message: 'from the installed package' } }))).toContain('from the installed package');
  } finally {
    await host.close();
  }
});

test('export writes one HTML file that shows the recording offline', async ({ browser }) => {
  const out = path.join(work, 'session.html');
  const result = run(['export', tracePath, '--out', out]);
  expect(result.status, result.stderr).toBe(0);
  readSelfContained(out);
  const { viewer, close } = await openOffline(browser, out);
  try {
    await expect(viewer.getByTestId('trace-bar')).toContainText('session.jsonl');
  } finally {
    await close();
  }
});

test('open shows the recording in the UI', async ({ page }) => {
  await withMcpscope(['open', tracePath], { bin: install.bin.mcpscope }, async (url) => {
    await page.goto(url);
    await expect(page.getByTestId('trace-bar')).toContainText('session.jsonl');
  });
});

test('a read-only copy of the install runs as another user', async ({ page }) => {
  const copy = readOnlyCopy(install);
  try {
    // Only root can run a program as another user; anyone else runs the read-only copy as themselves.
    const asRoot = userInfo().uid === 0;
    if (!asRoot) test.info().annotations.push({ type: 'note', description: 'not root: the read-only copy runs as this user, not as nobody' });
    const user = asRoot ? { uid: idOf('-u'), gid: idOf('-g') } : undefined;
    await withMcpscope([], { bin: copy.bin.mcpscope, ...(user ? { user } : {}) }, (url) => expectDemoTools(page, url));
  } finally {
    copy.remove();
  }
});

/** nobody's user or group id. */
function idOf(flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
}
