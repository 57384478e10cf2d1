import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { connectToDemo } from './demo-connection';
import { demoServerTarget } from './target';

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } };
const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };
const CALL_CRASH = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'crash_server', arguments: {} } };

describe('crash_server', () => {
  it('fails the pending call in the SDK client and leaves a last stderr line', async () => {
    const demo = await connectToDemo();
    const closed = new Promise<void>((resolve) => (demo.client.onclose = resolve));
    await expect(demo.client.callTool({ name: 'crash_server', arguments: {} })).rejects.toThrow(/closed/i);
    await closed;
    expect(await demo.waitForStderr(/^crash_server:/)).toMatch(/exiting with code 3/);
  });

  it('exits the process with code 3 and never answers the call', async () => {
    const { command, args } = demoServerTarget();
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    // 'close', not 'exit': it waits until stdout is drained too.
    const closed = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
    const stdoutLines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    child.stdin.write(JSON.stringify(INITIALIZE) + '\n');
    expect((await stdoutLines.next()).value).toContain('"id":1');

    child.stdin.write([INITIALIZED, CALL_CRASH].map((message) => JSON.stringify(message) + '\n').join(''));
    const [code] = await closed;
    expect(code).toBe(3);
    expect(await stdoutLines.next()).toMatchObject({ done: true });
  });
});
