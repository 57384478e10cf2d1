/**
 * Trace and span ids for mcpscope's spans (issue 23). A request that carried W3C trace context in
 * `params._meta` (propagation on) keeps the ids it was sent with, so the server's own spans, which
 * name that span as their parent, nest under it. Every other span gets an id derived from the
 * session and the record's place in it: exporting the same trace twice gives the same ids.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { isObject } from '../is-object';

/** W3C Trace Context §3.2: the only version defined, 00; all-zero ids are invalid. */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

export interface PropagatedContext {
  traceId: string;
  spanId: string;
  /** `tracestate`, passed on unchanged when the request had one. */
  traceState?: string;
}

/** The context a request carried in `params._meta.traceparent` (MCP semantic conventions, "Context propagation"). */
export function propagatedContext(params: unknown): PropagatedContext | undefined {
  const meta = isObject(params) ? params._meta : undefined;
  if (!isObject(meta) || typeof meta.traceparent !== 'string') return undefined;
  const match = TRACEPARENT.exec(meta.traceparent);
  if (!match || match[1] === ZERO_TRACE || match[2] === ZERO_SPAN) return undefined;
  return { traceId: match[1]!, spanId: match[2]!, ...(typeof meta.tracestate === 'string' ? { traceState: meta.tracestate } : {}) };
}

function hashHex(text: string, bytes: number): string {
  return bytesToHex(sha256(utf8ToBytes(text)).subarray(0, bytes));
}

/** Ids derived from one session key (its connection and start time): 16-byte trace id, 8-byte span ids. */
export class DerivedIds {
  constructor(private readonly sessionKey: string) {}

  traceId(): string {
    return hashHex(`trace|${this.sessionKey}`, 16);
  }

  /** The session span's id. */
  sessionSpanId(): string {
    return hashHex(`session|${this.sessionKey}`, 8);
  }

  /** The span of the request recorded at `seq`. */
  spanId(seq: number): string {
    return hashHex(`span|${this.sessionKey}|${seq}`, 8);
  }
}
