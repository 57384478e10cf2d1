import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { benchServerArgv } from '../lib/bridges';

let client: Client | undefined;

async function connect(extraArgs: string[] = []): Promise<Client> {
  const [command, ...args] = benchServerArgv(extraArgs);
  client = new Client({ name: 'bench-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
  return client;
}

afterEach(async () => {
  await client?.close();
  client = undefined;
});

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as { text: string }[])[0]!.text;
}

describe('the bench server', () => {
  it('floods count progress and count log notifications before it answers with the time of the last send', async () => {
    const server = await connect();
    let progress = 0;
    let messages = 0;
    server.setNotificationHandler('notifications/message', () => {
      messages++;
    });
    // Counted here rather than in onprogress: the SDK forgets a request's progress callback as soon
    // as its response is handled, before the notifications queued ahead of it are dispatched.
    server.setNotificationHandler('notifications/progress', () => {
      progress++;
    });
    const before = Date.now();
    // onprogress makes the request carry a progressToken, without which the server sends no progress.
    const result = await server.callTool({ name: 'flood', arguments: { count: 200 } }, { onprogress: () => undefined });
    const answer = JSON.parse(text(result)) as { lastSentAt: number; sent: number };
    expect({ progress, messages, sent: answer.sent }).toEqual({ progress: 200, messages: 200, sent: 400 });
    expect(answer.lastSentAt).toBeGreaterThanOrEqual(before);
  });

  it('echoes, and returns text and JSON results of the size asked for', async () => {
    const server = await connect();
    expect(text(await server.callTool({ name: 'echo', arguments: { text: 'hi' } }))).toBe('hi');
    expect(text(await server.callTool({ name: 'huge_text', arguments: { megabytes: 0.05 } })).length).toBeGreaterThanOrEqual(50_000);
    const json = text(await server.callTool({ name: 'huge_json', arguments: { megabytes: 0.05 } }));
    expect(json.length).toBeGreaterThanOrEqual(50_000);
    expect((JSON.parse(json) as { items: unknown[] }).items.length).toBeGreaterThan(100);
  });

  it('lists generated tools with nested, enum-bearing, described schemas under --tools', async () => {
    const { tools } = await (await connect(['--tools', '30'])).listTools();
    expect(tools).toHaveLength(35);
    const generated = tools.find((tool) => tool.name === 'get_orders_15')!;
    const properties = generated.inputSchema.properties as Record<string, { type?: string; description?: string; properties?: Record<string, { enum?: string[] }> }>;
    expect(properties.filters?.properties?.status?.enum).toEqual(['open', 'closed', 'pending', 'archived']);
    expect(Object.values(properties).every((property) => typeof property.description === 'string')).toBe(true);
  });
});
