/**
 * Pairs JSON-RPC responses with their requests, per connection and per direction, as records
 * arrive in wire order. Incremental: each request or response costs O(1), so the message log can
 * pair tens of thousands of messages without rescanning.
 */
import { pairKey, type RequestId } from './jsonrpc';
import type { AppMessageRecord, ConnectionId, Direction } from './wire';

export interface PendingRequest {
  seq: number;
  t: number;
  method: string;
}

export class RequestPairing {
  /** conn -> "<request dir>|<pairKey(id)>" -> the request still waiting for its answer. */
  private readonly pending = new Map<ConnectionId, Map<string, PendingRequest>>();

  /** Remembers a request. A later request reusing the id replaces it: the newest one is the one a response answers. */
  request(conn: ConnectionId, dir: Direction, id: RequestId, pending: PendingRequest): void {
    let byKey = this.pending.get(conn);
    if (!byKey) {
      byKey = new Map();
      this.pending.set(conn, byKey);
    }
    byKey.set(`${dir}|${pairKey(id)}`, pending);
  }

  /**
   * Finds and forgets the request a response answers. A response travelling `in` answers a
   * request that went `out`, and the other way round (server-to-client requests such as sampling).
   */
  answer(conn: ConnectionId, responseDir: Direction, id: RequestId): PendingRequest | undefined {
    const byKey = this.pending.get(conn);
    if (!byKey) return undefined;
    const key = `${responseDir === 'in' ? 'out' : 'in'}|${pairKey(id)}`;
    const found = byKey.get(key);
    if (found) byKey.delete(key);
    return found;
  }

  /** The open request with this id that went in `requestDir`, without forgetting it (a cancellation names one). */
  peek(conn: ConnectionId, requestDir: Direction, id: RequestId): PendingRequest | undefined {
    return this.pending.get(conn)?.get(`${requestDir}|${pairKey(id)}`);
  }

  /**
   * Forgets a connection's open requests. Called when it (re)connects: a new SDK client numbers
   * its requests from 0 again, so an old unanswered id must not capture a new response.
   */
  reset(conn: ConnectionId): void {
    this.pending.delete(conn);
  }
}

/**
 * Where an app message pairs (issue 21): the app's JSON-RPC ids are its own id space, per rendered
 * view, apart from the connection's MCP ids and from another render of the same app. The scope is
 * a key no connection id takes (it holds a NUL); host-to-app travels like `out`.
 */
export function appPairingScope(record: Pick<AppMessageRecord, 'conn' | 'view' | 'dir'>): { scope: string; dir: Direction } {
  return { scope: `${record.conn}\u0000app\u0000${record.view}`, dir: record.dir === 'to-app' ? 'out' : 'in' };
}
