/**
 * The titles of every connection's tools, so the timeline names a tools/call by its title before
 * its name (issue 20). The tool lists are the Tools screen's cached queries; the timeline reads
 * them for every connection, as it may show them all.
 */
import { useQueries } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import type { ConnectionSummary } from '../../core/bridge-api';
import { titlesByName } from '../tools/tool-title';
import { toolSummariesQuery } from '../tools/use-tools-data';

export type ToolTitleOf = (conn: string, tool: string) => string | undefined;

export function useToolTitles(connections: readonly ConnectionSummary[] | undefined): ToolTitleOf {
  const client = useBridgeClient();
  const titles = useQueries({
    queries: (connections ?? []).map((connection) => toolSummariesQuery(client, connection)),
    combine: (results) => new Map(results.map((result, index) => [connections?.[index]?.id, titlesByName(result.data?.tools ?? [])])),
  });
  return (conn, tool) => titles.get(conn)?.get(tool);
}
