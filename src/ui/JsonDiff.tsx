/**
 * A side-by-side diff of two JSON texts. Tiny on purpose, like CodeEditor: Monaco's diff editor is
 * downloaded only when the first JsonDiff mounts.
 */
import { lazy, Suspense } from 'react';

export interface JsonDiffProps {
  before: string;
  after: string;
  /** CSS height, e.g. 320 or '40vh'. */
  height: number | string;
  /** Accessible name of the diff. */
  ariaLabel: string;
  testId?: string;
}

const JsonDiffMonaco = lazy(() => import('./monaco-editors').then((module) => ({ default: module.JsonDiffMonaco })));

export function JsonDiff(props: JsonDiffProps) {
  return (
    <Suspense fallback={<JsonDiffFallback {...props} />}>
      <JsonDiffMonaco {...props} />
    </Suspense>
  );
}

/** While Monaco loads, both texts side by side: readable at once, and nothing jumps. */
function JsonDiffFallback({ before, after, height, testId }: JsonDiffProps) {
  return (
    <div data-testid={testId} data-editor-state="loading" style={{ height }} className="grid grid-cols-2 gap-2 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 dark:border-zinc-800 dark:bg-zinc-900">
      {[before, after].map((text, index) => (
        <pre key={index} className="font-mono text-xs whitespace-pre-wrap text-zinc-500 dark:text-zinc-400">
          {text}
        </pre>
      ))}
    </div>
  );
}
