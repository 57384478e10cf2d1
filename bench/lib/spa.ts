/** Page-side conditions several benchmarks wait for (see `__bench.frameWhen` in browser.ts). */

/** The Tools tab lists the connection's tools: its count is shown and at least one row is rendered. */
export const TOOLS_LISTED = `() => /\\d+ tools/.test(__bench.text('[data-testid="tool-count"]')) && document.querySelector('[data-testid="tool-row"]')`;

/** Resolves with performance.now() (ms since navigation start) of the frame that lists the tools. */
export function toolsListedSinceNavigation(timeoutMs = 60_000): string {
  return `__bench.frameWhen(${TOOLS_LISTED}, ${timeoutMs})`;
}

/**
 * The message dock starts collapsed to one line (issue 20): an expression that opens it when it is
 * closed, for figures that read its rows or count. Used inside a `frameWhen` condition, so it acts
 * as soon as the dock exists and stops once it is open.
 */
export const OPEN_MESSAGE_LOG = `document.querySelector('[data-testid="message-log-toggle"][aria-expanded="false"]')?.click()`;
