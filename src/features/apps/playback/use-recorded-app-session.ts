/** A playback session for one rendered frame: created once the frame exists, disposed with it. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RecordedAppView } from '../../../core/apps/playback-views';
import { RecordedAppSession, type AppPlaybackState } from './recorded-app-session';

export interface RecordedAppPlayback {
  session: RecordedAppSession | null;
  state: AppPlaybackState | null;
}

const NO_STATE = () => null;
const NO_SUBSCRIPTION = () => () => undefined;

/**
 * `frame` is the iframe element once mounted. The session listens before the frame gets its
 * document (the caller sets srcdoc only once `session` is set), so the app's first message,
 * its ui/initialize, cannot be missed.
 */
export function useRecordedAppSession(view: RecordedAppView, frame: HTMLIFrameElement | null, proxiedHtml?: string): RecordedAppPlayback {
  const [session, setSession] = useState<RecordedAppSession | null>(null);
  useEffect(() => {
    const target = frame?.contentWindow;
    if (!target) return undefined;
    const created = new RecordedAppSession(view, target, proxiedHtml);
    let disposed = false;
    void created.start().then(() => {
      if (!disposed) setSession(created);
    });
    return () => {
      disposed = true;
      created.dispose();
      setSession(null);
    };
  }, [view, frame, proxiedHtml]);
  const state = useSyncExternalStore(session?.subscribe ?? NO_SUBSCRIPTION, session?.getState ?? NO_STATE);
  return { session, state };
}
