/**
 * Which era of MCP a trace recorded (issue 18, item 8), so the mock serves that era: a 2026-07-28
 * session has no initialize (every request carries its version in `_meta`), answers
 * `server/discover`, and is served over stateless HTTP; a 2025-era session opens with initialize.
 *
 * The bridge writes its decision on the `ready` lifecycle record, with the DiscoverResult the
 * session started from: over stdio it may be the only place it is, when the probe ran in a process
 * of its own (files from before issue 24, or a server that was started again after the probe). Imports have no lifecycle records, so their
 * messages tell, read as an opened trace reads them (trace-session/era-from-wire.ts).
 */
import type { ProtocolEra } from '../protocol-era';
import { EraFromWire } from '../trace-session/era-from-wire';
import type { WireRecord } from '../wire';

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
  // An import: the messages tell, the way an opened trace reads them; with no sign either way, 2025.
  const fromWire = new EraFromWire();
  for (const record of records) fromWire.observe(record);
  return { era: fromWire.decision()?.era ?? 'legacy' };
}
