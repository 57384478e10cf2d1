/**
 * The shadowing family's rule for one tool name offered by two connected servers: low when both
 * describe the same action (two implementations of one tool), medium otherwise.
 */
import type { ServerSurface } from '../inputs';
import type { Hit, SurfaceRule } from '../rule';
import { otherServers } from './other-servers';
import { describeSameAction } from './same-tool';

export const toolNameCollision: SurfaceRule = {
  rule: {
    id: 'shadowing/tool-name-collision',
    family: 'shadowing',
    severity: 'medium',
    title: 'Tool name offered by another server too',
    summary:
      'Two connected servers list a tool with exactly the same name. A client that merges tool lists may call the wrong one, and a malicious server can take over a trusted tool\'s name. ' +
      'Reported on each server that has the name; the same server connected twice does not count. ' +
      'Low when every other tool of that name opens its description saying the same thing (beyond the words of the name: "Perform click on a web page" on two browser servers of one family), since either does what was asked; medium when they say different things ("Counts the words in a text" against "Gets the number of documents in a collection").',
    remediation:
      'Rename one of the tools, or have the client prefix tool names with the server name. Check which server should really answer this tool.',
  },
  check(surface, all) {
    const owners = new Map<string, { server: string; tool: NamedTool['tool'] }[]>();
    for (const other of otherServers(surface, all)) {
      for (const { name, tool } of uniquelyNamed(other)) owners.set(name, [...(owners.get(name) ?? []), { server: other.server, tool }]);
    }
    return uniquelyNamed(surface).flatMap(({ name, tool }): Hit[] => {
      const others = owners.get(name);
      if (!others) return [];
      const list = others.map(({ server }) => `"${server}"`).join(', ');
      const path = `tools/${name}/name`;
      if (others.every((other) => describeSameAction(tool, other.tool))) {
        return [{ message: `"${name}" is also a tool of server ${list}, described as doing the same thing: likely two implementations of one tool, though a client may call either.`, evidence: name, path, severity: 'low' }];
      }
      return [{ message: `"${name}" is also a tool of server ${list}; the two can be confused or one can shadow the other.`, evidence: name, path }];
    });
  },
};

interface NamedTool {
  name: string;
  tool: ServerSurface['tools'][number];
}

/** A server's tools with a string name, the first of each name only. */
function uniquelyNamed(surface: ServerSurface): NamedTool[] {
  const byName = new Map<string, NamedTool>();
  for (const tool of surface.tools) if (typeof tool.name === 'string' && !byName.has(tool.name)) byName.set(tool.name, { name: tool.name, tool });
  return [...byName.values()];
}
