/**
 * The real `mcpscope` CLI and bridge, started the way the e2e specs start it (token, port 0,
 * --no-open, private traces and config directories), on the bench server or the demo server.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { quote } from 'shell-quote';
import { startMcpscope, type RunningMcpscope } from '../../e2e/support/mcpscope-process';
import { ensureSpaBuilt, spaLayout } from '../../server/spa-build';
import { BridgeClient } from './bridge-client';

const BENCH_SERVER = fileURLToPath(new URL('../server/main.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_SERVER = fileURLToPath(new URL('../../bin/mcpscope-demo.js', import.meta.url));

/** The demo server mcpscope connects when given no target, as a command another client can start. */
export function demoServerArgv(): [string, ...string[]] {
  return [process.execPath, DEMO_SERVER];
}

/**
 * The CLI builds the UI in its own process when the sources are newer than the build, and Vite's
 * build would then count in B7's RSS and every start-up time. So the harness builds first, here,
 * whenever the sources changed since the last build (another checkout's edits, or a clean clone).
 */
async function start(args: string[]): Promise<RunningMcpscope> {
  await ensureSpaBuilt(spaLayout(REPO), (line) => console.log(`  ${line}`));
  const mcpscope = await startMcpscope(args);
  if (mcpscope.stderr().includes('building the UI')) console.log('  warning: the CLI rebuilt the UI itself (sources changed meanwhile); its RSS includes that build');
  return mcpscope;
}

/** The bench server's argv: this Node with tsx's loader, both by absolute path. */
export function benchServerArgv(extraArgs: string[] = []): [string, ...string[]] {
  return [process.execPath, '--import', import.meta.resolve('tsx'), BENCH_SERVER, ...extraArgs];
}

/** `--stdio` takes one command line, split by shell words (never a shell): quote every part. */
export function benchServerCommand(extraArgs: string[] = []): string {
  return quote(benchServerArgv(extraArgs));
}

export function startBenchBridge(extraArgs: string[] = []): Promise<RunningMcpscope> {
  return start(['--stdio', benchServerCommand(extraArgs)]);
}

/**
 * No target: the CLI connects its bundled demo server. Resolves once that connection is ready, so
 * page figures (B6, B8, B9) measure the page and not the demo server's start-up.
 */
export async function startDemoBridge(): Promise<RunningMcpscope> {
  const mcpscope = await start([]);
  await new BridgeClient(mcpscope).readyConnection();
  return mcpscope;
}

/** The CLI on a Streamable HTTP server at `url` (`--url`), as a person starts it. */
export function startUrlBridge(url: string): Promise<RunningMcpscope> {
  return start(['--url', url]);
}

export function openTraceBridge(tracePath: string): Promise<RunningMcpscope> {
  return start(['open', tracePath]);
}

/** Resident set size of the bridge process, in MB (/proc/<pid>/status, VmRSS in kB). */
export function bridgeRssMB(mcpscope: RunningMcpscope): number {
  const status = readFileSync(`/proc/${mcpscope.process.pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error('no VmRSS in /proc status');
  return Number(kilobytes) / 1000;
}
