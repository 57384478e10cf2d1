/**
 * The whole of a message the bridge sent clipped (src/core/clipped-content.ts, issue 6 B3/B4):
 * read from /api/log/:seq/message, then copied or downloaded as JSON. Nothing is fetched until
 * the person asks.
 */
import { useCallback, useState } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
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
      client
        .logMessage(record.seq)
        .then(async (whole) => {
          const json = JSON.stringify(whole.msg, null, 2);
          if (action === 'copy') await navigator.clipboard.writeText(json);
          else downloadFile(json, `message-${record.seq}.json`, 'application/json');
          setState({ status: 'done', action });
        })
        .catch((error: unknown) => setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }));
    },
    [client, record.seq],
  );
  return { state, run };
}
