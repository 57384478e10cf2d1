import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import type { ProcessExit } from '../../src/core/wire';
import { SpawnFailedError, StdioTransport } from './stdio-transport';

/** A real child process running `script` under the current Node. */
function nodeScript(script: string, env?: Record<string, string>, maxLineBytes?: number) {
  const events: string[] = [];
  const messages: JSONRPCMessage[] = [];
  const stderr: string[] = [];
  const pollution: { raw: string; problem: string; pollution: boolean }[] = [];
  let exit: ProcessExit | undefined;
  const transport = new StdioTransport(
    { transport: 'stdio', command: process.execPath, args: ['-e', script], env },
    {
      onStderr: (line) => stderr.push(line),
      onPollution: (raw, problem, isPollution) => pollution.push({ raw, problem, pollution: isPollution }),
      onExit: (e) => {
        exit = e;
        events.push('exit');
      },
    },
    maxLineBytes,
  );
  transport.onmessage = (message) => messages.push(message);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => {
      events.push('close');
      resolve();
    };
  });
  return { transport, events, messages, stderr, pollution, closed, exit: () => exit };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('StdioTransport', () => {
  it('keeps a line over the size limit as its start, answers its request with the reason, and reads on (issue 17, finding 3)', async () => {
    // 3 MB in one line, against a 1 MiB limit: the answer to request 7, written result first, as the TypeScript SDK does.
    const t = nodeScript(
      `
      process.stdout.write(JSON.stringify({ result: { content: [{ type: 'text', text: 'x'.repeat(3_000_000) }] }, jsonrpc: '2.0', id: 7 }) + '\\n');
      process.stderr.write('e'.repeat(2_000_000) + '\\n');
      process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: 8, result: {} }) + '\\n');
    `,
      undefined,
      2 ** 20,
    );
    await t.transport.start();
    await t.closed;
    expect(t.pollution).toEqual([
      { raw: expect.stringMatching(/^\{"result":\{"content":\[\{"type":"text","text":"x+…$/) as string, problem: 'a line of 3,000,073 bytes, over the 1 MiB a line may hold: only its start is kept', pollution: false },
    ]);
    expect(t.messages).toEqual([
      { jsonrpc: '2.0', id: 7, error: { code: -32603, message: expect.stringContaining('a line of 3,000,073 bytes') as string } },
      { jsonrpc: '2.0', id: 8, result: {} },
    ]);
    expect(t.stderr).toEqual([expect.stringMatching(/^e+… \[cut: a line of 2,000,000 bytes\]$/) as string]);
  });

  it('delivers JSON objects, reports other stdout lines verbatim as pollution, and splits stderr into lines', async () => {
    const t = nodeScript(`
      process.stdout.write('hello from a console.log\\n42\\n[1]\\n');
      process.stdout.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: {} }) + '\\r\\n');
      process.stdout.write(JSON.stringify({ not: 'json-rpc' }) + '\\n');
      process.stderr.write('first\\nsecond without newline');
      process.exitCode = 3;
    `);
    await t.transport.start();
    await t.closed;
    expect(t.pollution).toEqual([
      { raw: 'hello from a console.log', problem: 'not JSON: protocol pollution on stdout', pollution: true },
      { raw: '42', problem: expect.stringContaining('not an object') as string, pollution: true },
      { raw: '[1]', problem: expect.stringContaining('batches') as string, pollution: true },
    ]);
    // JSON objects reach the SDK even when they are not JSON-RPC: the tap records the problem, the SDK reports it.
    expect(t.messages).toEqual([{ jsonrpc: '2.0', method: 'notifications/message', params: {} }, { not: 'json-rpc' }]);
    expect(t.stderr).toEqual(['first', 'second without newline']);
    expect(t.exit()).toEqual({ code: 3, signal: null });
    expect(t.events).toEqual(['exit', 'close']);
  });

  it('sends newline-delimited JSON on stdin', async () => {
    const t = nodeScript(`process.stdin.pipe(process.stdout);`);
    await t.transport.start();
    await t.transport.send({ jsonrpc: '2.0', id: 1, method: 'ping' });
    await expect.poll(() => t.messages).toEqual([{ jsonrpc: '2.0', id: 1, method: 'ping' }]);
    await t.transport.close();
    expect(t.exit()).toEqual({ code: 0, signal: null });
  });

  it('passes the target env on top of the SDK default environment', async () => {
    const t = nodeScript(`console.error(process.env.MCPSCOPE_TEST_VALUE + ' ' + (process.env.PATH ? 'has PATH' : 'no PATH'))`, { MCPSCOPE_TEST_VALUE: 'v1' });
    await t.transport.start();
    await t.closed;
    expect(t.stderr).toEqual(['v1 has PATH']);
  });

  it('escalates to SIGKILL for a server that ignores stdin closing and SIGTERM', async () => {
    const t = nodeScript(`process.on('SIGTERM', () => console.error('ignoring SIGTERM')); setInterval(() => {}, 1000);`);
    await t.transport.start();
    const pid = t.transport.pid!;
    await t.transport.close();
    expect(t.stderr).toContain('ignoring SIGTERM');
    expect(t.exit()).toEqual({ code: null, signal: 'SIGKILL' });
    expect(alive(pid)).toBe(false);
  });

  it('takes the whole process group down, grandchildren included', async () => {
    const t = nodeScript(`
      const { spawn } = require('node:child_process');
      const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      console.error('grandchild ' + grandchild.pid);
      process.stdin.resume();
      process.stdin.on('end', () => process.exit(0));
    `);
    await t.transport.start();
    await expect.poll(() => t.stderr.length).toBe(1);
    const grandchild = Number(t.stderr[0]!.split(' ')[1]);
    expect(alive(grandchild)).toBe(true);
    await t.transport.close();
    await expect.poll(() => alive(grandchild), { timeout: 5_000 }).toBe(false);
  });

  it('kills the group synchronously with killNow()', async () => {
    const t = nodeScript(`process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);`);
    await t.transport.start();
    t.transport.killNow();
    await t.closed;
    expect(t.exit()).toEqual({ code: null, signal: 'SIGKILL' });
  });

  it('turns a missing command into a SpawnFailedError naming it', async () => {
    const transport = new StdioTransport({ transport: 'stdio', command: 'mcpscope-no-such-command', args: [] }, { onStderr: () => {}, onPollution: () => {}, onExit: () => {} });
    const started = transport.start();
    await expect(started).rejects.toBeInstanceOf(SpawnFailedError);
    await expect(started).rejects.toThrow('command not found: mcpscope-no-such-command');
  });

  it('refuses to send once the process is gone', async () => {
    const t = nodeScript(`process.exit(0)`);
    await t.transport.start();
    await t.closed;
    await expect(t.transport.send({ jsonrpc: '2.0', id: 1, method: 'ping' })).rejects.toThrow(/not running/);
  });
});
