import type { SpanOutcome, TimelineSpan } from '../../core/timeline/model';
import { formatLatency } from '../messages/format';
import { ARROW_DY } from './TimelineItemView';

const SPAN_WIDTH = 6;
const SLOT_STEP = 8;

const FILLS: Record<SpanOutcome, string> = {
  open: 'fill-indigo-200 stroke-indigo-500 dark:fill-indigo-900 dark:stroke-indigo-400',
  ok: 'fill-zinc-200 stroke-zinc-400 dark:fill-zinc-700 dark:stroke-zinc-500',
  error: 'fill-red-100 stroke-red-500 dark:fill-red-950 dark:stroke-red-400',
  cancelled: 'fill-orange-100 stroke-orange-500 dark:fill-orange-950 dark:stroke-orange-400',
  abandoned: 'fill-zinc-100 stroke-zinc-400 dark:fill-zinc-900 dark:stroke-zinc-600',
};

function describe(span: TimelineSpan): string {
  const took = span.latencyMs === undefined ? '' : ` · ${formatLatency(span.latencyMs)}`;
  return `${span.method}${took} · ${span.outcome === 'ok' ? 'answered' : span.outcome}`;
}

/**
 * A request's activation bar on the lane that handles it, from the request to its end; an open
 * one runs to the bottom of the diagram. Clicking it selects the request.
 */
export function TimelineSpanView({ span, x, bottom, onSelect }: { span: TimelineSpan; x: number; bottom: number; onSelect: (seq: number) => void }) {
  const top = span.y1 + ARROW_DY;
  const end = (span.y2 ?? bottom) + ARROW_DY;
  return (
    <rect
      data-testid="timeline-span"
      data-request-seq={span.requestSeq}
      data-outcome={span.outcome}
      x={x - SPAN_WIDTH / 2 + span.slot * SLOT_STEP}
      y={top}
      width={SPAN_WIDTH}
      height={Math.max(2, end - top)}
      rx={1}
      className={`cursor-pointer ${FILLS[span.outcome]}`}
      strokeDasharray={span.outcome === 'abandoned' ? '3 2' : undefined}
      onClick={() => onSelect(span.requestSeq)}
    >
      <title>{describe(span)}</title>
    </rect>
  );
}
