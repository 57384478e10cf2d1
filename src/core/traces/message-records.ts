/**
 * Turns a JSON-RPC payload found in an imported file into message records, marked the way the
 * live wire tap marks them (server/connections/connection.ts), so a malformed message in an
 * import looks the same as one seen live.
 */
import { classifyMessage } from '../jsonrpc';
import type { ConnectionId, Direction, UnsequencedRecord, WireMessage } from '../wire';
import { isObject } from '../is-object';

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
