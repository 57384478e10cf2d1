/**
 * One stdio line (or HTTP body) as a message record's fields (docs/trace-format.md, "message"). Shared by the
 * bridge's stdio transport, which sees the server's stdout, and `mcpscope record`, which also sees
 * the host's side of the pipe.
 */
import { visit } from 'jsonc-parser';
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
  /** Kept as text because it nests too deep or is too long, not because it is pollution: no banner to quote. */
  tooBig?: true;
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
  if (tooDeep !== undefined) return { raw: line, problem: `${tooDeep}: kept as the text it arrived as`, tooBig: true, ...answeredId(msg) };
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

/**
 * A line longer than the reader holds (server/connections/line-splitter.ts, MAX_LINE_BYTES): only
 * its head and tail were kept. The size guard of issue 17, finding 3: decoding and parsing such a
 * line would take the bridge past V8's string and heap limits. When the line is a response whose
 * id shows, its caller is told (KeptAsText.answers) instead of waiting for a timeout.
 */
export function oversizeLineFields(line: { head: string; tail: string; bytes: number }, limit: number): KeptAsText {
  const problem = `a line of ${line.bytes.toLocaleString('en-US')} bytes, over the ${(limit / 2 ** 20).toLocaleString('en-US')} MiB a line may hold: only its start is kept`;
  const answers = cutResponseId(line.head, line.tail);
  return { raw: `${line.head}…`, problem, tooBig: true, ...(answers === undefined ? {} : { answers }) };
}

/** A line's last member when it is the id: `…,"id":7}`. Anchored at the end, so it is top-level. */
const TRAILING_ID = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*\}\s*$/;

/**
 * The id of a cut-off JSON-RPC response. The head is read with a tokenizer that tolerates the cut
 * (a response whose id comes first, as Python's SDK writes it); the TypeScript SDK writes `result`
 * first and the id last, which the tail shows.
 */
function cutResponseId(head: string, tail: string): RequestId | undefined {
  let id: RequestId | undefined;
  let isResponse = false;
  let depth = 0;
  visit(head, {
    // Only the top level: nested objects and arrays are tokenized but not visited.
    onObjectBegin: () => ++depth === 1,
    onObjectEnd: () => void (depth -= 1),
    onArrayBegin: () => false,
    onObjectProperty: (property) => {
      if (depth === 1 && (property === 'result' || property === 'error')) isResponse = true;
    },
    onLiteralValue: (value: unknown, _offset, _length, _line, _character, path) => {
      const [key, ...rest] = path();
      if (key === 'id' && rest.length === 0 && (typeof value === 'string' || typeof value === 'number')) id = value;
    },
  });
  if (!isResponse) return undefined;
  const trailing = TRAILING_ID.exec(tail)?.[1];
  return id ?? (trailing === undefined ? undefined : (JSON.parse(trailing) as RequestId));
}
