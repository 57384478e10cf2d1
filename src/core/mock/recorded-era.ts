/**
 * Which era of MCP a trace recorded (issue 18, item 8), so the mock serves that era: a 2026-07-28
 * session has no initialize (every request carries its version in `_meta`), answers
 * `server/discover`, and is served over stateless HTTP; a 2025-era session opens with initialize.
 *
 * The bridge writes its decision on the `ready` lifecycle record, with the DiscoverResult the
 * session started from: over stdio that is the only place it is, since the probe ran in a sibling
 * process and the session's wire never carried it. Imports have no lifecycle records, so their
 * requests tell: a `_meta` that names 2026-07-28, or a `server/discover`.
 */
import { classifyMessage } from '../jsonrpc';
import { isObject } from '../is-object';
import { MODERN_PROTOCOL_VERSION, type ProtocolEra } from '../protocol-era';
import type { WireMessage, WireRecord } from '../wire';

/** spec 2026-07-28: the `_meta` key of the protocol version every request carries. */
const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';

export interface RecordedEra {
  era: ProtocolEra;
  /** The DiscoverResult the bridge recorded with its era decision, if any. */
  discover?: Record<string, unknown>;
}

export function recordedEra(records: readonly WireRecord[]): RecordedEra {
  for (const record of records) {
    if (record.kind === 'lifecycle' && record.era?.era !== undefined) {
      const { era, discover } = record.era;
      return era === 'modern' && discover ? { era, discover } : { era };
    }
  }
  const modern = records.some((record) => record.kind === 'message' && record.dir === 'out' && record.msg !== undefined && isModernRequest(record.msg));
  return { era: modern ? 'modern' : 'legacy' };
}

function isModernRequest(msg: WireMessage): boolean {
  const shape = classifyMessage(msg);
  if (shape.type !== 'request') return false;
  if (shape.method === 'server/discover') return true;
  return isObject(shape.params) && isObject(shape.params._meta) && shape.params._meta[PROTOCOL_VERSION_META_KEY] === MODERN_PROTOCOL_VERSION;
}
