/**
 * The whole of a message the page no longer holds (src/core/body-window.ts, issue 24): read back
 * from the bridge (GET /api/log/:seq/message) while its detail is open, and kept only as long as
 * it is, so opening old messages does not grow the page again.
 */
import { useEffect, useState } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import type { LogEntry } from '../../core/log-entry';
import type { MessageRecord } from '../../core/wire';

export type EntryBody = { status: 'ok'; entry: LogEntry } | { status: 'pending' } | { status: 'error'; message: string };

type Fetched = { seq: number } & ({ ok: true; record: MessageRecord } | { ok: false; message: string });

/** The entry itself while the page holds its body; otherwise the entry with its body fetched back. */
export function useEntryBody(entry: LogEntry): EntryBody {
  const client = useBridgeClient();
  const { seq } = entry.record;
  const evicted = entry.evicted === true;
  const [fetched, setFetched] = useState<Fetched | null>(null);

  useEffect(() => {
    if (!evicted) return;
    let current = true;
    client
      .logMessage(seq)
      .then((record) => current && setFetched({ seq, ok: true, record }))
      .catch((error: unknown) => current && setFetched({ seq, ok: false, message: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
    };
  }, [client, seq, evicted]);

  if (!evicted) return { status: 'ok', entry };
  if (fetched?.seq !== seq) return { status: 'pending' };
  // The header may have changed since the fetch (an answer paired, a note): only the body comes from it.
  return fetched.ok ? { status: 'ok', entry: { ...entry, record: fetched.record, evicted: undefined } } : { status: 'error', message: fetched.message };
}
