/** react-markdown is loaded on the first Markdown resource, not with the first page. */
import { lazy, Suspense } from 'react';
import type { MarkdownViewProps } from './MarkdownView';

const LazyMarkdownView = lazy(() => import('./MarkdownView'));

export function MarkdownView(props: MarkdownViewProps) {
  return (
    <Suspense fallback={<pre className="font-mono text-xs whitespace-pre-wrap text-zinc-500">{props.text.slice(0, 2000)}</pre>}>
      <LazyMarkdownView {...props} />
    </Suspense>
  );
}
