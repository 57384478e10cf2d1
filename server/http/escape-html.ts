/** Text for HTML the bridge writes itself (the OAuth callback page, the browser launch page). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
