/**
 * A server that points the model at its OWN tools (issue 22 false-positive risks): mongodb-mcp-server's
 * "LLM: use the collection-indexes tool" is how a suite says which of its tools goes first. Shadowing
 * means steering the model to another server's tool, so a redirection whose words name a tool of the
 * same server stays at medium, even when it adds "without asking": still shown, never a high; a
 * plain pointer to a sibling is low.
 */
import { atLeast, type Finding } from '../finding';
import type { ServerSurface } from '../inputs';

const REDIRECTION = 'injected-instructions/directs-other-tool';

/** Whether `words` name `tool` as a whole word (names hold "-", "_" and ".", which \b does not respect). */
function names(words: string, tool: string): boolean {
  const at = words.toLowerCase().indexOf(tool.toLowerCase());
  if (at < 0) return false;
  const edge = /[\p{L}\p{N}_-]/u;
  return !edge.test(words.charAt(at - 1)) && !edge.test(words.charAt(at + tool.length));
}

/**
 * `finding` on `text`, when it redirects to a sibling tool of `surface` rather than another
 * server's: a covert redirection (high) is lowered to medium, a plain pointer (medium, "use the
 * list_languages tool") to low, since that is how a suite documents its own workflow.
 */
export function ownSuiteCall(finding: Finding, text: string, surface: ServerSurface): Finding {
  const span = finding.location.span;
  if (finding.ruleId !== REDIRECTION || !atLeast(finding.severity, 'medium') || !span) return finding;
  const own = /^tools\/([^/]+)\//.exec(finding.location.path)?.[1];
  const words = text.slice(span.start, span.end);
  const sibling = surface.tools.map((tool) => tool.name).find((name): name is string => typeof name === 'string' && name !== own && names(words, name));
  if (!sibling) return finding;
  const severity = atLeast(finding.severity, 'high') ? 'medium' : 'low';
  return { ...finding, severity, message: `${finding.message} "${sibling}" is a tool of this same server, so this orders its own suite.` };
}
