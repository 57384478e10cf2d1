/**
 * The roots of one connection (spec: client/roots). They outlive sessions: a reconnect answers
 * roots/list with what the person set before. The default is an empty list, not the bridge's cwd:
 * mcpscope should not expose a directory of the person's machine they did not choose.
 */
import type { Client } from '@modelcontextprotocol/client';
import type { Root, RootsState } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';

export class RootsStore {
  private roots: Root[] = [];

  get(): RootsState {
    return { roots: structuredClone(this.roots) };
  }

  /** Answers the server's roots/list from whatever the roots are at the time of the request. */
  install(client: Client): void {
    client.setRequestHandler('roots/list', () => ({ roots: structuredClone(this.roots) }));
  }

  /** Replaces the roots; the caller sends notifications/roots/list_changed when connected. */
  set(state: RootsState): Result<RootsState> {
    const checked = validateRoots(state);
    if (!checked.ok) return checked;
    this.roots = checked.value;
    return ok(this.get());
  }
}

export function validateRoots(state: RootsState): Result<Root[]> {
  const roots: Root[] = [];
  for (const [index, root] of state.roots.entries()) {
    // The spec says roots "MUST" be file:// URIs for now, but servers under test may do otherwise;
    // we only insist on a URI the server can parse.
    if (!URL.canParse(root.uri)) return err('bad_request', `roots[${index}].uri is not a valid URI: ${JSON.stringify(root.uri)}`);
    roots.push(root.name === undefined ? { uri: root.uri } : { uri: root.uri, name: root.name });
  }
  return ok(roots);
}
