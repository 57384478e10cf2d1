/**
 * The whole of a message the bridge sent with strings clipped (src/core/clipped-content.ts,
 * issue 6 B4): every clipped string fetched from /api/log/:seq/content, put back, then copied or
 * downloaded as JSON. Nothing is fetched until the person asks.
 */
import { useCallback, useState } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import { readUntil, unclip } from '../../core/clipped-content';
import type { MessageRecord } from '../../core/wire';
import { downloadFile } from '../../ui/download';

export type FullMessageAction = 'copy' | 'download';
export type FullMessageState =
  | { status: 'idle' }
  | { status: 'pending'; action: FullMessageAction }
  | { status: 'done'; action: FullMessageAction }
  | { status: 'error'; message: string };

export function useFullMessage(record: MessageRecord): { state: FullMessageState; run: (action: FullMessageAction) => void } {
  const client = useBridgeClient();
  const [state, setState] = useState<FullMessageState>({ status: 'idle' });

  const run = useCallback(
    (action: FullMessageAction) => {
      setState({ status: 'pending', action });
      const read = (pointer: string) => (offset: number, length: number) => client.logContent(record.seq, { pointer, offset, length }).then((slice) => slice.text);
      Promise.all((record.clipped ?? []).map(async (cut) => [cut.pointer, await readUntil(read(cut.pointer), '', cut.totalChars)] as const))
        .then(async (texts) => {
          const json = JSON.stringify(unclip(record.msg, new Map(texts)), null, 2);
          if (action === 'copy') await navigator.clipboard.writeText(json);
          else downloadFile(json, `message-${record.seq}.json`, 'application/json');
          setState({ status: 'done', action });
        })
        .catch((error: unknown) => setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }));
    },
    [client, record],
  );
  return { state, run };
}
