/**
 * Entry point of the bundled demo MCP server (stdio). Launched by the bridge through
 * `demoServerTarget()` in ./target.
 *
 *   --suspicious  serve a poisoned tool set instead (suspicious-tools.ts), for the analysis rules
 *   MCPSCOPE_DEMO_EVOLVED=1  start with evolve_tools already applied: the same server (same command
 *               line) with changed tools, to show drift from the pinned definitions on the next connect
 *   --pollute   print one non-JSON line to stdout at start-up, to show protocol-pollution detection
 *               (in stdio MCP, stdout carries only JSON-RPC messages; logs belong on stderr).
 */
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { createDemoServer, DEMO_SERVER_NAME } from './create-server';

const { values: flags } = parseArgs({ options: { pollute: { type: 'boolean', default: false }, suspicious: { type: 'boolean', default: false } } });

if (flags.pollute) process.stdout.write('debug: starting demo server\n');

const server = createDemoServer({ suspicious: flags.suspicious, evolved: process.env.MCPSCOPE_DEMO_EVOLVED === '1' });
// Spec (basic/lifecycle, "Shutdown", stdio): the client first closes our stdin and waits for us to
// exit. Closing the server aborts in-flight calls such as slow_operation, so no timer keeps us alive.
process.stdin.once('end', () => void server.close());
await server.connect(new StdioServerTransport());
process.stderr.write(`${DEMO_SERVER_NAME}: ready on stdio (pid ${process.pid})\n`);
