/**
 * `mcpscope call <tool> [json-args]` (issue 20): one tools/call, for scripts and CI. stdout gets
 * the CallToolResult exactly as the server sent it, or { "error": … } with the JSON-RPC error;
 * what happened on the way goes to stderr. Returns the exit code: 0 a result, 1 a result with
 * isError: true or a JSON-RPC error, 2 usage error (arguments on stdin that are no JSON object),
 * 3 no answer (the server could not be started or reached, the connection ended, the call timed out).
 */
import { text } from 'node:stream/consumers';
import type { CallRecord } from '../../src/core/bridge-api';
import { whenCallEnds } from '../connections/when-call-ends';
import { EXIT, withOneServer } from './one-server';
import { toolArgumentsFrom, type CallCommandOptions } from './parse-call';
import type { CliIo } from './serve';

/** `readStdin`: where `-` reads the arguments from; the process's stdin unless a test gives its own. */
export async function call(options: CallCommandOptions, io: CliIo, readStdin: () => Promise<string> = () => text(process.stdin)): Promise<number> {
  const toolArguments = options.arguments === 'stdin' ? toolArgumentsFrom(await readStdin()) : { ok: true as const, value: options.arguments };
  if (!toolArguments.ok) {
    io.stderr(`mcpscope call: ${toolArguments.error.message}`);
    return EXIT.usage;
  }
  return withOneServer('call', options, io, async (manager, conn) => {
    io.progress(`mcpscope call: calling ${options.tool}…`);
    const started = manager.startCall(conn, { tool: options.tool, arguments: toolArguments.value });
    if (!started.ok) {
      io.stderr(`mcpscope call: ${started.error.message}`);
      return EXIT.connect;
    }
    return report(await whenCallEnds(manager, conn, started.value.id), io);
  });
}

function report(call: CallRecord, io: CliIo): number {
  const json = (value: unknown) => io.stdout(JSON.stringify(value, null, 2));
  switch (call.status) {
    case 'ok':
      json(call.result);
      return EXIT.ok;
    case 'tool-error':
      json(call.result);
      io.stderr(`mcpscope call: ${call.tool} answered with isError: true`);
      return EXIT.failed;
    case 'rpc-error':
      json({ error: call.rpcError });
      io.stderr(`mcpscope call: ${call.tool} answered with the JSON-RPC error ${call.rpcError?.code}: ${call.rpcError?.message}`);
      return EXIT.failed;
    case 'timed-out':
      io.stderr(`mcpscope call: ${call.timeout?.summary ?? `${call.tool} timed out`}`);
      return EXIT.connect;
    default:
      io.stderr(`mcpscope call: ${call.tool} got no answer: ${call.failure?.message ?? call.cancelReason ?? call.status}`);
      return EXIT.connect;
  }
}
