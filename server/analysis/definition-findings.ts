/**
 * The definition findings of every connection whose surface the tracker holds: the surfaces are
 * grouped as a model is offered them (definition-groups.ts), each group is analysed on the
 * analysis thread, and each connection keeps the findings about its own server.
 */
import type { Finding } from '../../src/core/analysis/finding';
import type { ServerSurface } from '../../src/core/analysis/inputs';
import type { ConnectionSummary } from '../../src/core/bridge-api';
import type { AnalysisThread } from './analysis-thread';
import { definitionGroups } from './definition-groups';

/** A closed or failed connection; one connecting again keeps its place among the servers offered. */
export const isEnded = (connection: ConnectionSummary | undefined): boolean => connection?.state === 'closed' || connection?.state === 'failed';

/** The live connections' surfaces together, each closed one's alone; by connection id. */
export async function definitionFindings(
  surfaces: ReadonlyMap<string, ServerSurface>,
  summaryOf: (conn: string) => ConnectionSummary | undefined,
  analysisThread: AnalysisThread,
): Promise<Map<string, Finding[]>> {
  const entries = [...surfaces].map(([conn, surface]) => {
    const connection = summaryOf(conn);
    return { conn, surface, name: connection?.name ?? conn, version: connection?.lifecycle.serverInfo?.version, live: !isEnded(connection) };
  });
  const groups = definitionGroups(entries);
  const analysed = await Promise.all(groups.map((group) => analysisThread.work({ kind: 'surfaces', surfaces: group.map((entry) => entry.surface) })));
  const byConnection = new Map<string, Finding[]>();
  groups.forEach((group, index) => {
    for (const { conn, surface } of group) byConnection.set(conn, (analysed[index] ?? []).filter((finding) => finding.location.server === surface.server));
  });
  return byConnection;
}
