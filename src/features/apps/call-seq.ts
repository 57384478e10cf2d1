/** Where a call's tools/call request sits in the message log, so an app record can point at it (AppMessageRecord.call). */
import type { LogSnapshot } from '../../api/message-store';
import type { RequestId } from '../../core/jsonrpc';

/** The seq of the newest tools/call request of `conn` with that JSON-RPC id; undefined until the log has it. */
export function toolsCallSeq(snapshot: LogSnapshot, conn: string, requestId: RequestId | undefined): number | undefined {
  if (requestId === undefined) return undefined;
  // From the newest: the request was sent just before the app rendered, and ids repeat after a reconnect.
  for (let index = snapshot.count - 1; index >= 0; index--) {
    const { record } = snapshot.entries[index]!;
    if (record.kind === 'message' && record.conn === conn && record.dir === 'out' && record.msg?.method === 'tools/call' && record.msg.id === requestId) return record.seq;
  }
  return undefined;
}
