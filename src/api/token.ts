/**
 * The per-run bridge token arrives in the URL fragment (`#token=...`), which browsers never send
 * to the server. It is moved to sessionStorage, so a reload of this tab keeps working, and
 * removed from the visible URL, so it does not end up in screenshots, history or bookmarks.
 */
const STORAGE_KEY = 'mcpscope.token';

export function takeToken(): string | null {
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('token');
  if (fromHash) {
    try {
      sessionStorage.setItem(STORAGE_KEY, fromHash);
    } catch {
      // Storage can be disabled; the token still works for this page view.
    }
    history.replaceState(history.state, '', location.pathname + location.search);
    return fromHash;
  }
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
