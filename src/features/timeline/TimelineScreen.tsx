import { useId, useState } from 'react';
import { useConnections } from '../../api/connections';
import { useLogFocus, useShowInLog } from '../../api/MessageStoreContext';
import type { ConnectionSummary } from '../../core/bridge-api';
import { UNMATCHED_SPANS_CONN } from '../../core/wire';
import { EmptyState } from '../../ui/EmptyState';
import { TimelineDiagram } from './TimelineDiagram';
import { useTimeline } from './useTimeline';
import { useToolTitles } from './use-tool-titles';

const LEGEND: readonly [string, string][] = [
  ['request', 'bg-indigo-500'],
  ['response', 'bg-emerald-600'],
  ['error', 'bg-red-600'],
  ['notification', 'bg-zinc-400'],
  ['progress', 'bg-amber-500'],
  ['cancel', 'bg-orange-600'],
  ['lifecycle / stderr', 'bg-sky-600'],
];
/** Only a session that hosted an MCP App has CSP reports. */
const APP_LEGEND: readonly [string, string][] = [...LEGEND, ['CSP blocked', 'bg-amber-600']];
/** Only a server that sends its spans to mcpscope's OTLP receiver has these (issue 23). */
const SERVER_SPAN_LEGEND: readonly [string, string][] = [['server span (OTLP)', 'bg-teal-500']];

/**
 * The sequence diagram of a connection (issue 5 §3): client and server lanes, and an MCP App's lane
 * left of the client's (issue 21), request-response spans with latencies, notifications, errors,
 * lifecycle and stderr. Live as traffic arrives, and the same on an opened trace. Clicking an item
 * shows its message in the message log.
 */
export function TimelineScreen({ connection }: { connection: ConnectionSummary }) {
  const selectedSeq = useLogFocus()?.seq;
  const onShowMessage = useShowInLog();
  const [everyConnection, setEveryConnection] = useState(false);
  const { layout, version } = useTimeline(everyConnection ? undefined : connection.id);
  const connections = useConnections().data;
  const checkboxId = useId();
  // A handful of lanes, so the names are simply looked up on each render.
  const names = new Map(connections?.map((c) => [c.id, c.name]));
  const toolTitle = useToolTitles(connections);
  const laneNames = layout.lanes.map((lane) => {
    if (lane.conn === undefined) return 'mcpscope (client)';
    if (lane.conn === UNMATCHED_SPANS_CONN) return 'spans of no connection (OTLP)';
    const name = names.get(lane.conn) ?? lane.conn;
    return lane.app ? `app (${name})` : name;
  });

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-3 border-b border-zinc-200 px-3 py-1.5 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
        <label htmlFor={checkboxId} className="flex items-center gap-1.5">
          <input id={checkboxId} type="checkbox" data-testid="timeline-all-connections" checked={everyConnection} onChange={(event) => setEveryConnection(event.target.checked)} />
          All connections
        </label>
        <span data-testid="timeline-count">{layout.items.length} records</span>
        {layout.gaps.length > 0 && <span title="Idle stretches longer than 1.5 s are collapsed, so a long session stays readable">{layout.gaps.length} idle gaps collapsed</span>}
        <span className="ml-auto flex flex-wrap items-center gap-2.5" aria-label="Legend">
          {[...(layout.lanes.some((lane) => lane.app) ? APP_LEGEND : LEGEND), ...(layout.serverSpans > 0 ? SERVER_SPAN_LEGEND : [])].map(([name, swatch]) => (
            <span key={name} className="flex items-center gap-1">
              <span className={`inline-block h-0.5 w-3 ${swatch}`} />
              {name}
            </span>
          ))}
        </span>
      </div>
      {layout.items.length === 0 ? (
        <EmptyState title="Nothing on the wire yet" testId="timeline-empty">
          <p>Requests, responses and notifications appear here as a sequence diagram as they cross the wire.</p>
        </EmptyState>
      ) : (
        <TimelineDiagram layout={layout} version={version} laneNames={laneNames} toolTitle={toolTitle} selectedSeq={selectedSeq} onSelect={onShowMessage} />
      )}
    </div>
  );
}
