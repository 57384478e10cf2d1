import { memo, type KeyboardEvent } from 'react';
import { fitLabel } from '../../core/timeline/geometry';
import { titledLabel } from '../../core/timeline/labels';
import type { TimelineItem, TimelineItemKind } from '../../core/timeline/model';
import { formatLatency } from '../messages/format';

/** Where, within an item's row, its arrow runs and its label sits. */
export const ARROW_DY = 16;
const LABEL_DY = 12;

const STROKES: Record<TimelineItemKind, string> = {
  request: 'stroke-indigo-500 fill-indigo-500 dark:stroke-indigo-400 dark:fill-indigo-400',
  response: 'stroke-emerald-600 fill-emerald-600 dark:stroke-emerald-400 dark:fill-emerald-400',
  error: 'stroke-red-600 fill-red-600 dark:stroke-red-400 dark:fill-red-400',
  notification: 'stroke-zinc-400 fill-zinc-400 dark:stroke-zinc-500 dark:fill-zinc-500',
  progress: 'stroke-amber-500 fill-amber-500 dark:stroke-amber-400 dark:fill-amber-400',
  cancel: 'stroke-orange-600 fill-orange-600 dark:stroke-orange-400 dark:fill-orange-400',
  pollution: 'stroke-red-600 fill-red-600 dark:stroke-red-400 dark:fill-red-400',
  lifecycle: 'stroke-sky-600 fill-sky-600 dark:stroke-sky-400 dark:fill-sky-400',
  stderr: 'stroke-zinc-400 fill-zinc-400 dark:stroke-zinc-500 dark:fill-zinc-500',
  note: 'stroke-zinc-500 fill-zinc-500',
  'client-error': 'stroke-red-600 fill-red-600 dark:stroke-red-400 dark:fill-red-400',
  csp: 'stroke-amber-600 fill-amber-600 dark:stroke-amber-400 dark:fill-amber-400',
  'server-span': 'stroke-teal-600 fill-teal-600 dark:stroke-teal-400 dark:fill-teal-400',
};

/** Responses come back dashed, as in UML sequence diagrams; notifications expect no answer, so dotted. */
function dash(kind: TimelineItemKind): string | undefined {
  if (kind === 'response' || kind === 'error') return '5 3';
  if (kind === 'notification' || kind === 'progress') return '2 3';
  return undefined;
}

const LATE: Record<NonNullable<TimelineItem['late']>, string> = {
  cancelled: 'after cancel',
  ok: 'after the response',
  error: 'after the response',
  abandoned: 'after the connection ended',
};

function fullLabel(item: TimelineItem, toolTitle: string | undefined): string {
  const late = item.late ? ` (${LATE[item.late]})` : '';
  const latency = item.latencyMs === undefined ? '' : ` · ${formatLatency(item.latencyMs)}`;
  const prefix = item.kind === 'stderr' ? 'stderr: ' : item.kind === 'client-error' ? 'client error: ' : '';
  // An attempt of an MRTR call (issue 18): which one, so the grouped call reads in order.
  const attempt = item.attempt === undefined ? '' : `#${item.attempt} `;
  return `${item.problem && item.kind !== 'client-error' ? '⚠ ' : ''}${prefix}${attempt}${titledLabel(item, toolTitle)}${latency}${late}`;
}

/** Enter and Space select a focused row, as a click does. */
export function selectOnKey(event: KeyboardEvent, select: () => void): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  select();
}

/**
 * One record on the diagram: an arrow between two lanes with its label above it, or a mark on a
 * lane with its label beside it. The whole row is the hit target, so a thin arrow is easy to click.
 */
export const TimelineItemView = memo(function TimelineItemView({
  item,
  toolTitle,
  xs,
  width,
  time,
  selected,
  related,
  onSelect,
  onHover,
}: {
  item: TimelineItem;
  /** The title of the tool a tools/call request calls, where it has one. */
  toolTitle: string | undefined;
  xs: readonly number[];
  width: number;
  time: string;
  selected: boolean;
  /** Part of the hovered exchange: the request, its response, its progress and cancel. */
  related: boolean;
  onSelect: (seq: number) => void;
  onHover: (seq: number | null) => void;
}) {
  const label = fullLabel(item, toolTitle);
  const fromX = xs[item.from]!;
  const toX = xs[item.to]!;
  const lineY = item.y + ARROW_DY;
  const color = STROKES[item.kind];
  const mark = item.from === item.to;
  const direction = toX > fromX ? 1 : -1;
  const tint = selected ? 'fill-indigo-500/20' : related ? 'fill-indigo-500/10' : 'fill-transparent hover:fill-indigo-500/10';
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      data-testid="timeline-item"
      data-seq={item.seq}
      data-kind={item.kind}
      data-method={item.method ?? ''}
      data-call-seq={item.callSeq}
      data-attempt={item.attempt}
      data-problem={item.problem}
      data-app={item.app || undefined}
      className="group cursor-pointer focus:outline-none"
      onClick={() => onSelect(item.seq)}
      onKeyDown={(event) => selectOnKey(event, () => onSelect(item.seq))}
      onPointerEnter={() => onHover(item.seq)}
      onPointerLeave={() => onHover(null)}
    >
      <title>{label}</title>
      <rect x={0} y={item.y} width={width} height={24} className={`${tint} group-focus-visible:stroke-indigo-500`} />
      <text x={8} y={item.y + LABEL_DY + 3} className="fill-zinc-400 font-mono text-[10px] dark:fill-zinc-500">
        {time}
      </text>
      {mark ? (
        <>
          <circle cx={fromX} cy={lineY - 4} r={3.5} className={color} />
          <text x={fromX + 10} y={lineY} className={`text-[11px] ${item.problem ? 'fill-red-700 dark:fill-red-400' : 'fill-zinc-500 dark:fill-zinc-400'} ${item.kind === 'stderr' ? 'font-mono' : ''}`}>
            {fitLabel(label, Math.max(120, width - fromX - 16))}
          </text>
        </>
      ) : (
        <>
          <line x1={fromX} y1={lineY} x2={toX - direction * 6} y2={lineY} strokeWidth={item.kind === 'request' ? 1.5 : 1.25} strokeDasharray={dash(item.kind)} className={color} />
          <path d={`M ${toX} ${lineY} l ${-direction * 7} -4 l 0 8 z`} className={color} />
          {item.kind === 'cancel' && <path d={`M ${toX - direction * 18} ${lineY - 4} l 8 8 m 0 -8 l -8 8`} strokeWidth={1.5} className={color} />}
          <text
            x={(fromX + toX) / 2}
            y={item.y + LABEL_DY}
            textAnchor="middle"
            className={`text-[11px] ${item.problem ? 'fill-red-700 font-medium dark:fill-red-400' : item.kind === 'cancel' ? 'fill-orange-700 font-medium dark:fill-orange-300' : 'fill-zinc-700 dark:fill-zinc-200'}`}
          >
            {fitLabel(label, Math.abs(toX - fromX) - 16)}
          </text>
        </>
      )}
    </g>
  );
});
