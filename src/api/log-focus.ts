/**
 * Which message another view asked the message log to show: the timeline (issue 5 §3) selects a
 * message here, and the log dock scrolls to it and opens it. Framework-free and owned by the
 * page's MessageStore, so a trace and the live session each have their own, and no view reaches
 * into another's state.
 */

/** A new object per request, so asking twice for the same message shows it again. */
export interface LogFocusRequest {
  readonly seq: number;
}

export class LogFocus {
  private current: LogFocusRequest | null = null;
  private readonly listeners = new Set<() => void>();

  show = (seq: number): void => {
    this.current = { seq };
    for (const listener of this.listeners) listener();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): LogFocusRequest | null => this.current;
}
