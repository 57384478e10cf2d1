/**
 * One stdio line (or HTTP body) as a message record's fields (docs/trace-format.md, "message"). Shared by the
 * bridge's stdio transport, which sees the server's stdout, and `mcpscope record`, which also sees
 * the host's side of the pipe.
 */
import { classifyMessage } from './jsonrpc';
import type { WireMessage } from './wire';

export type LineFields = { msg: WireMessage; problem?: string } | { raw: string; problem: string };

/**
 * `where` names the carrier in the problem text (`on stdin`, `in a POST body`): a stray line
 * pollutes that stream. The text need not be one line: an HTTP body is read the same way.
 */
export function lineFields(line: string, where = 'on stdout'): LineFields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { raw: line, problem: `not JSON: protocol pollution ${where}` };
  }
  if (Array.isArray(parsed)) return { raw: line, problem: 'a JSON array: JSON-RPC batches are not part of MCP since 2025-06-18' };
  if (typeof parsed !== 'object' || parsed === null) return { raw: line, problem: `JSON but not an object: protocol pollution ${where}` };
  const msg = parsed as WireMessage;
  const problem = jsonRpcProblem(msg);
  return problem === undefined ? { msg } : { msg, problem };
}

/** Shape 2 of a message record: a JSON object that is not valid JSON-RPC 2.0. */
export function jsonRpcProblem(msg: WireMessage): string | undefined {
  const shape = classifyMessage(msg);
  return shape.type === 'invalid' ? `not valid JSON-RPC: ${shape.reason}` : undefined;
}
