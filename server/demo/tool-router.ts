/**
 * Serves the demo tools on the SDK's low-level `Server` instead of `McpServer.registerTool`.
 *
 * Why: McpServer turns every error thrown by a tool into an `isError` result and replaces
 * structuredContent that fails the outputSchema with an error. Two demo tools exist precisely to put
 * those things on the wire (`rpc_error`, `broken_output`), so the inspector can show how it handles
 * them. Routing all tools through one small table keeps them uniform: a tool's result, or its
 * thrown ProtocolError, is exactly what the client receives.
 */
import { ProtocolError, ProtocolErrorCode, type CallToolResult, type Server, type ServerContext, type Tool, type ToolAnnotations } from '@modelcontextprotocol/server';
import * as z from 'zod';

export interface DemoTool<Args extends z.ZodObject = z.ZodObject> {
  name: string;
  /** Optional only so the --suspicious set can show a tool without them (tool-design findings). */
  title?: string;
  description?: string;
  inputSchema: Args;
  outputSchema?: z.ZodObject;
  annotations?: ToolAnnotations;
  // Method syntax (not a property) so a DemoTool<specific args> fits in a DemoTool[] list.
  run(args: z.output<Args>, ctx: ServerContext): CallToolResult | Promise<CallToolResult>;
}

/** Identity helper that lets TypeScript infer `run`'s argument type from `inputSchema`. */
export function defineTool<Args extends z.ZodObject>(tool: DemoTool<Args>): DemoTool {
  return tool;
}

export function textResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }] };
}

/** `tools` is asked on every request: the list can change mid-session (see tool-catalogue.ts). */
export function serveTools(server: Server, tools: () => readonly DemoTool[]): void {
  server.registerCapabilities({ tools: { listChanged: true } });
  server.setRequestHandler('tools/list', () => ({ tools: tools().map(describeTool) }));
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const tool = tools().find((candidate) => candidate.name === request.params.name);
    // Spec (server/tools, "Error Handling"): an unknown tool is a protocol error, not a tool result.
    if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    const args = tool.inputSchema.safeParse(request.params.arguments ?? {});
    // Spec 2025-11-25: invalid arguments are reported as a tool execution error, so a model can
    // read the message and correct its call.
    if (!args.success) return { ...textResult(`Invalid arguments for ${tool.name}: ${z.prettifyError(args.error)}`), isError: true };
    return tool.run(args.data, ctx);
  });
}

// draft-07 with io input/output: the same JSON Schema that McpServer.registerTool publishes, so the
// demo's tools/list looks like that of any server built on the SDK.
function describeTool(tool: DemoTool): Tool {
  return {
    name: tool.name,
    ...(tool.title !== undefined && { title: tool.title }),
    ...(tool.description !== undefined && { description: tool.description }),
    inputSchema: z.toJSONSchema(tool.inputSchema, { target: 'draft-07', io: 'input' }) as Tool['inputSchema'],
    ...(tool.outputSchema && { outputSchema: z.toJSONSchema(tool.outputSchema, { target: 'draft-07', io: 'output' }) }),
    ...(tool.annotations && { annotations: tool.annotations }),
  };
}
