import { InMemoryTransport, McpServer } from '@modelcontextprotocol/server';
import { Client } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Direction, WireMessage } from '../../src/core/wire';
import { WireTap } from './wire-tap';

interface Seen {
  dir: Direction;
  msg: WireMessage;
}

interface Kept {
  dir: Direction;
  raw: string;
  problem: string;
}

/** The hostile value of issue 17, finding 3: 6,000 nested objects. */
const deepValue = (): Record<string, unknown> => JSON.parse(`${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`) as Record<string, unknown>;

async function tappedPair() {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = new McpServer({ name: 'tap-test', version: '1.0.0' });
  server.registerTool('add', { inputSchema: z.object({ a: z.number(), b: z.number() }) }, ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));
  server.registerTool('deep', {}, () => ({ content: [], structuredContent: deepValue() }));
  await server.connect(serverSide);
  const seen: Seen[] = [];
  const kept: Kept[] = [];
  const events: string[] = [];
  const tap = new WireTap(clientSide, {
    onMessage: (dir, msg) => seen.push({ dir, msg }),
    onKeptAsText: (dir, raw, problem) => kept.push({ dir, raw, problem }),
    onStart: () => events.push('start'),
    onClose: () => events.push('close'),
  });
  const client = new Client({ name: 'mcpscope', version: '0' });
  return { client, tap, inner: clientSide, seen, kept, events };
}

describe('WireTap', () => {
  it('reports every message in both directions, in wire order', async () => {
    const { client, tap, seen, events } = await tappedPair();
    await client.connect(tap);
    await client.callTool({ name: 'add', arguments: { a: 2, b: 3 } });
    expect(seen.map(({ dir, msg }) => `${dir} ${typeof msg.method === 'string' ? msg.method : `response ${JSON.stringify(msg.id)}`}`)).toEqual([
      'out initialize',
      'in response 0',
      'out notifications/initialized',
      'out tools/call',
      'in response 1',
    ]);
    expect(seen[4]!.msg).toMatchObject({ result: { content: [{ type: 'text', text: '5' }] } });
    expect(events).toEqual(['start']);
    await client.close();
    // InMemoryTransport reports its close once per side; the tap passes on what it is told.
    expect(events.slice(0, 2)).toEqual(['start', 'close']);
  });

  it('reports an incoming message before the SDK handles it, and even when the SDK drops it', async () => {
    const { client, tap, inner, seen } = await tappedPair();
    await client.connect(tap);
    const order: string[] = [];
    client.onerror = (error) => order.push(`sdk: ${error.message}`);
    const sdkOnMessage = tap.onmessage!;
    tap.onmessage = (message, extra) => {
      order.push(`tap already recorded: ${seen.at(-1)?.msg === message}`);
      sdkOnMessage(message, extra);
    };
    // A response to an id nobody asked for, delivered from the wire side: the SDK rejects it.
    const stray = { jsonrpc: '2.0' as const, id: 999, result: {} };
    inner.onmessage?.(stray);
    expect(seen.at(-1)).toEqual({ dir: 'in', msg: stray });
    expect(order[0]).toBe('tap already recorded: true');
    expect(order[1]).toMatch(/unknown message ID/);
    await client.close();
  });

  // In memory, as over HTTP, the transport hands the tap objects it parsed itself: no bytes to keep.
  it('keeps a 6,000-deep answer as text cut at the limit and fails its call with the reason, not a timeout', async () => {
    const { client, tap, seen, kept } = await tappedPair();
    await client.connect(tap);
    await expect(client.callTool({ name: 'deep', arguments: {} })).rejects.toThrow(/could not read the server's answer: nested 6,00\d levels deep \(limit 256\)/);
    expect(kept).toEqual([{ dir: 'in', raw: expect.stringMatching(/^\{"result":\{"content":\[\],"structuredContent":\{"a":\{"a":.*"\[Object\]"\}+,"jsonrpc":"2.0","id":1\}$/) as unknown, problem: expect.stringMatching(/^nested 6,00\d levels deep \(limit 256\): the transport parsed it, so it is shown as text cut at 256 levels$/) as unknown }]);
    // The error the SDK got never crossed the wire: only the request is in the log.
    expect(seen.filter(({ dir }) => dir === 'in')).toHaveLength(1);
    expect(await client.callTool({ name: 'add', arguments: { a: 1, b: 1 } })).toMatchObject({ content: [{ text: '2' }] });
  });

  it('does not send arguments nested past the limit, and logs them as text', async () => {
    const { client, tap, seen, kept } = await tappedPair();
    await client.connect(tap);
    await expect(client.callTool({ name: 'add', arguments: deepValue() })).rejects.toThrow(/did not send a message nested 6,00\d levels deep/);
    expect(kept).toMatchObject([{ dir: 'out', problem: expect.stringMatching(/: not sent; shown cut at 256 levels$/) as unknown }]);
    expect(seen.some(({ msg }) => msg.method === 'tools/call')).toBe(false);
  });
});
