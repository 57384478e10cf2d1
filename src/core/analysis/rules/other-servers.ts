/**
 * Which surfaces are "another server" to the cross-server rules (shadowing.ts): a surface of a
 * different origin (by default its `server` name). The same server connected twice (e.g. under two
 * clientInfos) is one server, so its own names never count against it.
 */
import type { ServerSurface } from '../inputs';

const originOf = (surface: ServerSurface): string => surface.origin ?? surface.server;

export function otherServers(surface: ServerSurface, all: readonly ServerSurface[]): ServerSurface[] {
  return all.filter((other) => originOf(other) !== originOf(surface));
}

export function toolNames(surface: ServerSurface): string[] {
  return surface.tools.flatMap((tool) => (typeof tool.name === 'string' ? [tool.name] : []));
}
