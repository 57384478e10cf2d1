/**
 * B12 the installed package (issue 19, item 3): what a user's `npx mcpscope` fetches and how soon it
 * answers, beside the official Inspector's install measured the same way in the same run.
 * - installed size: the packed checkout installed with production dependencies only, against
 *   `@modelcontextprotocol/inspector` (the version this repository pins as a devDependency);
 * - start-up: from spawning `npx mcpscope --no-open` in that install folder until the ready line,
 *   on a warm cache (one unmeasured start first), demo server and all. Also through plain `node`,
 *   to show what npx itself adds. The bridge loads behind the socket after the ready line
 *   (server/cli/start-bridge.ts), so the time until the demo server's tools can be listed through
 *   the bridge is printed too: that is when a page opened at the ready line shows them;
 * - beside them (issue 24, point 5) the Inspector's `npx --no-install mcp-inspector` from its install,
 *   on the same demo server: to its ready line, and to the tools listed in its page.
 * Needs the built package (dist/): `npm run build` first.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { READY_LINE } from '../e2e/support/mcpscope-process';
import { installFromRegistry, installedBytes, packAndInstall } from '../e2e/support/packed-install';
import type { Browser } from '@playwright/test';
import { closePage, inPage } from './lib/browser';
import type { BenchContext } from './lib/context';
import { connectAndListTools, newInspectorPage } from './lib/inspector/page';
import { startInspector } from './lib/inspector/start';
import { spawnGroup, stopGroup } from './lib/process-group';
import { besidePeer, type Figure, type PeerOutcome } from './lib/report';
import { median } from './lib/stats';

const MB = 1_000_000;

function inspectorSpec(): string {
  const manifest = createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector/package.json');
  const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; version: string };
  return `${name}@${version}`;
}

interface StartTimes {
  /** Milliseconds from spawn to the ready line on stdout. */
  ready: number;
  /** Milliseconds from spawn until the bridge answers the demo server's tool list. */
  toolsListed: number;
}

const POLL_MS = 10;

interface Bridge {
  origin: string;
  token: string;
}

/** Asks the bridge for its first connection's tools until it has them. */
async function waitForTools({ origin, token }: Bridge): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  for (;;) {
    const connections = (await (await fetch(`${origin}/api/connections`, { headers })).json()) as { id: string; state: string }[];
    const ready = connections.find((connection) => connection.state === 'ready');
    if (ready) {
      const tools = await fetch(`${origin}/api/connections/${ready.id}/lists/tools`, { headers });
      if (tools.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** From spawn to the ready line, and to the tools listed; the process is stopped (and awaited) after. */
async function timeToReadyLine(command: string, args: string[], cwd: string): Promise<StartTimes> {
  const home = mkdtempSync(path.join(tmpdir(), 'mcpscope-bench-home-'));
  const started = performance.now();
  const child = spawnGroup(command, [...args, '--no-open', '--port', '0', '--traces-dir', path.join(home, 'traces')], {
    cwd,
    env: { ...process.env, CI: 'true', MCPSCOPE_CONFIG_DIR: path.join(home, 'config'), HOME: home },
  });
  try {
    const bridge = await new Promise<Bridge>((resolve, reject) => {
      let stdout = '';
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = READY_LINE.exec(stdout);
        if (match) resolve({ origin: match[1] ?? '', token: match[3] ?? '' });
      });
      child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited (${code}) before its ready line:\n${stderr}`)));
    });
    const ready = performance.now() - started;
    await waitForTools(bridge);
    return { ready, toolsListed: performance.now() - started };
  } finally {
    await stopGroup(child);
    // The demo server may still be closing its trace as mcpscope exits: retry a folder that refills.
    rmSync(home, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function warmStarts(runs: number, command: string, args: string[], cwd: string): Promise<StartTimes[]> {
  await timeToReadyLine(command, args, cwd);
  const times: StartTimes[] = [];
  for (let run = 0; run < runs; run++) times.push(await timeToReadyLine(command, args, cwd));
  return times;
}

/**
 * `npx --no-install mcp-inspector --web <demo server>` in its install folder: from spawn until its
 * "up and running" line, and until its page (opened at that line, Connect clicked as soon as it
 * shows) lists the demo server's tools: the Inspector connects only when its page asks.
 */
async function inspectorStart(browser: Browser, installDir: string, serverArgv: readonly string[]): Promise<StartTimes> {
  const spawnedAt = Date.now();
  const inspector = await startInspector(serverArgv, { launcher: ['npx', '--no-install', 'mcp-inspector'], cwd: installDir });
  const ready = Date.now() - spawnedAt;
  const page = await newInspectorPage(browser);
  try {
    await page.goto(inspector.url);
    const { listedAt } = await inPage<{ listedAt: number }>(page, connectAndListTools('any'));
    const timeOrigin = await inPage<number>(page, 'performance.timeOrigin');
    return { ready, toolsListed: timeOrigin + listedAt - spawnedAt };
  } finally {
    await closePage(page);
    await inspector.stop();
  }
}

async function inspectorWarmStarts(browser: Browser, runs: number, installDir: string, serverArgv: readonly string[]): Promise<StartTimes[]> {
  await inspectorStart(browser, installDir, serverArgv);
  const times: StartTimes[] = [];
  for (let run = 0; run < runs; run++) times.push(await inspectorStart(browser, installDir, serverArgv));
  return times;
}

function peerOf(times: readonly StartTimes[], pick: (start: StartTimes) => number): PeerOutcome {
  const runs = times.map(pick);
  return { status: 'ok', value: median(runs), runs };
}

function startFigure(figure: string, runs: number[], note?: string): Figure {
  return { bench: 'B12', figure, unit: 'ms', value: median(runs), runs, ...(note === undefined ? {} : { note }) };
}

export async function benchPackage({ browser, runs, log }: BenchContext): Promise<Figure[]> {
  log('  packing and installing mcpscope, then the official Inspector (npm cache first)…');
  const mcpscope = packAndInstall();
  const inspector = installFromRegistry(inspectorSpec());
  try {
    const ours = installedBytes(mcpscope.dir) / MB;
    const theirs = installedBytes(inspector.dir) / MB;
    const viaNpx = await warmStarts(runs, 'npx', ['--no-install', 'mcpscope'], mcpscope.dir);
    const viaNode = await warmStarts(runs, process.execPath, [mcpscope.bin.mcpscope], mcpscope.dir);
    // The same demo server, from the installed mcpscope, for the Inspector to connect.
    const peer = await inspectorWarmStarts(browser, runs, inspector.dir, [process.execPath, mcpscope.bin.demo]);
    const npxReady = startFigure('npx mcpscope to ready line (warm)', viaNpx.map((start) => start.ready), 'demo server, --no-open');
    const npxListed = startFigure('npx mcpscope to demo tools listed (warm)', viaNpx.map((start) => start.toolsListed), 'GET lists/tools through the bridge');
    return [
      { bench: 'B12', figure: 'installed size', unit: 'MB', value: ours, note: 'npm install of the packed tarball, --omit=dev' },
      { bench: 'B12', figure: 'official Inspector installed size', unit: 'MB', value: theirs, note: inspectorSpec() },
      { bench: 'B12', figure: 'installed size / Inspector', unit: 'x', value: ours / theirs },
      npxReady,
      npxListed,
      ...besidePeer(npxReady, peerOf(peer, (start) => start.ready)),
      // Its figure is its page's (it has no tools before a page connects); ours is the bridge's answer.
      ...besidePeer(npxListed, peerOf(peer, (start) => start.toolsListed)),
      startFigure('node bin/mcpscope.js to ready line (warm)', viaNode.map((start) => start.ready)),
      startFigure('node bin/mcpscope.js to demo tools listed (warm)', viaNode.map((start) => start.toolsListed)),
    ];
  } finally {
    mcpscope.remove();
    inspector.remove();
  }
}
