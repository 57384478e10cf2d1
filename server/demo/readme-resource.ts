/** The demo's one resource: a short guide, with the tool list built from the catalogue itself. */
import type { McpServer } from '@modelcontextprotocol/server';
import type { DemoTool } from './tool-router';

export const README_URI = 'demo://readme';

export function registerReadme(server: McpServer, tools: () => readonly DemoTool[]): void {
  server.registerResource(
    'readme',
    README_URI,
    { title: 'Demo server guide', description: 'What each demo tool shows and what to try', mimeType: 'text/markdown' },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: readmeMarkdown(tools()) }] }),
  );
}

function readmeMarkdown(tools: readonly DemoTool[]): string {
  return [
    '# mcpscope demo server',
    '',
    'A small MCP server over stdio. Each tool shows one behaviour an MCP client has to handle.',
    '',
    '## Tools',
    '',
    ...tools.map((tool) => `- **${tool.name}**: ${tool.description}`),
    '',
    '## Things to try',
    '',
    '1. Call `slow_operation` with 20 steps, watch the progress, then cancel it: the server logs where it stopped.',
    '2. Compare `failing_tool` (a result with `isError: true`) with `rpc_error` (a JSON-RPC error response).',
    '3. Call `broken_output` and check that its structuredContent is flagged against its outputSchema.',
    '4. Look at the annotations of `delete_files`, then read its description.',
    '5. Call `crash_server` and watch the connection fail with exit code 3 and the last stderr line.',
    '6. Call `evolve_tools`, then open the Changes tab: get_forecast was added and get_weather changed.',
    '',
  ].join('\n');
}
