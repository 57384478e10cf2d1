/**
 * `mcpscope --config <mcp.json>` as a real process (DESIGN.md CLI contract): every server in the
 * file connects, warnings go to stderr, and an unusable file is a usage error (exit 2).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionSummary } from '../../src/core/bridge-api';
import { demoServerTarget } from '../demo/target';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));
const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-config-cli-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function runWithConfig(configText: string) {
  const dir = await tempDir();
  const file = path.join(dir, 'mcp.json');
  await writeFile(file, configText);
  const args = [BIN, '--config', file, '--no-open', '--port', '0', '--dev', '--traces-dir', path.join(dir, 'traces')];
  const child = spawn(process.execPath, args, { env: { ...process.env, CI: 'true', MCPSCOPE_CONFIG_DIR: dir } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  });
  return { file, stdout: () => stdout, stderr: () => stderr, exited };
}

describe('mcpscope --config', () => {
  it('connects every server in the file: the demo server and server-everything, both over stdio', async () => {
    const demo = demoServerTarget();
    const run = await runWithConfig(JSON.stringify({
      mcpServers: {
        demo: { command: demo.command, args: demo.args },
        everything: { command: process.execPath, args: [EVERYTHING], alwaysAllow: ['echo'] },
      },
    }));
    const ready = await vi.waitFor(() => {
      const match = /ready at (http:\/\/127\.0\.0\.1:\d+)\/#token=(\S+)/.exec(run.stdout());
      if (!match) throw new Error(`no ready line yet; stderr: ${run.stderr()}`);
      return { base: match[1]!, token: match[2]! };
    }, { timeout: 30_000, interval: 100 });

    const connections = await vi.waitFor(async () => {
      const response = await fetch(`${ready.base}/api/connections`, { headers: { Authorization: `Bearer ${ready.token}` } });
      const list = (await response.json()) as ConnectionSummary[];
      expect(list.map((c) => [c.name, c.state])).toEqual([['demo', 'ready'], ['everything', 'ready']]);
      return list;
    }, { timeout: 30_000, interval: 200 });
    expect(connections[1]?.lifecycle.serverInfo?.name).toMatch(/everything/i);
    expect(run.stderr()).toContain(`mcpscope: ${run.file}: server "everything": ignored "alwaysAllow" (not used by a stdio server)`);
    expect(run.stdout().trimEnd().split('\n')).toHaveLength(1);
  });

  it('exits 2 with the line and column on invalid JSON', async () => {
    const run = await runWithConfig('{\n  "mcpServers": {\n    "a": { "command": "x" },,\n  }\n}');
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toContain(`mcpscope: ${run.file}: invalid JSON at line 3, column 29: expected a property name in double quotes, found ","`);
    expect(run.stdout()).toBe('');
  });

  it('exits 2 when no server in the file is usable, saying why for each', async () => {
    const run = await runWithConfig(JSON.stringify({ servers: { a: { type: 'websocket', url: 'ws://x' }, b: { args: [] } } }));
    expect(await run.exited).toBe(2);
    expect(run.stderr()).toContain(`${run.file}: no server to connect to in "servers"`);
    expect(run.stderr()).toContain('server "a": unknown type "websocket"');
    expect(run.stderr()).toContain('server "b": needs a "command" (stdio) or a "url" (HTTP); skipped');
    expect(run.stdout()).toBe('');
  });

  it('exits 2 when the file cannot be read', async () => {
    const run = spawn(process.execPath, [BIN, '--config', '/nonexistent/mcp.json', '--dev', '--no-open'], { env: { ...process.env, CI: 'true' } });
    let stderr = '';
    run.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => run.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('cannot read /nonexistent/mcp.json: ENOENT');
  });
});
