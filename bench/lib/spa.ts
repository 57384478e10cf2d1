/** Page-side conditions several benchmarks wait for (see `__bench.frameWhen` in browser.ts). */

/** The Tools tab lists the connection's tools: its count is shown and at least one row is rendered. */
export const TOOLS_LISTED = `() => /\\d+ tools/.test(__bench.text('[data-testid="tool-count"]')) && document.querySelector('[data-testid="tool-row"]')`;

/** Resolves with performance.now() (ms since navigation start) of the frame that lists the tools. */
export function toolsListedSinceNavigation(timeoutMs = 60_000): string {
  return `__bench.frameWhen(${TOOLS_LISTED}, ${timeoutMs})`;
}
