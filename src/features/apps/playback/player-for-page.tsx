/**
 * The recorded-app player of the inspector the bridge serves, which cannot play one: a srcdoc
 * document inherits its embedder's CSP (HTML, policy containers), and the bridge's
 * `script-src 'self'` would stop the app's inline code. Playing it here needs an origin of its
 * own (the live host's sandbox proxy). The self-contained viewer, which sets no CSP, builds
 * player-for-page.viewer.tsx instead (vite.viewer.config.ts), so this page's entry chunk does not
 * carry ext-apps.
 */
import type { RecordedAppView } from '../../../core/apps/playback-views';
import { RecordedAppFrame } from './RecordedAppFrame';

export function RecordedAppPlayer({ view }: { view: RecordedAppView }) {
  return (
    <RecordedAppFrame view={view}>
      <p data-testid="recorded-app-elsewhere" className="text-xs text-zinc-600 dark:text-zinc-400">
        This page&apos;s security policy would block the app&apos;s own scripts. Export the trace (<span className="font-mono">mcpscope export &lt;trace&gt;</span>) and open the file to play the app offline.
      </p>
    </RecordedAppFrame>
  );
}
