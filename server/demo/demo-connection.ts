/**
 * Test support: launches the demo server exactly as the bridge does (`demoServerTarget()`) and
 * connects the SDK's real Client over the real StdioClientTransport. It records the server's
 * messages as they come off the wire (after the initialize handshake) and every stderr line.
 */
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client, type JSONRPCMessage } from '@modelcontextprotocol/client';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { demoServerTarget } from './target';

export interface DemoConnection {
  client: Client;
  /** Every message the server sent after the initialize handshake, before the SDK Client handled it. */
  received: JSONRPCMessage[];
  stderrLines: string[];
  /** Resolves with the first stderr line (already seen or still to come) that matches. */
  waitForStderr(pattern: RegExp): Promise<string>;
  close(): Promise<void>;
}

export async function connectToDemo(extraArgs: string[] = []): Promise<DemoConnection> {
  const { command, args } = demoServerTarget(extraArgs);
  const transport = new StdioClientTransport({ command, args, stderr: 'pipe' });
  const stderrLines: string[] = [];
  const lineWaiters = new Set<(line: string) => void>();
  // transport.stderr exists before start() because of stderr: 'pipe'; the stream outlives the process.
  if (transport.stderr) {
    createInterface({ input: transport.stderr as Readable }).on('line', (line) => {
      stderrLines.push(line);
      for (const waiter of lineWaiters) waiter(line);
    });
  }

  const client = new Client({ name: 'mcpscope-demo-test', version: '0.0.0' });
  await client.connect(transport);
  const received: JSONRPCMessage[] = [];
  const deliver = transport.onmessage;
  transport.onmessage = (message: JSONRPCMessage) => {
    received.push(message);
    deliver?.(message);
  };

  return {
    client,
    received,
    stderrLines,
    waitForStderr: (pattern) =>
      new Promise((resolve) => {
        const seen = stderrLines.find((line) => pattern.test(line));
        if (seen !== undefined) return resolve(seen);
        const waiter = (line: string) => {
          if (!pattern.test(line)) return;
          lineWaiters.delete(waiter);
          resolve(line);
        };
        lineWaiters.add(waiter);
      }),
    close: () => client.close(),
  };
}
