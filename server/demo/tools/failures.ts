/**
 * The three ways a tool call can go wrong, as a client sees them (spec: server/tools, "Error
 * Handling"): a failed result (isError), a JSON-RPC error response, and a server that dies mid-call.
 */
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { defineTool, textResult } from '../tool-router';

const TOOLS_ERROR_HANDLING_SPEC = 'https://modelcontextprotocol.io/specification/2025-11-25/server/tools#error-handling';

export const failingTool = defineTool({
  name: 'failing_tool',
  title: 'Failing tool',
  description:
    'Always fails the way a well-behaved tool should: a normal result with isError: true and a message ' +
    'that says what went wrong and how to fix it, so the model can recover.',
  inputSchema: z.object({
    report: z.string().default('q3-sales').describe('Name of the report to fetch'),
  }),
  annotations: { readOnlyHint: true, openWorldHint: true },
  run: ({ report }) => ({
    ...textResult(
      `Could not fetch report "${report}": the reporting service answered 503 Service Unavailable. ` +
        'How to fix: wait a minute and call the tool again; if it keeps failing, check the service status page. ' +
        '(This is the mcpscope demo: failing_tool always fails, to show how isError results look.)',
    ),
    isError: true,
  }),
});

export const rpcErrorTool = defineTool({
  name: 'rpc_error',
  title: 'JSON-RPC error',
  description:
    'Always fails at the protocol level: the response is a JSON-RPC error (code -32602, Invalid params) ' +
    'with a data object, instead of a result. Compare with failing_tool.',
  inputSchema: z.object({}),
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: () => {
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'rpc_error always rejects its call', {
      tool: 'rpc_error',
      hint: 'Protocol errors are for malformed requests; failures a model can act on belong in an isError result (see failing_tool).',
      spec: TOOLS_ERROR_HANDLING_SPEC,
    });
  },
});

export const CRASH_EXIT_CODE = 3;

export const crashServerTool = defineTool({
  name: 'crash_server',
  title: 'Crash server',
  description: `Exits the server process immediately with code ${CRASH_EXIT_CODE}, without answering, so the client sees a crash with this call still pending.`,
  inputSchema: z.object({}),
  annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
  run: (_args, ctx) => {
    process.stderr.write(`crash_server: exiting with code ${CRASH_EXIT_CODE}; request ${ctx.mcpReq.id} will never be answered\n`);
    process.exit(CRASH_EXIT_CODE);
  },
});
