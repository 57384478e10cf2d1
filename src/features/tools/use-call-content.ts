/** Where each clipped string of a call's result is read from: the bridge's content route (issue 6, B4). */
import { useMemo } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import type { CallRecord } from '../../core/bridge-api';
import type { ClippedSource } from './use-clipped-text';

/** By JSON Pointer into the result; undefined for a string that was sent whole. */
export type ClippedSources = (pointer: string) => ClippedSource | undefined;

export function useCallContent(call: CallRecord): ClippedSources | undefined {
  const client = useBridgeClient();
  const { conn, id, tool, clipped } = call;
  return useMemo(() => {
    if (!clipped || clipped.length === 0) return undefined;
    // One source per pointer, kept for the call: the text a person loaded survives re-renders.
    const sources = new Map<string, ClippedSource>(
      clipped.map((cut, index) => [
        cut.pointer,
        {
          totalChars: cut.totalChars,
          fileName: `${tool}-${id}${clipped.length > 1 ? `-${index}` : ''}.txt`,
          read: (offset, length) => client.callContent(conn, id, { pointer: cut.pointer, offset, length }).then((slice) => slice.text),
        },
      ]),
    );
    return (pointer: string) => sources.get(pointer);
  }, [client, conn, id, tool, clipped]);
}
