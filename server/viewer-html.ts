/**
 * The self-contained viewer page (dist/viewer/viewer.html) that exports embed a trace in: built on
 * first use from the sources, shipped built in the package, like the UI (spa-build.ts). Shared by `mcpscope export` and the bridge's export
 * routes. Concurrent callers share one build: two Vite builds into one folder would clobber it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureSpaBuilt, viewerLayout } from './spa-build';

export type ViewerHtml = () => Promise<string>;

export function viewerHtmlSource(repoRoot: string, log: (line: string) => void): ViewerHtml {
  let pending: Promise<string> | null = null;
  return () => {
    pending ??= (async () => {
      const layout = viewerLayout(repoRoot);
      return readFile(path.join(await ensureSpaBuilt(layout, log), layout.entry), 'utf8');
    })().finally(() => {
      // Only the build in flight is shared: the next export checks the sources again.
      pending = null;
    });
    return pending;
  };
}
