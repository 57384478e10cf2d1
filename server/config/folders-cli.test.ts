/**
 * Issue 19, item 5, with the real `mcpscope` process and a home of its own: a bridge started
 * without --traces-dir records into the data folder and lists, beside its own, a trace an earlier
 * version left in ~/.mcpscope/traces.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import type { TraceSummary } from '../../src/core/traces-api';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));
const OLD_TRACE = [
  { format: 'mcpscope-trace', version: 1, createdAt: '2026-01-01T00:00:00.000Z', mcpscopeVersion: '0.1.0', conn: 'c1', target: { transport: 'stdio', command: 'old-server', args: [] } },
  { t: 1, conn: 'c1', kind: 'lifecycle', state: 'closed' },
];

let home: string;
afterEach(() => rmSync(home, { recursive: true, force: true }));

it('records into <data>/traces and lists the traces of ~/.mcpscope/traces too', async () => {
  home = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-home-'));
  const old = path.join(home, '.mcpscope', 'traces');
  mkdirSync(old, { recursive: true });
  writeFileSync(path.join(old, 'from-before.jsonl'), OLD_TRACE.map((record) => `${JSON.stringify(record)}\n`).join(''));

  const { XDG_CONFIG_HOME: _config, XDG_DATA_HOME: _data, MCPSCOPE_CONFIG_DIR: _dir, ...env } = process.env;
  const bridge = spawn(process.execPath, [BIN, '--no-open', '--port', '0', '--dev'], { env: { ...env, HOME: home, CI: 'true' }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [ready] = (await once(createInterface({ input: bridge.stdout }), 'line')) as [string];
    const url = new URL(ready.replace('mcpscope ready at ', ''));
    const token = new URLSearchParams(url.hash.slice(1)).get('token');
    const listed = (await (await fetch(new URL('/api/traces', url), { headers: { authorization: `Bearer ${token}` } })).json()) as TraceSummary[];

    const recording = readdirSync(path.join(home, '.local', 'share', 'mcpscope', 'traces'));
    expect(recording).toHaveLength(1);
    expect(listed.map((trace) => trace.name).sort()).toEqual([...recording, 'from-before.jsonl'].sort());
  } finally {
    bridge.kill();
    await once(bridge, 'exit');
  }
}, 120_000);
