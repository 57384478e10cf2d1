/** One re-list: what was added, removed and changed, with a side-by-side diff of each change. */
import type { ListChange, ListKind } from '../../core/bridge-api';
import { canonicalJson, changedFields, isEmptyDiff, listItemKey } from '../../core/list-diff';
import { Badge } from '../../ui/Badge';
import { Collapsible } from '../../ui/Collapsible';
import { JsonDiff } from '../../ui/JsonDiff';
import { JsonView } from '../../ui/JsonView';
import { Panel } from '../../ui/Panel';
import { formatClock } from '../tools/call-format';
import { KIND_LABEL, LIST_CHANGED_METHOD, summarizeChange } from './change-format';

/** Up to this many changed items open their diff at once; more would be a wall of editors. */
const OPEN_DIFFS = 3;

export function ListChangeCard({ change }: { change: ListChange }) {
  if (isEmptyDiff(change)) return <UnchangedLine change={change} />;
  return (
    <Panel
      testId="list-change"
      title={
        <span className="flex items-center gap-2" data-kind={change.kind}>
          <span>{KIND_LABEL[change.kind]}</span>
          <span className="font-normal text-zinc-500 dark:text-zinc-400">{when(change)}</span>
        </span>
      }
      actions={
        <span data-testid="list-change-summary" className="flex gap-1">
          {change.added.length > 0 && <Badge tone="info">+{change.added.length} added</Badge>}
          {change.removed.length > 0 && <Badge tone="warning">−{change.removed.length} removed</Badge>}
          {change.changed.length > 0 && <Badge tone="warning">{change.changed.length} changed</Badge>}
          <Badge tone="neutral">{change.unchanged} unchanged</Badge>
        </span>
      }
    >
      <div className="space-y-2 p-3 text-xs" aria-label={`${KIND_LABEL[change.kind]}: ${summarizeChange(change)}`}>
        {change.added.map((item, index) => (
          <WholeItem key={`added-${index}`} kind={change.kind} item={item} change="added" />
        ))}
        {change.removed.map((item, index) => (
          <WholeItem key={`removed-${index}`} kind={change.kind} item={item} change="removed" />
        ))}
        {change.changed.map((item, index) => (
          <Collapsible
            key={`changed-${item.key}`}
            testId="list-change-item"
            defaultOpen={index < OPEN_DIFFS}
            title={<ItemTitle change="changed" label={item.key} />}
            aside={<span className="text-zinc-500 dark:text-zinc-400">{changedFields(item.before, item.after).join(', ')}</span>}
          >
            <JsonDiff
              before={canonicalJson(item.before)}
              after={canonicalJson(item.after)}
              height={diffHeight(item.before, item.after)}
              ariaLabel={`${item.key}: definition before and after`}
              testId="json-diff"
            />
          </Collapsible>
        ))}
      </div>
    </Panel>
  );
}

function when(change: ListChange): string {
  return `${formatClock(change.at)} · ${change.trigger === 'notification' ? `after ${LIST_CHANGED_METHOD[change.kind]}` : 're-listed on request'}`;
}

/** A list_changed after which the list is the same: kept in the history, but no news (issue 20, item 3). */
function UnchangedLine({ change }: { change: ListChange }) {
  return (
    <p data-testid="list-change-unchanged" data-kind={change.kind} className="px-1 text-xs text-zinc-500 dark:text-zinc-400">
      {KIND_LABEL[change.kind]} · {when(change)}: the server announced a change, but the new list is identical to the one before.
    </p>
  );
}

function WholeItem({ kind, item, change }: { kind: ListKind; item: Record<string, unknown>; change: 'added' | 'removed' }) {
  const description = typeof item.description === 'string' ? item.description : undefined;
  return (
    <Collapsible
      testId="list-change-item"
      title={<ItemTitle change={change} label={listItemKey(kind, item)} />}
      aside={description && <span className="min-w-0 max-w-[60%] truncate text-zinc-500 dark:text-zinc-400" title={description}>{description}</span>}
    >
      <JsonView value={item} />
    </Collapsible>
  );
}

function ItemTitle({ change, label }: { change: 'added' | 'removed' | 'changed'; label: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2" data-change={change} data-key={label}>
      <Badge tone={change === 'added' ? 'info' : 'warning'}>{change}</Badge>
      <span className="truncate font-mono">{label}</span>
    </span>
  );
}

/** Tall enough for the longer side, within reason: the diff scrolls beyond that. */
function diffHeight(before: unknown, after: unknown): number {
  const lines = Math.max(canonicalJson(before).split('\n').length, canonicalJson(after).split('\n').length);
  return Math.min(480, Math.max(120, lines * 18 + 16));
}
