import { memo } from 'react';
import { charsThatFit, fitLabel, TIME_GUTTER } from '../../core/timeline/geometry';
import type { TimelineItem } from '../../core/timeline/model';
import { ARROW_DY, selectOnKey } from './TimelineItemView';

/** How far each level of the server's span tree is indented from the lane. */
const INDENT = 16;
const BAR_WIDTH = 18;
const LABEL_DY = 12;

/**
 * A span the server reported to mcpscope's OTLP receiver (issue 23): a bar on the server's lane,
 * indented one step per level under the call (or span) that is its parent, with a connector from
 * that parent's row, above or below (an exporter sends a child before its parent); a span whose
 * parent is not in the trace stands at the lane, marked so. `depth`, `parentSeq` and `parentY` come
 * apart from `item` because they change when a parent arrives after its child. A label with no
 * room right of the server's lane goes left of it.
 */
export const TimelineServerSpanView = memo(function TimelineServerSpanView({
  item,
  depth,
  parentSeq,
  parentY,
  x,
  width,
  time,
  selected,
  onSelect,
}: {
  item: TimelineItem;
  depth: number;
  parentSeq: number | undefined;
  /** The top of the parent's row, when it is laid out. */
  parentY: number | undefined;
  x: number;
  width: number;
  time: string;
  selected: boolean;
  onSelect: (seq: number) => void;
}) {
  const lineY = item.y + ARROW_DY;
  const left = x + INDENT * depth;
  const label = parentSeq === undefined ? `${item.label} · parent span not in this trace` : item.label;
  const room = width - left - BAR_WIDTH - 12;
  const onLeft = charsThatFit(room) < label.length && x - TIME_GUTTER > room;
  const tone = item.problem ? 'fill-red-500 stroke-red-600 dark:fill-red-400 dark:stroke-red-300' : 'fill-teal-500 stroke-teal-600 dark:fill-teal-400 dark:stroke-teal-300';
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={`server span: ${label}`}
      aria-pressed={selected}
      data-testid="timeline-server-span"
      data-seq={item.seq}
      data-name={item.method}
      data-depth={depth}
      data-parent-seq={parentSeq}
      data-problem={item.problem}
      className="group cursor-pointer focus:outline-none"
      onClick={() => onSelect(item.seq)}
      onKeyDown={(event) => selectOnKey(event, () => onSelect(item.seq))}
    >
      <title>{`server span: ${label}`}</title>
      <rect x={0} y={item.y} width={width} height={24} className={`${selected ? 'fill-indigo-500/20' : 'fill-transparent hover:fill-indigo-500/10'} group-focus-visible:stroke-indigo-500`} />
      <text x={8} y={item.y + LABEL_DY + 3} className="fill-zinc-400 font-mono text-[10px] dark:fill-zinc-500">
        {time}
      </text>
      {parentY !== undefined && depth > 0 && <path d={`M ${left - INDENT + 3} ${parentY + ARROW_DY - 4} V ${lineY - 4} H ${left}`} style={{ fill: 'none' }} className="stroke-teal-600/70 dark:stroke-teal-300/70" strokeWidth={1} />}
      <rect x={left} y={lineY - 7} width={BAR_WIDTH} height={6} rx={1.5} className={tone} strokeWidth={1} />
      <text
        x={onLeft ? x - 10 : left + BAR_WIDTH + 6}
        y={lineY}
        textAnchor={onLeft ? 'end' : 'start'}
        className={`text-[11px] ${item.problem ? 'fill-red-700 dark:fill-red-400' : 'fill-teal-800 dark:fill-teal-200'}`}
      >
        {fitLabel(label, onLeft ? x - TIME_GUTTER - 20 : Math.max(120, room))}
      </text>
    </g>
  );
});
