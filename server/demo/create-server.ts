/** Assembles the demo MCP server: identity, instructions, tools, one resource and one prompt. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import packageJson from '../../package.json' with { type: 'json' };
import { registerReadme } from './readme-resource';
import { registerReviewPrompt } from './review-prompt';
import { DemoToolCatalogue } from './tool-catalogue';
import { serveTools } from './tool-router';

export const DEMO_SERVER_NAME = 'mcpscope-demo';

const INSTRUCTIONS =
  'This is the mcpscope demo server: every tool demonstrates one behaviour a client must handle. ' +
  'Start with echo, then run slow_operation and cancel it midway. failing_tool and rpc_error show the two ' +
  'kinds of failure, get_weather and broken_output show valid and invalid structured output, render_chart ' +
  'returns an image, delete_files carries misleading annotations, crash_server ends the process, and ' +
  'evolve_tools changes the tool list mid-session. ' +
  'Read demo://readme for a guided tour.';

export function createDemoServer(): McpServer {
  const server = new McpServer({ name: DEMO_SERVER_NAME, title: 'mcpscope demo server', version: packageJson.version }, { instructions: INSTRUCTIONS });
  const catalogue = new DemoToolCatalogue(server);
  serveTools(server.server, () => catalogue.tools());
  registerReadme(server, () => catalogue.tools());
  registerReviewPrompt(server);
  return server;
}
