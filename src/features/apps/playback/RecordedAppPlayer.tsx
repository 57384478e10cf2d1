/**
 * A recorded app, played back (issue 21, item 4): its recorded HTML in a sandboxed frame that can
 * reach no network, driven by the recorded host messages, under a label that says no server is
 * behind it. Restart loads a fresh frame.
 */
import { useMemo, useState } from 'react';
import { offlineAppDocument, OFFLINE_APP_SANDBOX } from '../../../core/apps/playback-frame';
import type { RecordedAppView } from '../../../core/apps/playback-views';
import { sandboxProxyUrl } from '../sandbox-url';
import { AppPlaybackControls } from './AppPlaybackControls';
import { RecordedAppFrame } from './RecordedAppFrame';
import { useRecordedAppSession } from './use-recorded-app-session';

const PROXY_SANDBOX = 'allow-scripts allow-same-origin';
const DEFAULT_HEIGHT = 320;
const MAX_HEIGHT = 800;

export interface RecordedAppPlayerProps {
  view: RecordedAppView;
  /**
   * The bridge's sandbox proxy origin, on a page with a CSP of its own (the inspector the bridge
   * serves): the app is played inside the proxy, as a live app is. Without it (the self-contained
   * viewer, which sets no CSP) the frame is a srcdoc document.
   */
  sandboxOrigin?: string;
}

export function RecordedAppPlayer({ view, sandboxOrigin }: RecordedAppPlayerProps) {
  const [run, setRun] = useState(0);
  return (
    <RecordedAppFrame view={view}>
      <RecordedAppBody key={run} view={view} sandboxOrigin={sandboxOrigin} onRestart={() => setRun((count) => count + 1)} />
    </RecordedAppFrame>
  );
}

function RecordedAppBody({ view, sandboxOrigin, onRestart }: RecordedAppPlayerProps & { onRestart: () => void }) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const html = view.resource?.html;
  const document = useMemo(() => (html === undefined ? undefined : offlineAppDocument(html)), [html]);
  const { session, state } = useRecordedAppSession(view, frame, sandboxOrigin === undefined ? undefined : document);
  if (document === undefined) {
    return <p className="text-xs text-zinc-600 dark:text-zinc-400">The recording has no answer to a resources/read of this uri before the app was shown: there is no HTML to play.</p>;
  }
  const height = Math.min(state?.height ?? DEFAULT_HEIGHT, MAX_HEIGHT);
  return (
    <>
      {session && state && <AppPlaybackControls session={session} state={state} onRestart={onRestart} />}
      {state && state.unanswered.length > 0 && (
        <p data-testid="recorded-app-unanswered" className="text-[11px] text-amber-800 dark:text-amber-300">
          The app asked for {state.unanswered.join(', ')}: not in the recording, answered with an error.
        </p>
      )}
      <iframe
        ref={setFrame}
        title={`Recorded app ${view.uri}`}
        data-testid="recorded-app-frame"
        // The proxy page needs its own origin to run (the app's frame inside it gets none).
        sandbox={sandboxOrigin === undefined ? OFFLINE_APP_SANDBOX : PROXY_SANDBOX}
        // Set once the session listens, so the app's ui/initialize cannot come before it.
        {...(sandboxOrigin === undefined ? { srcDoc: session ? document : undefined } : { src: session ? sandboxProxyUrl(sandboxOrigin, {}) : undefined })}
        style={{ height }}
        className="w-full rounded border border-zinc-200 bg-white dark:border-zinc-800"
      />
    </>
  );
}
