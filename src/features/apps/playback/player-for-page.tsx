/**
 * The recorded-app player of the inspector the bridge serves. A srcdoc document would inherit this
 * page's CSP (HTML, policy containers), whose `script-src 'self'` stops an app's inline code, so
 * the app is played inside the bridge's sandbox proxy, on its own origin, as a live app is. The
 * player is loaded on first use, so this page's entry chunk does not carry it. The self-contained
 * viewer, which sets no CSP, builds player-for-page.viewer.tsx instead (vite.viewer.config.ts).
 */
import { lazy, Suspense } from 'react';
import type { RecordedAppView } from '../../../core/apps/playback-views';
import { RecordedAppFrame } from './RecordedAppFrame';
import { useSandboxOrigin } from './use-sandbox-origin';

const ProxiedPlayer = lazy(async () => ({ default: (await import('./RecordedAppPlayer')).RecordedAppPlayer }));

export function RecordedAppPlayer({ view }: { view: RecordedAppView }) {
  const sandbox = useSandboxOrigin();
  if (sandbox.status === 'pending') return <Waiting view={view} />;
  if (sandbox.origin === undefined) {
    return (
      <RecordedAppFrame view={view}>
        <p data-testid="recorded-app-elsewhere" className="text-xs text-zinc-600 dark:text-zinc-400">
          This page has no app sandbox to play the app in. Export the trace (<span className="font-mono">mcpscope export &lt;trace&gt;</span>) and open the file to play the app offline.
        </p>
      </RecordedAppFrame>
    );
  }
  return (
    <Suspense fallback={<Waiting view={view} />}>
      <ProxiedPlayer view={view} sandboxOrigin={sandbox.origin} />
    </Suspense>
  );
}

function Waiting({ view }: { view: RecordedAppView }) {
  return (
    <RecordedAppFrame view={view}>
      <p className="text-xs text-zinc-500">Loading the recorded app…</p>
    </RecordedAppFrame>
  );
}
