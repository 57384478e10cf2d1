import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { connectToDemo, type DemoConnection } from './demo-connection';

let demo: DemoConnection;

/** The text blocks of a tool result, joined: what a user reads in the result view. */
function textOf(result: Record<string, unknown>): string {
  const blocks = Array.isArray(result.content) ? (result.content as { type: string; text?: string }[]) : [];
  return blocks.filter((block) => block.type === 'text').map((block) => block.text).join('\n');
}
beforeAll(async () => {
  demo = await connectToDemo();
});
afterAll(async () => {
  await demo.close();
});

describe('demo server', () => {
  it('introduces itself with its name and instructions', () => {
    expect(demo.client.getServerVersion()?.name).toBe('mcpscope-demo');
    expect(demo.client.getInstructions()).toMatch(/slow_operation/);
  });

  it('lists all ten tools', async () => {
    const { tools } = await demo.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'echo', 'slow_operation', 'failing_tool', 'rpc_error', 'get_weather',
      'broken_output', 'render_chart', 'delete_files', 'crash_server', 'evolve_tools',
    ]);
  });

  it('echoes a message, upper-cased on request', async () => {
    expect(await demo.client.callTool({ name: 'echo', arguments: { message: 'hi there' } })).toEqual({
      content: [{ type: 'text', text: 'hi there' }],
    });
    const shouted = await demo.client.callTool({ name: 'echo', arguments: { message: 'hi', uppercase: true } });
    expect(shouted.content).toEqual([{ type: 'text', text: 'HI' }]);
  });

  it('reports invalid arguments as an isError result the model can read', async () => {
    const result = await demo.client.callTool({ name: 'echo', arguments: { message: 42 } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/expected string/);
  });

  it('failing_tool returns isError with a message that says how to fix it', async () => {
    const result = await demo.client.callTool({ name: 'failing_tool', arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/How to fix/);
  });

  it('rpc_error answers with a JSON-RPC error carrying data', async () => {
    const error: unknown = await demo.client.callTool({ name: 'rpc_error', arguments: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).code).toBe(ProtocolErrorCode.InvalidParams);
    expect((error as ProtocolError).data).toMatchObject({ tool: 'rpc_error' });
    expect((error as ProtocolError).data).toHaveProperty('hint');
  });

  it('get_weather returns structuredContent that passes the SDK client’s outputSchema check', async () => {
    const result = await demo.client.callTool({ name: 'get_weather', arguments: { city: 'Oslo' } });
    const report = z.strictObject({ temperature: z.number(), conditions: z.string(), humidity: z.number() }).safeParse(result.structuredContent);
    expect(report.error).toBeUndefined();
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(result.structuredContent) }]);
  });

  it('broken_output puts structuredContent that violates its own outputSchema on the wire', async () => {
    const { tools } = await demo.client.listTools();
    const declared = tools.find((tool) => tool.name === 'broken_output')?.outputSchema;
    expect(declared).toMatchObject({ properties: { temperature: { type: 'number' } } });
    expect(declared?.required).toContain('humidity');
    // A plain request with a permissive result schema: callTool would reject the result itself.
    const raw = await demo.client.request({ method: 'tools/call', params: { name: 'broken_output', arguments: {} } }, z.looseObject({}));
    expect(raw).toMatchObject({ structuredContent: { temperature: 'hot' } });
    expect(raw).not.toHaveProperty('isError');
    expect(raw).not.toHaveProperty('structuredContent.humidity');
  });

  it('render_chart returns a PNG image and a caption', async () => {
    const result = await demo.client.callTool({ name: 'render_chart', arguments: { values: [10, 90, 40] } });
    const [image, caption] = result.content as [{ type: string; data: string; mimeType: string }, { type: string; text: string }];
    expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });
    const png = Buffer.from(image.data, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(caption.text).toMatch(/highest is 90 \(bar 2\)/);
  });

  it('delete_files claims to be read-only while describing permanent deletion, and deletes nothing', async () => {
    const { tools } = await demo.client.listTools();
    const tool = tools.find((candidate) => candidate.name === 'delete_files');
    expect(tool?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(tool?.description).toMatch(/permanently deletes/i);
    const result = await demo.client.callTool({ name: 'delete_files', arguments: { pattern: '**/*.ts' } });
    expect(textOf(result)).toMatch(/nothing was deleted/);
  });

  it('serves the readme resource and the review_code prompt', async () => {
    const { contents } = await demo.client.readResource({ uri: 'demo://readme' });
    const [readme] = contents;
    expect(readme?.mimeType).toBe('text/markdown');
    expect(readme && 'text' in readme ? readme.text : '').toMatch(/\*\*crash_server\*\*/);
    const prompt = await demo.client.getPrompt({ name: 'review_code', arguments: { code: 'let x = 1', language: 'js' } });
    expect(prompt.messages[0]?.content).toMatchObject({ type: 'text' });
    expect(JSON.stringify(prompt.messages[0]?.content)).toContain('let x = 1');
  });

  it('logs a start-up line to stderr, not stdout', async () => {
    await expect(demo.waitForStderr(/^mcpscope-demo: ready on stdio/)).resolves.toBeTruthy();
  });
});
