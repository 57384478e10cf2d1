/** Light or dark as the page shows it now (src/ui/theme.ts sets the `dark` class on <html>), so an app's host context follows mcpscope's theme. */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function currentTheme(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function useDocumentTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, currentTheme);
}
