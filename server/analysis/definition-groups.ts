/**
 * Which connections' definitions are analysed together, under which names (issue 20, item 3).
 * Cross-server rules (shadowing, name collisions) weigh a server against the others a model is
 * offered now: the live connections. A closed or failed connection offers nothing, so it is
 * analysed alone, on the definitions it last listed.
 *
 * Two live connections whose server gives the same serverInfo name and version and lists the same
 * tool definitions are one server connected twice, not a collision: a model picks the same tool
 * whichever it calls. The launch command or URL is no test of that, since one server is often
 * connected over two transports, or once from npx and once from a local build. A server that
 * differs in any tool definition is another server, which is when a shared name can mislead.
 */
import type { ServerSurface } from '../../src/core/analysis/inputs';
import { canonicalJson } from '../../src/core/list-diff';

export interface ConnectionSurface {
  conn: string;
  /** The connection's own name: it tells apart two surfaces with one server name. */
  name: string;
  /** serverInfo.version, part of what makes two connections one server. */
  version: string | undefined;
  /** False once the connection is closed or failed: its tools are no longer offered. */
  live: boolean;
  surface: ServerSurface;
}

export interface NamedSurface {
  conn: string;
  /** The surface under a server name of its own within its group, so findings find their connection. */
  surface: ServerSurface;
}

/** The live connections as one group, then each other connection alone. */
export function definitionGroups(entries: readonly ConnectionSurface[]): NamedSurface[][] {
  const live = entries.filter((entry) => entry.live);
  const alone = entries.filter((entry) => !entry.live).map((entry) => [{ conn: entry.conn, surface: entry.surface }]);
  return live.length > 0 ? [named(live), ...alone] : alone;
}

/** Distinct names where two surfaces share one; a connection to a server listed before gets that one's name as its origin. */
function named(group: readonly ConnectionSurface[]): NamedSurface[] {
  const toolsJson = new Map<ConnectionSurface, string>();
  const tools = (entry: ConnectionSurface) => toolsJson.get(entry) ?? toolsJson.set(entry, canonicalJson(entry.surface.tools)).get(entry);
  const sameServer = (a: ConnectionSurface, b: ConnectionSurface) => a.surface.server === b.surface.server && a.version === b.version && tools(a) === tools(b);
  const nameOf = (entry: ConnectionSurface) => {
    const shared = group.some((other) => other !== entry && other.surface.server === entry.surface.server);
    return shared ? `${entry.surface.server} (${entry.name}, #${group.indexOf(entry) + 1})` : entry.surface.server;
  };
  return group.map((entry) => {
    const server = nameOf(entry);
    if (server === entry.surface.server) return { conn: entry.conn, surface: entry.surface };
    const first = group.find((other) => other === entry || sameServer(other, entry)) ?? entry;
    return { conn: entry.conn, surface: { ...entry.surface, server, origin: nameOf(first) } };
  });
}
