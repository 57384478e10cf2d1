/**
 * The elicitation form needs @rjsf and ajv, which the first page does not; it is loaded when a
 * server first asks for a form (B3/B5/B9 boot time, issue 6).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { ChunkLoading } from '../../ui/ChunkLoading';

const LazyElicitationFormPanel = lazy(() =>
  import('./ElicitationFormPanel').then((module) => ({ default: module.ElicitationFormPanel })),
);

export function ElicitationFormPanel(props: ComponentProps<typeof LazyElicitationFormPanel>) {
  return (
    <Suspense fallback={<ChunkLoading testId="elicitation-form-loading" minHeight={160} label="Loading the form…" />}>
      <LazyElicitationFormPanel {...props} />
    </Suspense>
  );
}
