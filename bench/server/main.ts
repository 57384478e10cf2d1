/**
 * The bench MCP server (issue 6), on stdio, run through tsx by `npm run bench`:
 *
 *   echo        answers with its text (B1, B8)
 *   flood       sends `count` notifications/progress and as many notifications/message, as fast as
 *               the transport takes them, then answers with the wall-clock time of the last send (B2)
 *   day         sends `count` notifications in a day-long session's mix: progress and log messages
 *               alternating, and a tools/list_changed every 1,000 (the bridge lists again) (B10)
 *   huge_text   a text result of `megabytes` MB (default 20) (B4)
 *   huge_json   a JSON result of `megabytes` MB (default 5), as text, the way most servers send JSON (B4)
 *
 *   --tools <n>          also list n generated tools with realistic schemas (B3, see many-tools.ts)
 *   --prebuild-text <mb>  build huge_text's result of that size before serving (B4)
 *   --prebuild-json <mb>  build huge_json's result of that size before serving (B4)
 */
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { McpServer, type CallToolResult, type Tool } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { hugeJson, hugeText } from './payloads';
import { manyTools } from './many-tools';

const { values: flags } = parseArgs({ options: { tools: { type: 'string', default: '0' }, 'prebuild-text': { type: 'string' }, 'prebuild-json': { type: 'string' } } });
// B4 times mcpscope, not the server building 20 MB (0.7 s here): the payload is ready before the call.
if (flags['prebuild-text'] !== undefined) hugeText(Number(flags['prebuild-text']));
if (flags['prebuild-json'] !== undefined) hugeJson(Number(flags['prebuild-json']));

const server = new McpServer({ name: 'mcpscope-bench', version: '1.0.0' }, { capabilities: { logging: {} } });

/** Every tool's tools/list entry, built once at registration (see the tools/list handler at the end). */
const listedTools: Tool[] = [];

interface ToolConfig {
  title?: string;
  description: string;
  inputSchema: z.ZodRawShape;
}

/** Keeps the tool's list entry and hands its name and config (its shape as a schema) on to registerTool. */
function listed<C extends ToolConfig>(name: string, config: C): [string, Omit<C, 'inputSchema'> & { inputSchema: z.ZodObject<C['inputSchema']> }] {
  const schema = z.object(config.inputSchema);
  const inputSchema = z.toJSONSchema(schema, { io: 'input' }) as Tool['inputSchema'];
  listedTools.push({ name, ...(config.title === undefined ? {} : { title: config.title }), description: config.description, inputSchema });
  return [name, { ...config, inputSchema: schema }];
}

function text(value: string): CallToolResult {
  return { content: [{ type: 'text', text: value }] };
}

server.registerTool(...listed('echo', { description: 'Answers with the text it was given', inputSchema: { text: z.string().describe('Text to echo') } }), ({ text: value }) =>
  text(value),
);

server.registerTool(
  ...listed('flood', {
    description: 'Sends count notifications/progress and count notifications/message as fast as it can',
    inputSchema: { count: z.number().int().min(1).max(1_000_000).default(10_000).describe('Notifications of each kind') },
  }),
  async ({ count }, ctx) => {
    const progressToken = ctx.mcpReq._meta?.progressToken;
    for (let index = 1; index <= count; index++) {
      // Progress needs the call's token (spec: basic/utilities/progress); the bridge always sends one.
      if (progressToken !== undefined) {
        await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress: index, total: count } });
      }
      await ctx.mcpReq.notify({ method: 'notifications/message', params: { level: 'info', logger: 'flood', data: `flood message ${index} of ${count}` } });
    }
    return text(JSON.stringify({ lastSentAt: Date.now(), sent: progressToken === undefined ? count : 2 * count }));
  },
);

/** One tools/list_changed per this many notifications: each costs the bridge a tools/list round trip. */
const LIST_CHANGE_EVERY = 1000;

server.registerTool(
  ...listed('day', {
    description: 'Sends count notifications in a day-long mix: progress, log messages and a tools/list_changed now and then',
    inputSchema: { count: z.number().int().min(1).max(1_000_000).default(10_000).describe('Notifications to send') },
  }),
  async ({ count }, ctx) => {
    const progressToken = ctx.mcpReq._meta?.progressToken;
    for (let index = 1; index <= count; index++) {
      if (index % LIST_CHANGE_EVERY === 0) await ctx.mcpReq.notify({ method: 'notifications/tools/list_changed' });
      else if (index % 2 === 0 && progressToken !== undefined) await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress: index, total: count } });
      else await ctx.mcpReq.notify({ method: 'notifications/message', params: { level: 'info', logger: 'day', data: `day message ${index} of ${count}` } });
    }
    return text(JSON.stringify({ sent: count }));
  },
);

const megabytes = { megabytes: z.number().min(0.001).max(100).optional().describe('Size of the result in MB') };
server.registerTool(...listed('huge_text', { description: 'A large plain-text result', inputSchema: megabytes }), ({ megabytes: size }) => text(hugeText(size ?? 20)));
server.registerTool(...listed('huge_json', { description: 'A large JSON result, as text', inputSchema: megabytes }), ({ megabytes: size }) => text(hugeJson(size ?? 5)));

for (const tool of manyTools(Number(flags.tools))) {
  server.registerTool(...listed(tool.name, { title: tool.title, description: tool.description, inputSchema: tool.inputSchema }), () => text(`${tool.name}: no results`));
}

// McpServer converts every tool's zod schema to JSON Schema on each tools/list: 2 to 8 s for
// 5,000 tools here, most of B3's connect-to-list figure. B3 times mcpscope, not the SDK's
// server, so the list is answered as a server with static schemas would: built once, above.
server.server.setRequestHandler('tools/list', () => ({ tools: listedTools }));

// Spec (basic/lifecycle, stdio shutdown): the client closes our stdin first; exit with it.
process.stdin.once('end', () => void server.close());
await server.connect(new StdioServerTransport());
