/** Assembles the demo MCP server: identity, instructions, tools, one resource and one prompt. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import packageJson from '../../package.json' with { type: 'json' };
import { registerReadme } from './readme-resource';
import { registerReviewPrompt } from './review-prompt';
import { serveTools } from './tool-router';
import { demoTools } from './tools/index';

export const DEMO_SERVER_NAME = 'mcpscope-demo';

const INSTRUCTIONS =
  'This is the mcpscope demo server: every tool demonstrates one behaviour a client must handle. ' +
  'Start with echo, then run slow_operation and cancel it midway. failing_tool and rpc_error show the two ' +
  'kinds of failure, get_weather and broken_output show valid and invalid structured output, render_chart ' +
  'returns an image, delete_files carries misleading annotations, and crash_server ends the process. ' +
  'Read demo://readme for a guided tour.';

export function createDemoServer(): McpServer {
  const server = new McpServer({ name: DEMO_SERVER_NAME, title: 'mcpscope demo server', version: packageJson.version }, { instructions: INSTRUCTIONS });
  serveTools(server.server, demoTools);
  registerReadme(server, demoTools);
  registerReviewPrompt(server);
  return server;
}
