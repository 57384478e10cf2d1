/**
 * The bench MCP server (issue 6), on stdio, run through tsx by `npm run bench`:
 *
 *   echo        answers with its text (B1, B8)
 *   flood       sends `count` notifications/progress and as many notifications/message, as fast as
 *               the transport takes them, then answers with the wall-clock time of the last send (B2)
 *   huge_text   a text result of `megabytes` MB (default 20) (B4)
 *   huge_json   a JSON result of `megabytes` MB (default 5), as text, the way most servers send JSON (B4)
 *
 *   --tools <n>          also list n generated tools with realistic schemas (B3, see many-tools.ts)
 *   --prebuild-text <mb>  build huge_text's result of that size before serving (B4)
 *   --prebuild-json <mb>  build huge_json's result of that size before serving (B4)
 */
import { parseArgs } from 'node:util';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { hugeJson, hugeText } from './payloads';
import { manyTools } from './many-tools';

const { values: flags } = parseArgs({ options: { tools: { type: 'string', default: '0' }, 'prebuild-text': { type: 'string' }, 'prebuild-json': { type: 'string' } } });
// B4 times mcpscope, not the server building 20 MB (0.7 s here): the payload is ready before the call.
if (flags['prebuild-text'] !== undefined) hugeText(Number(flags['prebuild-text']));
if (flags['prebuild-json'] !== undefined) hugeJson(Number(flags['prebuild-json']));

const server = new McpServer({ name: 'mcpscope-bench', version: '1.0.0' }, { capabilities: { logging: {} } });

function text(value: string): CallToolResult {
  return { content: [{ type: 'text', text: value }] };
}

server.registerTool('echo', { description: 'Answers with the text it was given', inputSchema: { text: z.string().describe('Text to echo') } }, ({ text: value }) =>
  text(value),
);

server.registerTool(
  'flood',
  {
    description: 'Sends count notifications/progress and count notifications/message as fast as it can',
    inputSchema: { count: z.number().int().min(1).max(1_000_000).default(10_000).describe('Notifications of each kind') },
  },
  async ({ count }, extra) => {
    const progressToken = extra._meta?.progressToken;
    for (let index = 1; index <= count; index++) {
      // Progress needs the call's token (spec: basic/utilities/progress); the bridge always sends one.
      if (progressToken !== undefined) {
        await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress: index, total: count } });
      }
      await extra.sendNotification({ method: 'notifications/message', params: { level: 'info', logger: 'flood', data: `flood message ${index} of ${count}` } });
    }
    return text(JSON.stringify({ lastSentAt: Date.now(), sent: progressToken === undefined ? count : 2 * count }));
  },
);

const megabytes = { megabytes: z.number().min(0.001).max(100).optional().describe('Size of the result in MB') };
server.registerTool('huge_text', { description: 'A large plain-text result', inputSchema: megabytes }, ({ megabytes: size }) => text(hugeText(size ?? 20)));
server.registerTool('huge_json', { description: 'A large JSON result, as text', inputSchema: megabytes }, ({ megabytes: size }) => text(hugeJson(size ?? 5)));

for (const tool of manyTools(Number(flags.tools))) {
  server.registerTool(tool.name, { title: tool.title, description: tool.description, inputSchema: tool.inputSchema }, () => text(`${tool.name}: no results`));
}

// Spec (basic/lifecycle, stdio shutdown): the client closes our stdin first; exit with it.
process.stdin.once('end', () => void server.close());
await server.connect(new StdioServerTransport());
