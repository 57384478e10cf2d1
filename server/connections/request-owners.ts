/**
 * Pairs requests sent through the SDK Client with their JSON-RPC ids, so answers can be read
 * from the wire tap rather than from the SDK (which drops late answers and rewrites error
 * messages). Protocol.request() assigns the id and calls transport.send() synchronously, so the
 * tap sees the request before request() returns: whoever is sending at that moment owns the id.
 */
import { z } from 'zod';
import { pairKey, type RequestId } from '../../src/core/jsonrpc';

/** The result schema to pass to client.request(): any object, unknown keys kept, so the SDK never
 *  rejects what the server sent before we can read it. */
export const AnyObjectResult = z.looseObject({});

export class RequestOwners<T> {
  private sending: T | undefined;
  private byId = new Map<string, T>();

  /** Runs `request` (a synchronous call to client.request()) with `owner` as its sender. */
  send<R>(owner: T, request: () => R): R {
    this.sending = owner;
    try {
      return request();
    } finally {
      this.sending = undefined;
    }
  }

  /** Called for every outgoing request the tap sees; returns the owner that was sending it. */
  claim(id: RequestId): T | undefined {
    const owner = this.sending;
    if (owner === undefined) return undefined;
    this.sending = undefined;
    this.byId.set(pairKey(id), owner);
    return owner;
  }

  find(id: RequestId): T | undefined {
    return this.byId.get(pairKey(id));
  }

  forget(id: RequestId): void {
    this.byId.delete(pairKey(id));
  }

  /** JSON-RPC ids restart with every SDK Client, so ownership is per session. */
  reset(): void {
    this.byId = new Map();
  }
}
