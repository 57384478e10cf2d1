/**
 * "31,204": fixed grouping, so finding messages do not depend on the runtime's locale. Its own
 * module, apart from tokens.ts, so the SPA can format counts without bundling the tokenizer.
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
