/**
 * The `_meta` of each client request of one connection, read from the message store: the same
 * records a live session streams in and an opened trace pages in, so both show the same thing.
 *
 * The ledger (src/core/request-meta.ts) reads each entry once, as it is ingested, not the whole
 * log on every frame; the screen re-renders only when a request was added (the ledger's view is
 * the same object until then). Mount it keyed on the connection and version: it reads from the start.
 */
import { useState } from 'react';
import { useLogSelector } from '../../api/MessageStoreContext';
import type { LogSnapshot } from '../../api/message-store';
import { RequestMetaLedger, type RequestMetaView } from '../../core/request-meta';
import type { ConnectionId } from '../../core/wire';

export function useRequestMeta(conn: ConnectionId, version: string): RequestMetaView {
  const [reader] = useState(() => new LedgerReader(conn, version));
  // Reading on ahead is idempotent (one snapshot always reads to the same view), as a selector must be.
  return useLogSelector((snapshot) => reader.catchUp(snapshot));
}

/** Feeds the ledger the store's entries it has not read yet: the store's array only grows. */
class LedgerReader {
  private ledger: RequestMetaLedger;
  private entries: LogSnapshot['entries'] | undefined;
  private read = 0;

  constructor(
    private readonly conn: ConnectionId,
    private readonly version: string,
  ) {
    this.ledger = new RequestMetaLedger(conn, version);
  }

  catchUp(snapshot: LogSnapshot): RequestMetaView {
    if (this.entries !== snapshot.entries || snapshot.count < this.read) {
      this.ledger = new RequestMetaLedger(this.conn, this.version);
      this.entries = snapshot.entries;
      this.read = 0;
    }
    for (; this.read < snapshot.count; this.read += 1) this.ledger.observe(snapshot.entries[this.read]!.record);
    return this.ledger.view();
  }
}
