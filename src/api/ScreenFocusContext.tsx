/**
 * The message log asks the page to open the screen a message belongs to (issue 20): the page
 * selects the connection and its tab, and the screen picks out the item (the Tools screen, the
 * call). Provided by App, which owns the selection; a new object per request, so asking twice
 * opens it again.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ScreenTarget } from '../core/screen-target';

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
