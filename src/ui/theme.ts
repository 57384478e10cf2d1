/**
 * Light, dark or follow the system. The choice is stored per browser; the `dark` class on <html>
 * drives Tailwind's class-based dark variant (src/index.css). Reading and applying it needs no
 * React and lives in theme-preference.ts, for the page's small entry.
 */
import { useEffect, useState } from 'react';
import { applyTheme, DARK_QUERY, readThemePreference, THEME_STORAGE_KEY, type ThemePreference } from './theme-preference';

export function useTheme(): [ThemePreference, (next: ThemePreference) => void] {
  const [preference, setPreference] = useState(readThemePreference);

  useEffect(() => {
    applyTheme(preference);
    try {
      if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // Storage may be disabled: the choice then lasts for this page view.
    }
    if (preference !== 'system') return;
    const media = matchMedia(DARK_QUERY);
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [preference]);

  return [preference, setPreference];
}
