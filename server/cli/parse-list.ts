/**
 * `mcpscope list` arguments (issue 20):
 *   mcpscope list tools|prompts|resources|templates
 *                 (--stdio "…" | --url … [--transport http|sse] [--header …]… | --config <mcp.json> [--server <name>])
 *                 [--timeout <ms>] [--protocol auto|legacy|modern]
 */
import type { ListKind } from '../../src/core/bridge-api';
import { parseOneServer, type OneServerOptions } from './parse-one-server';

export interface ListOptions extends OneServerOptions {
  kind: ListKind;
}

/** The words on the command line; `templates` are resources/templates/list. */
export const LIST_WORDS: Record<string, ListKind> = { tools: 'tools', prompts: 'prompts', resources: 'resources', templates: 'resourceTemplates' };

const DEFAULT_TIMEOUT_MS = 30_000;

export function parseList(argv: readonly string[], cwd: string): { ok: true; options: ListOptions } | { ok: false; usageError: string } {
  const parsed = parseOneServer(argv, 'list', DEFAULT_TIMEOUT_MS, cwd);
  if (!parsed.ok) return parsed;
  const [word, extra] = parsed.positionals;
  const words = Object.keys(LIST_WORDS).join(', ');
  if (word === undefined) return { ok: false, usageError: `list needs what to list: ${words}` };
  const kind = Object.hasOwn(LIST_WORDS, word) ? LIST_WORDS[word] : undefined;
  if (kind === undefined) return { ok: false, usageError: `list: "${word}" is not a list; the lists are ${words}` };
  if (extra !== undefined) return { ok: false, usageError: `list: unexpected argument "${extra}"` };
  return { ok: true, options: { ...parsed.options, kind } };
}
