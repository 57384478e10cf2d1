/**
 * B12 the installed package (issue 19, item 3): what a user's `npx mcpscope` fetches and how soon it
 * answers, beside the official Inspector's install measured the same way in the same run.
 * - installed size: the packed checkout installed with production dependencies only, against
 *   `@modelcontextprotocol/inspector` (the version this repository pins as a devDependency);
 * - start-up: from spawning `npx mcpscope --no-open` in that install folder until the ready line,
 *   on a warm cache (one unmeasured start first), demo server and all. Also through plain `node`,
 *   to show what npx itself adds.
 * Needs the built package (dist/): `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { READY_LINE } from '../e2e/support/mcpscope-process';
import { installFromRegistry, installedBytes, packAndInstall } from '../e2e/support/packed-install';
import type { BenchContext } from './lib/context';
import type { Figure } from './lib/report';
import { median } from './lib/stats';

const MB = 1_000_000;

function inspectorSpec(): string {
  const manifest = createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector/package.json');
  const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; version: string };
  return `${name}@${version}`;
}

/** Milliseconds from spawn to the ready line on stdout; the process is stopped (and awaited) after. */
async function timeToReadyLine(command: string, args: string[], cwd: string): Promise<number> {
  const home = mkdtempSync(path.join(tmpdir(), 'mcpscope-bench-home-'));
  const started = performance.now();
  const child = spawn(command, [...args, '--no-open', '--port', '0', '--traces-dir', path.join(home, 'traces')], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true', MCPSCOPE_CONFIG_DIR: path.join(home, 'config'), HOME: home },
  });
  try {
    return await new Promise<number>((resolve, reject) => {
      let stdout = '';
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (READY_LINE.test(stdout)) resolve(performance.now() - started);
      });
      child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited (${code}) before its ready line:\n${stderr}`)));
    });
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(home, { recursive: true, force: true });
  }
}

async function warmStarts(runs: number, command: string, args: string[], cwd: string): Promise<number[]> {
  await timeToReadyLine(command, args, cwd);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await timeToReadyLine(command, args, cwd));
  return times;
}

export async function benchPackage({ runs, log }: BenchContext): Promise<Figure[]> {
  log('  packing and installing mcpscope, then the official Inspector (npm cache first)…');
  const mcpscope = packAndInstall();
  const inspector = installFromRegistry(inspectorSpec());
  try {
    const ours = installedBytes(mcpscope.dir) / MB;
    const theirs = installedBytes(inspector.dir) / MB;
    const viaNpx = await warmStarts(runs, 'npx', ['--no-install', 'mcpscope'], mcpscope.dir);
    const viaNode = await warmStarts(runs, process.execPath, [mcpscope.bin.mcpscope], mcpscope.dir);
    return [
      { bench: 'B12', figure: 'installed size', unit: 'MB', value: ours, note: 'npm install of the packed tarball, --omit=dev' },
      { bench: 'B12', figure: 'official Inspector installed size', unit: 'MB', value: theirs, note: inspectorSpec() },
      { bench: 'B12', figure: 'installed size / Inspector', unit: 'x', value: ours / theirs },
      { bench: 'B12', figure: 'npx mcpscope to ready line (warm)', unit: 'ms', value: median(viaNpx), runs: viaNpx, note: 'demo server, --no-open' },
      { bench: 'B12', figure: 'node bin/mcpscope.js to ready line (warm)', unit: 'ms', value: median(viaNode), runs: viaNode },
    ];
  } finally {
    mcpscope.remove();
    inspector.remove();
  }
}
