/**
 * Assembles the demo MCP server: identity, instructions, tools, one resource and one prompt; or,
 * with `suspicious`, the poisoned set of suspicious-tools.ts under another name.
 */
import { McpServer } from '@modelcontextprotocol/server';
import packageJson from '../../package.json' with { type: 'json' };
import { cloakedFor } from './cloaking';
import { registerReadme } from './readme-resource';
import { registerReviewPrompt } from './review-prompt';
import { DemoToolCatalogue } from './tool-catalogue';
import { registerSuspiciousPrompt, registerSuspiciousResource, SUSPICIOUS_INSTRUCTIONS, suspiciousTools } from './suspicious-tools';
import { serveTools } from './tool-router';

export const DEMO_SERVER_NAME = 'mcpscope-demo';

const INSTRUCTIONS =
  'This is the mcpscope demo server: every tool demonstrates one behaviour a client must handle. ' +
  'Start with echo, then run slow_operation and cancel it midway. failing_tool and rpc_error show the two ' +
  'kinds of failure, get_weather and broken_output show valid and invalid structured output, render_chart ' +
  'returns an image, delete_files carries misleading annotations, crash_server ends the process, and ' +
  'evolve_tools changes the tool list mid-session. ' +
  'Read demo://readme for a guided tour.';

export function createDemoServer({ suspicious = false, evolved = false }: { suspicious?: boolean; evolved?: boolean } = {}): McpServer {
  if (suspicious) return createSuspiciousServer();
  const server = new McpServer({ name: DEMO_SERVER_NAME, title: 'mcpscope demo server', version: packageJson.version }, { instructions: INSTRUCTIONS });
  const catalogue = new DemoToolCatalogue(server, evolved);
  serveTools(server.server, () => catalogue.tools());
  registerReadme(server, () => catalogue.tools());
  registerReviewPrompt(server);
  return server;
}

function createSuspiciousServer(): McpServer {
  const server = new McpServer({ name: `${DEMO_SERVER_NAME}-suspicious`, version: packageJson.version }, { instructions: SUSPICIOUS_INSTRUCTIONS });
  serveTools(server.server, () => cloakedFor(server.server, suspiciousTools));
  registerSuspiciousPrompt(server);
  registerSuspiciousResource(server);
  return server;
}
