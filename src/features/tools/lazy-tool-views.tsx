/**
 * The tool views that need @rjsf and ajv, loaded on first use so the first page stays small
 * (together they were ~550 KB of an 810 KB entry chunk). Each fallback keeps roughly the space of
 * what it stands in for, so the layout barely moves when the chunk arrives.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { ChunkLoading } from '../../ui/ChunkLoading';
import type { CallComposerProps } from './CallComposer';
import type { ResultBodyProps } from './ResultBody';

const LazyCallComposer = lazy(() => import('./CallComposer').then((module) => ({ default: module.CallComposer })));

/**
 * The result view once its chunk has loaded. React.lazy only starts its own load on first render,
 * so even with the chunk already fetched, the first result suspended for a microtask, showed the
 * fallback, and React held the result back ~300 ms (its Suspense reveal throttle) (B4).
 */
let LoadedResultBody: ComponentType<ResultBodyProps> | undefined;
let resultBodyLoad: Promise<ComponentType<ResultBodyProps>> | undefined;
const loadResultBody = () =>
  (resultBodyLoad ??= import('./ResultBody').then((module) => (LoadedResultBody = module.ResultBody)));
const LazyResultBody = lazy(() => loadResultBody().then((component) => ({ default: component })));

export function CallComposer(props: CallComposerProps) {
  // The result view is fetched while the person fills the form, not when the first result
  // arrives: a bridge busy analysing a huge result would serve the chunk seconds late (B4).
  useEffect(() => void loadResultBody(), []);
  return (
    <Suspense fallback={<ChunkLoading testId="call-composer-loading" minHeight={220} label="Loading the arguments form…" />}>
      <LazyCallComposer {...props} />
    </Suspense>
  );
}

export function ResultBody(props: ResultBodyProps) {
  // Chosen once per mount, so a view that started lazy is not remounted when the chunk arrives.
  const [Loaded] = useState(() => LoadedResultBody);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<ChunkLoading testId="result-body-loading" minHeight={64} label="Loading the result view…" />}>
      <LazyResultBody {...props} />
    </Suspense>
  );
}
