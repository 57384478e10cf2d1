/**
 * An opened trace's prompts/get or resources/read requests for one prompt or resource, each with
 * its MRTR rounds and outcome (issue 18, item 8): what the Prompts and Resources screens show of a
 * recording, where a live session shows the answer to its own Get or Read. Playback invalidates
 * every query, so this follows the playback position.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import type { ConnectionSummary } from '../../core/bridge-api';
import type { RecordedRead } from '../../core/trace-session/recorded-reads';

export function useRecordedReads(connection: ConnectionSummary, method: RecordedRead['method'], matches: (target: string) => boolean): RecordedRead[] {
  const client = useBridgeClient();
  const recordedReads = client.recordedReads?.bind(client);
  const query = useQuery({
    queryKey: ['recorded-reads', connection.id],
    queryFn: () => recordedReads!(connection.id),
    enabled: connection.recorded === true && recordedReads !== undefined,
  });
  return useMemo(() => (query.data ?? []).filter((read) => read.method === method && matches(read.target)), [query.data, method, matches]);
}
