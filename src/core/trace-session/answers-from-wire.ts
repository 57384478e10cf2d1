/**
 * Answers a model reads that are not tool results: what resources/read and prompts/get returned,
 * paired with their requests on the wire. The bridge analyses them live, and an opened trace
 * analyses the recorded ones, with this one pairing.
 */
import { classifyMessage, type JsonRpcErrorObject, type RequestId } from '../jsonrpc';
import { RequestPairing } from '../pairing';
import type { ConnectionId, WireRecord } from '../wire';

const READ_METHODS = new Set(['resources/read', 'prompts/get']);

export interface ReadAnswer {
  conn: ConnectionId;
  method: string;
  requestId: RequestId;
  /** Absent when the server answered with a JSON-RPC error. */
  result?: unknown;
  error?: JsonRpcErrorObject;
}

export class AnswersFromWire {
  private readonly pairing = new RequestPairing();

  /** The answer this record completes, if it answers a read. */
  observe(record: WireRecord): ReadAnswer | undefined {
    // A new session numbers its requests from 0 again: forget what the last one had open.
    if (record.kind === 'lifecycle' && record.state === 'connecting') this.pairing.reset(record.conn);
    if (record.kind !== 'message' || !record.msg) return undefined;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out' && shape.type === 'request' && READ_METHODS.has(shape.method)) {
      this.pairing.request(record.conn, 'out', shape.id, { seq: record.seq, t: record.t, method: shape.method });
      return undefined;
    }
    if (record.dir !== 'in' || (shape.type !== 'result' && shape.type !== 'error') || shape.id === null) return undefined;
    const request = this.pairing.answer(record.conn, 'in', shape.id);
    if (!request) return undefined;
    const answer = shape.type === 'result' ? { result: shape.result } : { error: shape.error };
    return { conn: record.conn, method: request.method, requestId: shape.id, ...answer };
  }
}
