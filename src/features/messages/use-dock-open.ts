/**
 * Whether the message dock is open: collapsed unless the person opened it last time, so the work
 * above gets the height (issue 20 §5). Remembered per browser; Ctrl+` toggles it from anywhere.
 */
import { useCallback, useEffect, useState } from 'react';
import { TOGGLE_SHORTCUT } from './MessageLogSummary';

const OPEN_KEY = 'mcpscope.messages.open';

function readOpen(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/** `show` opens it for this page view (another view asked for a message) without remembering. */
export function useDockOpen(): { open: boolean; toggle: () => void; show: () => void } {
  const [open, setOpen] = useState(readOpen);

  const toggle = useCallback(() => {
    setOpen(!open);
    try {
      localStorage.setItem(OPEN_KEY, String(!open));
    } catch {
      // Remembered for this page view only.
    }
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && !event.altKey && !event.metaKey && event.code === TOGGLE_SHORTCUT.code) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return { open, toggle, show: useCallback(() => setOpen(true), []) };
}
