/**
 * The era of an imported session (issue 18, item 8). Our own traces carry the bridge's decision on
 * their `ready` lifecycle record; a HAR, an Inspector export or a host log has no such record, so
 * the era is read off the messages instead: an `initialize` request means 2025-11-25 or older, and
 * without one, an answered `server/discover` or a request carrying the 2026-07-28 `_meta` envelope
 * means 2026-07-28. Nothing is invented: a trace with none of these stays undecided.
 */
import { classifyMessage, pairKey } from '../jsonrpc';
import { isObject } from '../is-object';
import { MODERN_PROTOCOL_VERSION, type EraDecision } from '../protocol-era';
import { PROTOCOL_VERSION_META_KEY } from '../request-meta';
import type { WireRecord } from '../wire';

export class EraFromWire {
  private initialize = false;
  private discoverKey: string | undefined;
  private discover: { result: Record<string, unknown> } | { code: number } | undefined;
  private envelope = false;

  observe(record: WireRecord): void {
    if (record.kind !== 'message' || !record.msg) return;
    const shape = classifyMessage(record.msg);
    if (record.dir === 'out' && shape.type === 'request') {
      if (shape.method === 'initialize') this.initialize = true;
      if (shape.method === 'server/discover') this.discoverKey ??= pairKey(shape.id);
      const meta = isObject(shape.params) && isObject(shape.params._meta) ? shape.params._meta : undefined;
      if (meta?.[PROTOCOL_VERSION_META_KEY] === MODERN_PROTOCOL_VERSION) this.envelope = true;
    } else if (record.dir === 'in' && this.discover === undefined && (shape.type === 'result' || shape.type === 'error') && shape.id !== null && pairKey(shape.id) === this.discoverKey) {
      this.discover = shape.type === 'error' ? { code: shape.error.code } : isObject(shape.result) ? { result: shape.result } : { code: 0 };
    }
  }

  /** What the messages so far show, or undefined while they show nothing. */
  decision(): EraDecision | undefined {
    // A client that probed first is what the auto setting does; otherwise it spoke one era only.
    const probed = this.discoverKey !== undefined;
    if (this.initialize) {
      const refused = this.discover && 'code' in this.discover ? `; server/discover was refused (${this.discover.code})` : '';
      return { setting: probed ? 'auto' : 'legacy', era: 'legacy', reason: { kind: 'read-from-messages', evidence: `an initialize request${refused}` } };
    }
    if (this.discover && 'result' in this.discover) {
      return { setting: 'auto', era: 'modern', reason: { kind: 'read-from-messages', evidence: 'server/discover answered, and no initialize' }, discover: this.discover.result };
    }
    if (this.envelope) {
      return { setting: probed ? 'auto' : 'modern', era: 'modern', reason: { kind: 'read-from-messages', evidence: `requests carry the ${MODERN_PROTOCOL_VERSION} _meta envelope, and no initialize` } };
    }
    return undefined;
  }
}
