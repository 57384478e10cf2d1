/**
 * The message log asks the page to open the screen a message belongs to (issue 20): the page
 * selects the connection and its tab, and the screen picks out the item (the call, the prompt, the
 * resource). Provided by App, which owns the selection; a new object per request, so asking twice
 * opens it again.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ScreenTab, ScreenTarget } from '../core/screen-target';

interface ScreenFocus {
  /** The last screen asked for, until the person navigates elsewhere. */
  request: ScreenTarget | null;
  open: (target: ScreenTarget) => void;
}

const ScreenFocusContext = createContext<ScreenFocus | null>(null);

export function ScreenFocusProvider({ value, children }: { value: ScreenFocus; children: ReactNode }) {
  return <ScreenFocusContext.Provider value={value}>{children}</ScreenFocusContext.Provider>;
}

/** Opens a message's screen; undefined where no page provides navigation. */
export function useOpenScreen(): ((target: ScreenTarget) => void) | undefined {
  return useContext(ScreenFocusContext)?.open;
}

export function useScreenRequest(): ScreenTarget | null {
  return useContext(ScreenFocusContext)?.request ?? null;
}

/**
 * What the message log asked `tab` of connection `conn` to pick out, found by `find`: returned on
 * the render it is first found in and never again for that request, so the person's own choice
 * wins afterwards. `find` may come up empty until the screen's list has loaded; it is asked again.
 */
export function useRequestedItem<T>(conn: string, tab: ScreenTab, find: (target: ScreenTarget) => T | undefined): T | undefined {
  const request = useScreenRequest();
  const [shown, setShown] = useState<ScreenTarget | null>(null);
  const found = request !== null && request !== shown && request.tab === tab && request.conn === conn ? find(request) : undefined;
  // Setting state while rendering: React re-renders at once with `shown` updated (the documented
  // way to adjust state to a changed input).
  if (found !== undefined) setShown(request);
  return found;
}
