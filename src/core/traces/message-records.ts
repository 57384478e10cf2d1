/**
 * Turns a JSON-RPC payload found in an imported file into message records, marked the way the
 * live wire tap marks them (server/connections/connection.ts), so a malformed message in an
 * import looks the same as one seen live.
 */
import { classifyMessage } from '../jsonrpc';
import type { ConnectionId, Direction, UnsequencedRecord, WireMessage } from '../wire';
import { isObject } from '../is-object';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../json-depth';
import { parseJson, type JsonParse } from './parse-helpers';

export interface At {
  t: number;
  conn: ConnectionId;
}

function oneMessage(at: At, dir: Direction, value: unknown): UnsequencedRecord {
  if (!isObject(value)) return { ...at, kind: 'message', dir, raw: JSON.stringify(value), problem: 'not a JSON object' };
  const msg = value as WireMessage;
  const shape = classifyMessage(msg);
  return { ...at, kind: 'message', dir, msg, ...(shape.type === 'invalid' ? { problem: `not valid JSON-RPC: ${shape.reason}` } : {}) };
}

/** A JSON-RPC batch (an array) becomes one record per member, in order, at the same time. */
export function messageRecords(at: At, dir: Direction, value: unknown): UnsequencedRecord[] {
  return Array.isArray(value) ? value.map((member) => oneMessage(at, dir, member)) : [oneMessage(at, dir, value)];
}

/** Text that should have been a JSON-RPC message but is not JSON. */
export function rawMessage(at: At, dir: Direction, raw: string, problem = 'not JSON'): UnsequencedRecord {
  return { ...at, kind: 'message', dir, raw, problem };
}

/**
 * A message that arrived as text (a HAR body, an SSE event, a log line): its records, or a `raw`
 * record of the text when it is not JSON or nests deeper than any walk after this can follow
 * (issue 17, finding 7: a 6,000-deep message crashed `mcpscope export`).
 */
export function textMessageRecords(at: At, dir: Direction, text: string, parsed: JsonParse = parseJson(text)): UnsequencedRecord[] {
  if (!parsed.ok) return [rawMessage(at, dir, text)];
  if (exceedsJsonDepth(parsed.value)) return [rawMessage(at, dir, text, `nested more than ${MAX_JSON_DEPTH} levels deep`)];
  return messageRecords(at, dir, parsed.value);
}
