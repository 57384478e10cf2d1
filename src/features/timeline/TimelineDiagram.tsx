import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { laneGeometry } from '../../core/timeline/geometry';
import type { TimelineBuilder } from '../../core/timeline/timeline-builder';
import { formatElapsed, formatLatency } from '../messages/format';
import { TimelineItemView } from './TimelineItemView';
import { TimelineSpanView } from './TimelineSpanView';
import { TimelineCallView } from './TimelineCallView';
import { TimelineServerSpanView } from './TimelineServerSpanView';
import type { ToolTitleOf } from './use-tool-titles';

const HEADER_HEIGHT = 28;

/** mm:ss.mmm for the first hour, which is most sessions; hh:mm:ss.mmm after it. */
function shortElapsed(ms: number): string {
  const full = formatElapsed(ms);
  return ms < 3_600_000 ? full.slice(3) : full;
}
/** Drawn beyond the visible area, so a quick scroll does not show blank rows. */
const OVERSCAN_PX = 400;

/**
 * The sequence diagram, windowed: only the items, spans and gaps near the scrolled view are in
 * the DOM, found by binary search in the layout, so a 200k-message trace draws a screenful.
 * Stays at the bottom as a live session grows, unless the user scrolled up.
 */
export function TimelineDiagram({
  layout,
  version,
  laneNames,
  toolTitle,
  selectedSeq,
  onSelect,
}: {
  layout: TimelineBuilder;
  /** The layout's version: the arrays grow in place, so this is what changes. */
  version: number;
  laneNames: readonly string[];
  toolTitle: ToolTitleOf;
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const [view, setView] = useState({ top: 0, height: 600, width: 900 });
  const [hovered, setHovered] = useState<number | null>(null);
  const onHover = useCallback((seq: number | null) => setHovered(seq), []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight, width: element.clientWidth });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [version]);

  const laneCount = layout.lanes.length;
  // The lanes array grows in place: the lanes up to its length now are what was laid out.
  const { xs, width } = useMemo(() => laneGeometry(layout.lanes.slice(0, laneCount), view.width), [layout.lanes, laneCount, view.width]);
  const height = layout.height + 8;
  const top = Math.max(0, view.top - HEADER_HEIGHT - OVERSCAN_PX);
  const bottom = view.top + view.height + OVERSCAN_PX;
  const shown = layout.visible(top, bottom);
  const firstT = layout.items[0]?.t ?? 0;
  const hoveredItem = hovered === null ? undefined : layout.items[layout.indexOf(hovered)];
  const related = new Set([hoveredItem?.pairSeq, hoveredItem?.aboutSeq]);

  return (
    <div
      ref={scroller}
      data-testid="timeline"
      className="relative min-h-0 flex-1 overflow-auto"
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
        setView({ top: element.scrollTop, height: element.clientHeight, width: element.clientWidth });
      }}
    >
      <div className="sticky top-0 z-10 border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950" style={{ width, height: HEADER_HEIGHT }}>
        <span className="absolute top-1.5 left-2 text-[10px] font-medium tracking-wide text-zinc-500 uppercase">elapsed</span>
        {xs.map((x, lane) => (
          <span
            key={lane}
            data-testid="timeline-lane"
            data-app={layout.lanes[lane]?.app}
            className="absolute top-1 max-w-[260px] -translate-x-1/2 truncate rounded border border-zinc-300 bg-zinc-50 px-2 py-0.5 text-xs font-medium dark:border-zinc-700 dark:bg-zinc-900"
            style={{ left: x }}
            title={laneNames[lane]}
          >
            {laneNames[lane]}
          </span>
        ))}
      </div>
      <div className="relative" style={{ width, height }}>
        <svg className="absolute left-0" style={{ top }} width={width} height={Math.max(0, Math.min(height, bottom) - top)} viewBox={`0 ${top} ${width} ${Math.max(1, Math.min(height, bottom) - top)}`}>
          {xs.map((x, lane) => (
            <line key={lane} x1={x} x2={x} y1={top} y2={Math.min(height, bottom)} className="stroke-zinc-300 dark:stroke-zinc-700" strokeDasharray="4 4" />
          ))}
          {shown.gaps.map((gap) => (
            <g key={`gap-${gap.y}`} data-testid="timeline-gap">
              <rect x={0} y={gap.y + 2} width={width} height={14} className="fill-zinc-100 dark:fill-zinc-900" />
              <text x={8} y={gap.y + 13} className="fill-zinc-500 text-[10px] italic">
                ⋯ {formatLatency(gap.ms)} idle
              </text>
            </g>
          ))}
          {shown.spans.map((span) => (
            <TimelineSpanView key={`span-${span.requestSeq}`} span={span} x={xs[span.lane]!} bottom={layout.height} onSelect={onSelect} />
          ))}
          {shown.calls.map((call) => (
            <TimelineCallView key={`call-${call.callSeq}`} call={call} x={xs[0]!} bottom={layout.height} onSelect={onSelect} />
          ))}
          {shown.items.map((item) =>
            item.place ? (
              <TimelineServerSpanView
                key={item.seq}
                item={item}
                depth={item.place.depth}
                parentSeq={item.place.parentSeq}
                parentY={item.place.parentSeq === undefined ? undefined : layout.items[layout.indexOf(item.place.parentSeq)]?.y}
                x={xs[item.from]!}
                width={width}
                time={shortElapsed(item.t - firstT)}
                selected={item.seq === selectedSeq}
                onSelect={onSelect}
              />
            ) : (
              <TimelineItemView
                key={item.seq}
                item={item}
                toolTitle={item.tool === undefined ? undefined : toolTitle(item.conn, item.tool)}
                xs={xs}
                width={width}
                time={shortElapsed(item.t - firstT)}
                selected={item.seq === selectedSeq}
                related={item.seq === hovered || related.has(item.seq)}
                onSelect={onSelect}
                onHover={onHover}
              />
            ),
          )}
        </svg>
      </div>
    </div>
  );
}
