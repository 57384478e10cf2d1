/** The rows of the list pane: resources, then templates, both narrowed by one filter. */
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { BadgeSummary } from '../../core/findings-view';
import { displayName, type ResourceEntry, type TemplateEntry } from '../../core/resource-listing';
import { Badge } from '../../ui/Badge';
import { FindingBadge } from '../../ui/FindingBadge';
import { formatBytes, formatClock } from '../tools/call-format';

export type Selection = { kind: 'resource'; uri: string } | { kind: 'template'; uriTemplate: string };

export interface ResourceRowMarks {
  subscribed: boolean;
  /** Time of an update not yet re-read. */
  updatedAt?: number;
}

export const ResourceRow = memo(function ResourceRow({
  entry,
  selected,
  marks,
  findings,
  onSelect,
}: {
  entry: ResourceEntry;
  selected: boolean;
  marks: ResourceRowMarks;
  findings?: BadgeSummary;
  onSelect: (selection: Selection) => void;
}) {
  const name = displayName(entry, entry.uri);
  return (
    <Row
      testId="resource-row"
      dataAttrs={{ 'data-uri': entry.uri }}
      selected={selected}
      onActivate={() => onSelect({ kind: 'resource', uri: entry.uri })}
    >
      <div className="truncate text-xs font-medium" title={name}>
        {name}
      </div>
      <div className="truncate font-mono text-[11px] text-zinc-500 dark:text-zinc-400" title={entry.uri}>
        {entry.uri}
      </div>
      <div className="mt-1 flex flex-wrap gap-1">
        {findings && <FindingBadge summary={findings} />}
        {entry.mimeType && <Badge tone="neutral">{entry.mimeType}</Badge>}
        {entry.size !== undefined && <Badge tone="neutral">{formatBytes(entry.size)}</Badge>}
        {marks.subscribed && <Badge tone="info">subscribed</Badge>}
        {marks.updatedAt !== undefined && <Badge tone="warning">updated {formatClock(marks.updatedAt)}</Badge>}
      </div>
    </Row>
  );
});

export const TemplateRow = memo(function TemplateRow({
  entry,
  selected,
  findings,
  onSelect,
}: {
  entry: TemplateEntry;
  selected: boolean;
  findings?: BadgeSummary;
  onSelect: (selection: Selection) => void;
}) {
  const name = displayName(entry, entry.uriTemplate);
  return (
    <Row
      testId="template-row"
      dataAttrs={{ 'data-uri-template': entry.uriTemplate }}
      selected={selected}
      onActivate={() => onSelect({ kind: 'template', uriTemplate: entry.uriTemplate })}
    >
      <div className="truncate text-xs font-medium" title={name}>
        {name}
      </div>
      <div className="truncate font-mono text-[11px] text-zinc-500 dark:text-zinc-400" title={entry.uriTemplate}>
        {entry.uriTemplate}
      </div>
      {/* empty:hidden: FindingBadge renders nothing when there are no findings. */}
      <div className="mt-1 flex flex-wrap gap-1 empty:hidden">
        {findings && <FindingBadge summary={findings} />}
        {entry.mimeType && <Badge tone="neutral">{entry.mimeType}</Badge>}
      </div>
    </Row>
  );
});

function Row({
  testId,
  dataAttrs,
  selected,
  onActivate,
  children,
}: {
  testId: string;
  dataAttrs: Record<string, string>;
  selected: boolean;
  onActivate: () => void;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate();
    }
  };
  return (
    <li
      role="option"
      aria-selected={selected}
      data-testid={testId}
      {...dataAttrs}
      tabIndex={0}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      className={`cursor-pointer border-b border-l-2 border-b-zinc-100 px-3 py-2 outline-none focus-visible:bg-zinc-100 dark:border-b-zinc-900 dark:focus-visible:bg-zinc-800 ${
        selected
          ? 'border-l-indigo-500 bg-indigo-50 dark:bg-indigo-950/40'
          : 'border-l-transparent hover:bg-zinc-50 dark:hover:bg-zinc-900'
      }`}
    >
      {children}
    </li>
  );
}
