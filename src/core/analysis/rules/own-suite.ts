/**
 * Orders about "other tools" that mean the server's own suite (issue 22 false positives): a tool
 * named learn_shopify_api saying "before any other Shopify tools", or instructions saying "before
 * calling any tool of this server". Such an ordering stays visible at medium; the same words
 * about every tool keep the rule's high.
 */
import type { Hit, TextRule } from '../rule';

/** Words of a tool's own name long enough to name its suite: learn_shopify_api gives "learn", "shopify". */
const SUITE_WORD = /[a-z][a-z0-9]{3,}/gi;
const GENERIC_NAME_WORDS = new Set(['tool', 'tools', 'get', 'list', 'create', 'update', 'delete', 'search', 'fetch', 'read', 'write', 'run']);

/** "Before calling any tool of this server": the tools meant are scoped to the server that says it. */
const OF_THIS_SERVER = /^\s+(?:of|in|from|on)\s+(?:this|our|the\s+same)\s+(?:server|mcp\s+server|toolkit|suite|integration)\b/i;

/**
 * "This tool MUST be called before any other Shopify tools", said by learn_shopify_api, or "before
 * calling any tool of this server": the other tools are the server's own suite, so it orders its
 * own tools (medium), not everyone's.
 */
export function ownSuiteIsMedium(inner: TextRule): TextRule {
  return {
    ...inner,
    check: (field) => {
      const name = /^tools\/([^/]+)\//.exec(field.path)?.[1] ?? '';
      const own = (name.match(SUITE_WORD) ?? []).map((word) => word.toLowerCase()).filter((word) => !GENERIC_NAME_WORDS.has(word));
      const scoped = (hit: Hit) =>
        own.some((word) => new RegExp(String.raw`\b${word}\b`, 'i').test(hit.evidence)) || (hit.span !== undefined && OF_THIS_SERVER.test(field.text.slice(hit.span.end, hit.span.end + 60)));
      return inner.check(field).map((hit) => (scoped(hit) ? { ...hit, severity: 'medium' as const } : hit));
    },
  };
}
