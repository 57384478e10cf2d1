/**
 * For the mock's integration tests: `mcpscope mock <trace>` as a stdio target, or running with
 * `--http 0` for the length of a callback (with what it printed on stderr).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { ConnectionTarget } from '../../src/core/bridge-api';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));

export const mockTarget = (tracePath: string): ConnectionTarget => ({ transport: 'stdio', command: process.execPath, args: [BIN, 'mock', tracePath] });

/** Runs `mcpscope mock <trace> --http 0`, hands its URL to `use`, and checks it exits cleanly on SIGTERM. */
export async function withHttpMock(tracePath: string, use: (url: string, stderr: () => string) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, [BIN, 'mock', tracePath, '--http', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  try {
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    await expect.poll(() => stdout, { timeout: 30_000 }).toMatch(/\n$/);
    expect(stdout).toMatch(/^mcpscope mock at http:\/\/127\.0\.0\.1:\d+\/mcp\n$/);
    await use(stdout.trim().split(' ').at(-1)!, () => stderr);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}
