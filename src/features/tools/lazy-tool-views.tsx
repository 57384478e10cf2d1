/**
 * The tool views that need @rjsf and ajv, loaded on first use so the first page stays small
 * (together they were ~550 KB of an 810 KB entry chunk). Each fallback keeps roughly the space of
 * what it stands in for, so the layout barely moves when the chunk arrives.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Preloaded, preloadable } from '../../ui/preloadable';
import { ChunkLoading } from '../../ui/ChunkLoading';
import type { CallComposerProps } from './CallComposer';
import type { ResultBodyProps } from './ResultBody';

const LazyCallComposer = lazy(() => import('./CallComposer').then((module) => ({ default: module.CallComposer })));

/** The result view, fetched ahead while the person fills the form (see CallComposer). */
const resultBody = preloadable<ResultBodyProps>(() => import('./ResultBody').then((module) => module.ResultBody));

export function CallComposer(props: CallComposerProps) {
  // The result view is fetched while the person fills the form, not when the first result
  // arrives: a bridge busy analysing a huge result would serve the chunk seconds late (B4).
  useEffect(() => void resultBody.preload(), []);
  return (
    <Suspense fallback={<ChunkLoading testId="call-composer-loading" minHeight={220} label="Loading the arguments form…" />}>
      <LazyCallComposer {...props} />
    </Suspense>
  );
}

/** Rendered directly once its chunk is here, so the first result is not held back by Suspense (B4). */
export function ResultBody(props: ResultBodyProps) {
  return <Preloaded view={resultBody} props={props} fallback={<ChunkLoading testId="result-body-loading" minHeight={64} label="Loading the result view…" />} />;
}
