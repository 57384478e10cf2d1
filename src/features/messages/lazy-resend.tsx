/** The re-send panel, loaded on first use: it brings the spec's zod schemas, which the first page does without. */
import { lazy, Suspense } from 'react';
import { ChunkLoading } from '../../ui/ChunkLoading';
import type { ResendPanelProps } from './ResendPanel';

const LazyResendPanel = lazy(() => import('./ResendPanel').then((module) => ({ default: module.ResendPanel })));

export function ResendPanel(props: ResendPanelProps) {
  return (
    <Suspense fallback={<ChunkLoading testId="resend-loading" minHeight={200} label="Loading the request editor…" />}>
      <LazyResendPanel {...props} />
    </Suspense>
  );
}
