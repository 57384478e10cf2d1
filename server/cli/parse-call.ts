/**
 * `mcpscope call` arguments (issue 20):
 *   mcpscope call (--stdio "…" | --url … [--transport http|sse] [--header …]… | --config <mcp.json> [--server <name>])
 *                 <tool> [<json-args> | -]
 *                 [--timeout <ms>] [--protocol auto|legacy|modern]
 */
import { isObject } from '../../src/core/is-object';
import { err, ok, type Result } from '../../src/core/result';
import { parseOneServer, type OneServerOptions } from './parse-one-server';

export interface CallCommandOptions extends OneServerOptions {
  tool: string;
  /** 'stdin': `-` was given, the arguments are read from stdin (and checked) when the command runs. */
  arguments: Record<string, unknown> | 'stdin';
}

/** The SDK's default request timeout, which the UI's calls use too. */
const DEFAULT_TIMEOUT_MS = 60_000;

export function parseCall(argv: readonly string[], cwd: string): { ok: true; options: CallCommandOptions } | { ok: false; usageError: string } {
  const parsed = parseOneServer(argv, 'call', DEFAULT_TIMEOUT_MS, cwd);
  if (!parsed.ok) return parsed;
  const [tool, args, extra] = parsed.positionals;
  if (tool === undefined) return { ok: false, usageError: 'call needs the name of a tool: mcpscope call --stdio "…" <tool> [json-args]' };
  if (extra !== undefined) return { ok: false, usageError: `call: unexpected argument "${extra}" (put the tool's arguments in one JSON object)` };
  if (args === '-') return { ok: true, options: { ...parsed.options, tool, arguments: 'stdin' } };
  const toolArguments = toolArgumentsFrom(args ?? '{}');
  if (!toolArguments.ok) return { ok: false, usageError: `call: ${toolArguments.error.message}` };
  return { ok: true, options: { ...parsed.options, tool, arguments: toolArguments.value } };
}

/** The arguments as a JSON object: tools/call takes nothing else (spec: CallToolRequest). */
export function toolArgumentsFrom(text: string): Result<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return err('bad_request', `the tool's arguments are not JSON (${(error as Error).message}): ${text}`);
  }
  return isObject(value) ? ok(value) : err('bad_request', `the tool's arguments must be a JSON object such as {"message":"hi"}, not ${text.trim()}`);
}
