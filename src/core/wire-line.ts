/**
 * One stdio line (or HTTP body) as a message record's fields (docs/trace-format.md, "message"). Shared by the
 * bridge's stdio transport, which sees the server's stdout, and `mcpscope record`, which also sees
 * the host's side of the pipe.
 */
import { classifyMessage, type RequestId } from './jsonrpc';
import type { WireMessage } from './wire';
import { tooDeepProblem } from './wire-guard';

export type LineFields = { msg: WireMessage; problem?: string } | KeptAsText;

export interface KeptAsText {
  raw: string;
  problem: string;
  /**
   * Not part of the record: the id of the request this line answers, when it is a response kept
   * as text (too deep to hand on). Its caller must be told, not left waiting (issue 17, finding 3).
   */
  answers?: RequestId;
  /** Kept as text because it nests too deep, not because it is pollution: a server bug, not a banner. */
  tooDeep?: true;
}

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
  // The guard where records are made (wire-guard.ts): only the top level of msg is read past here.
  const tooDeep = tooDeepProblem(msg);
  if (tooDeep !== undefined) return { raw: line, problem: `${tooDeep}: kept as the text it arrived as`, tooDeep: true, ...answeredId(msg) };
  const problem = jsonRpcProblem(msg);
  return problem === undefined ? { msg } : { msg, problem };
}

/** `{ answers: id }` for a response (KeptAsText.answers), else nothing. Reads only the top level. */
export function answeredId(msg: WireMessage): { answers?: RequestId } {
  const shape = classifyMessage(msg);
  return (shape.type === 'result' || shape.type === 'error') && shape.id !== null ? { answers: shape.id } : {};
}

/** Shape 2 of a message record: a JSON object that is not valid JSON-RPC 2.0. */
export function jsonRpcProblem(msg: WireMessage): string | undefined {
  const shape = classifyMessage(msg);
  return shape.type === 'invalid' ? `not valid JSON-RPC: ${shape.reason}` : undefined;
}
