/**
 * What each client request of a 2026-07-28 session carried in its `_meta` (issue 18, item 2).
 * The era is stateless: there is no initialize, so every request repeats the protocol version,
 * clientInfo and client capabilities (spec 2026-07-28, "_meta envelope"). The lifecycle view shows
 * what every request carried once, and per request only what differs (a progressToken, a
 * capability declared for one call), so the repetition and the exceptions are both visible.
 *
 * Incremental: `observe` takes the wire records of one connection in order, in O(keys) each, so a
 * session with thousands of requests costs little; the per-row differences are computed only for
 * the rows on screen (`metaDifferences`).
 */
import { classifyMessage } from './jsonrpc';
import { isObject } from './is-object';
import { canonicalJson } from './list-diff';
import { MODERN_PROTOCOL_VERSION } from './protocol-era';
import { isCredentialKey } from './redaction/engine';
import { maskSecrets, REDACTED } from './target';
import type { ConnectionId, WireRecord } from './wire';

/** The envelope keys of spec 2026-07-28 (SDK v2 core/src/constants.ts). */
export const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
export const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';

/** Short names for the envelope keys where the view has little room. */
export const META_KEY_LABELS: Readonly<Record<string, string>> = {
  [PROTOCOL_VERSION_META_KEY]: 'protocolVersion',
  [CLIENT_INFO_META_KEY]: 'clientInfo',
  [CLIENT_CAPABILITIES_META_KEY]: 'capabilities',
};

export function metaKeyLabel(key: string): string {
  return META_KEY_LABELS[key] ?? key;
}

export interface MetaRequest {
  seq: number;
  t: number;
  method: string;
  /** The tool or prompt name (tools/call, prompts/get) or the URI (resources/read). */
  name?: string;
  /** The request's `params._meta`; undefined when it carried none (or it was not an object). */
  meta?: Record<string, unknown>;
  /** An MRTR retry (params.inputResponses): how many input requests it answers. */
  retryAnswers?: number;
  /** What is wrong with the envelope, in words; empty when nothing is. */
  problems: string[];
}

export interface RequestMetaView {
  /** Oldest first. Shared with the ledger: read, do not change. */
  requests: readonly MetaRequest[];
  /** The `_meta` entries every request carried with the same value, in the first request's key order. */
  shared: ReadonlyArray<readonly [key: string, value: unknown]>;
  /** How many requests have a problem. */
  flagged: number;
}

/** What is wrong with one request's envelope in a session that negotiated `version`. */
export function metaProblems(meta: Record<string, unknown> | undefined, version: string = MODERN_PROTOCOL_VERSION): string[] {
  if (!meta) return [`no _meta: a ${version} request must carry the protocol version in it`];
  const sent = meta[PROTOCOL_VERSION_META_KEY];
  if (sent === undefined) return [`_meta has no ${PROTOCOL_VERSION_META_KEY}`];
  if (sent !== version) return [`_meta says protocolVersion ${JSON.stringify(sent)}, the session speaks ${version}`];
  return [];
}

/** The name a request acts on, for the row: tools/call and prompts/get name it, resources/read has a URI. */
function requestName(method: string, params: Record<string, unknown> | undefined): string | undefined {
  if (!params) return undefined;
  const value = method === 'resources/read' ? params.uri : method === 'tools/call' || method === 'prompts/get' ? params.name : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The client's requests of one connection's current session, with their `_meta` (see the file comment). */
export class RequestMetaLedger {
  /** Replaced, not emptied, on a reconnect: a view handed out earlier keeps its rows. */
  private requests: MetaRequest[] = [];
  /** Candidates for "every request carried": only lose members, as requests come in. */
  private shared = new Map<string, { value: unknown; json: string }>();
  private flagged = 0;
  private changes = 0;
  private cached: RequestMetaView | undefined;

  constructor(
    private readonly conn: ConnectionId,
    private readonly version: string = MODERN_PROTOCOL_VERSION,
  ) {}

  /** Changes with every request added and every reset, so a view can be memoised on it. */
  get revision(): number {
    return this.changes;
  }

  /** Feeds one record; true when it added a request. A reconnect starts the list again. */
  observe(record: WireRecord): boolean {
    if (record.conn !== this.conn) return false;
    if (record.kind === 'lifecycle' && record.state === 'connecting') {
      this.reset();
      return false;
    }
    if (record.kind !== 'message' || record.dir !== 'out' || !record.msg) return false;
    const shape = classifyMessage(record.msg);
    if (shape.type !== 'request') return false;
    const params = isObject(shape.params) ? shape.params : undefined;
    const meta = params && isObject(params._meta) ? params._meta : undefined;
    const name = requestName(shape.method, params);
    const answers = params && isObject(params.inputResponses) ? Object.keys(params.inputResponses).length : undefined;
    const problems = metaProblems(meta, this.version);
    this.requests.push({
      seq: record.seq,
      t: record.t,
      method: shape.method,
      ...(name !== undefined ? { name } : {}),
      ...(meta ? { meta } : {}),
      ...(answers !== undefined ? { retryAnswers: answers } : {}),
      problems,
    });
    if (problems.length > 0) this.flagged += 1;
    this.narrowShared(meta);
    this.changes += 1;
    this.cached = undefined;
    return true;
  }

  view(): RequestMetaView {
    this.cached ??= { requests: this.requests, shared: [...this.shared].map(([key, { value }]) => [key, value] as const), flagged: this.flagged };
    return this.cached;
  }

  private narrowShared(meta: Record<string, unknown> | undefined): void {
    if (this.requests.length === 1) {
      for (const [key, value] of Object.entries(meta ?? {})) this.shared.set(key, { value, json: canonicalJson(value) });
      return;
    }
    for (const [key, { json }] of this.shared) {
      if (!meta || !(key in meta) || canonicalJson(meta[key]) !== json) this.shared.delete(key);
    }
  }

  private reset(): void {
    this.requests = [];
    this.shared = new Map();
    this.flagged = 0;
    this.changes += 1;
    this.cached = undefined;
  }
}

/** The entries of one request's `_meta` that not every request carried: what the row shows. */
export function metaDifferences(request: MetaRequest, view: Pick<RequestMetaView, 'shared'>): Array<[key: string, value: unknown]> {
  const shared = new Set(view.shared.map(([key]) => key));
  return Object.entries(request.meta ?? {}).filter(([key]) => !shared.has(key));
}

/**
 * One line for a `_meta` value in a row: a string as it is, anything else as compact JSON, with
 * secrets masked as the message log's rows mask them (issue 17, finding 2). A client may put a
 * token in `_meta`, and the row has no reveal; the expanded JSON view has its own.
 */
export function metaValueText(key: string, value: unknown): string {
  if (isCredentialKey(key, value)) return REDACTED;
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return maskSecrets(text);
}
