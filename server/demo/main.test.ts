import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { demoServerTarget } from './target';

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } };

function startDemo(extraArgs: string[] = []) {
  const { command, args } = demoServerTarget(extraArgs);
  return spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
}

/** Starts the demo, sends initialize, and returns stdout's lines up to and including the response. */
async function stdoutUntilInitialized(extraArgs: string[]): Promise<string[]> {
  const child = startDemo(extraArgs);
  child.stdin.write(JSON.stringify(INITIALIZE) + '\n');
  const lines: string[] = [];
  for await (const line of createInterface({ input: child.stdout })) {
    lines.push(line);
    if (line.includes('"id":1')) break;
  }
  child.stdin.end();
  return lines;
}

describe('demo server stdout', () => {
  it('carries only JSON-RPC by default', async () => {
    const lines = await stdoutUntilInitialized([]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ id: 1, result: { serverInfo: { name: 'mcpscope-demo' } } });
  });

  it('starts with one non-JSON line under --pollute, then speaks JSON-RPC as usual', async () => {
    const lines = await stdoutUntilInitialized(['--pollute']);
    expect(lines[0]).toBe('debug: starting demo server');
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ id: 1, result: { serverInfo: { name: 'mcpscope-demo' } } });
  });

  it('exits with code 0 when its stdin closes, even with a slow call still running', async () => {
    const child = startDemo();
    const closed = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
    const slowCall = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'slow_operation', arguments: { steps: 100, stepMs: 60_000 } } };
    child.stdin.end([INITIALIZE, slowCall].map((message) => JSON.stringify(message) + '\n').join(''));
    expect(await closed).toEqual([0, null]);
  });
});
