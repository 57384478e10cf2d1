/** The box a recorded app is shown in, with the label that says no server is behind it. */
import type { ReactNode } from 'react';
import type { RecordedAppView } from '../../../core/apps/playback-views';

export function RecordedAppFrame({ view, children }: { view: RecordedAppView; children: ReactNode }) {
  return (
    <section data-testid="recorded-app" data-view={view.view} className="space-y-1.5 rounded border border-violet-300 p-2 dark:border-violet-800">
      <p className="flex flex-wrap items-baseline gap-2 text-xs">
        <span data-testid="recorded-app-label" className="rounded bg-violet-100 px-1.5 py-0.5 font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-200">
          Recorded app — no server
        </span>
        <span className="font-mono break-all text-zinc-600 dark:text-zinc-400">{view.uri}</span>
      </p>
      {children}
    </section>
  );
}
