/**
 * The per-run bridge token arrives in the URL fragment (`#token=...`), which browsers never send
 * to the server. It is moved to sessionStorage, so a reload of this tab keeps working, and
 * removed from the visible URL, so it does not end up in screenshots, history or bookmarks.
 *
 * `mcpscope open <trace>` adds `trace=1`: the page opens the trace the bridge serves. It is kept
 * the same way, so a reload shows the trace again.
 */
const TOKEN_KEY = 'mcpscope.token';
const TRACE_KEY = 'mcpscope.openTrace';

export interface LaunchFragment {
  token: string | null;
  openTrace: boolean;
}

function remember(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage can be disabled; the value still works for this page view.
  }
}

function recall(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function takeLaunchFragment(): LaunchFragment {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const fromHash = fragment.get('token');
  if (fromHash) {
    const openTrace = fragment.get('trace') === '1';
    remember(TOKEN_KEY, fromHash);
    remember(TRACE_KEY, openTrace ? '1' : '');
    history.replaceState(history.state, '', location.pathname + location.search);
    return { token: fromHash, openTrace };
  }
  return { token: recall(TOKEN_KEY), openTrace: recall(TRACE_KEY) === '1' };
}
