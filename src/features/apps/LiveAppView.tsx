/**
 * A live app under its tool's result: the sandbox proxy frame, the display-mode switcher, a link
 * the app wants opened (waiting for the person's consent) and what the app said. Props only; the
 * AppBridge lives in use-live-app.ts.
 */
import type { McpUiDisplayMode } from '@modelcontextprotocol/ext-apps/app-bridge';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { AppNotes } from './AppNotes';
import type { LiveApp } from './use-live-app';

const MODE_SEGMENTS = [
  { value: 'inline', content: 'Inline' },
  { value: 'fullscreen', content: 'Fullscreen' },
  { value: 'pip', content: 'Picture-in-picture' },
] as const satisfies readonly { value: McpUiDisplayMode; content: string }[];

/** Where the frame sits in each mode: the same element throughout, since moving an iframe reloads it. */
const FRAME_BOX: Record<McpUiDisplayMode, string> = {
  inline: 'relative w-full rounded border border-zinc-200 dark:border-zinc-800',
  fullscreen: 'fixed inset-0 z-50 flex flex-col bg-white dark:bg-zinc-950',
  pip: 'fixed right-4 bottom-4 z-40 flex h-80 w-[28rem] flex-col rounded-lg border border-zinc-300 bg-white shadow-xl dark:border-zinc-700 dark:bg-zinc-950',
};

/** Until the app reports its size; the spec leaves the first height to the host. */
const INITIAL_HEIGHT = 240;

export interface LiveAppViewProps {
  app: LiveApp;
  uri: string;
  proxyUrl: string;
  frameRef: (frame: HTMLIFrameElement | null) => void;
}

export function LiveAppView({ app, uri, proxyUrl, frameRef }: LiveAppViewProps) {
  const mode = app.displayMode;
  return (
    <section aria-label="MCP App" data-testid="live-app" data-display-mode={mode} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <h3 className="font-semibold tracking-wide text-zinc-500 uppercase">App</h3>
        <span className="min-w-0 truncate font-mono text-zinc-500">{uri}</span>
        <SegmentedControl label="Display mode" segments={MODE_SEGMENTS} value={mode} onChange={app.setDisplayMode} className="ml-auto" testId="app-display-mode" />
      </div>
      {app.problem && <ErrorNotice testId="app-problem" title="The app could not run" message={app.problem} />}
      {app.recordingFailed && <p className="text-xs text-amber-700 dark:text-amber-300">Some of the app’s messages could not be recorded; the message log misses them.</p>}
      {app.consent && <LinkConsentPrompt url={app.consent.url} onAnswer={app.consent.answer} />}
      <div className={FRAME_BOX[mode]}>
        {mode !== 'inline' && (
          <div className="flex items-center justify-end border-b border-zinc-200 px-2 py-1 dark:border-zinc-800">
            <Button variant="ghost" data-testid="app-exit-mode" onClick={() => app.setDisplayMode('inline')}>
              Back to inline
            </Button>
          </div>
        )}
        <iframe
          ref={frameRef}
          src={proxyUrl}
          title={`MCP App ${uri}`}
          data-testid="app-frame"
          // The proxy page needs its own origin (spec, "Sandbox proxy" 2); the app's frame inside it gets none.
          sandbox="allow-scripts allow-same-origin allow-forms"
          className={mode === 'inline' ? 'block w-full' : 'block min-h-0 w-full flex-1'}
          style={mode === 'inline' ? { height: app.height ?? INITIAL_HEIGHT } : undefined}
        />
      </div>
      <AppNotes notes={app.notes} />
    </section>
  );
}

function LinkConsentPrompt({ url, onAnswer }: { url: string; onAnswer: (open: boolean) => void }) {
  return (
    // Fixed at the top of the window: the person clicked somewhere inside the app, maybe far below, or in fullscreen.
    <div
      role="alertdialog"
      aria-label="The app asks to open a link"
      data-testid="app-link-consent"
      className="fixed top-14 left-1/2 z-[60] w-[32rem] max-w-[90vw] -translate-x-1/2 rounded border border-amber-300 bg-amber-50 p-3 text-xs text-amber-900 shadow-lg dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <p className="font-semibold">The app asks to open a link</p>
      <p className="mt-1 font-mono break-all" data-testid="app-link-url">
        {url}
      </p>
      <div className="mt-2 flex gap-2">
        <Button variant="primary" data-testid="app-link-open" onClick={() => onAnswer(true)}>
          Open in a new tab
        </Button>
        <Button data-testid="app-link-refuse" onClick={() => onAnswer(false)}>
          Don’t open
        </Button>
      </div>
    </div>
  );
}
