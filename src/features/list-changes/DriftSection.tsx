/**
 * What changed since the definitions were pinned (a rug pull shows here): each changed, added or
 * removed tool or instruction with its notes and a side-by-side diff, and a way to accept it.
 */
import type { DriftChange } from '../../core/analysis/drift';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Collapsible } from '../../ui/Collapsible';
import { JsonDiff } from '../../ui/JsonDiff';
import { Panel } from '../../ui/Panel';
import { SEVERITY_TONE } from '../../ui/severity';
import { useAcceptDrift, useDrift } from './use-drift';

export function DriftSection({ connectionId }: { connectionId: string }) {
  const drift = useDrift(connectionId);
  const { state, accept } = useAcceptDrift(connectionId);
  const changes = drift.data ?? [];
  if (changes.length === 0) return null;
  return (
    <Panel
      testId="drift"
      title="Changed since the definitions were pinned"
      actions={
        <Button data-testid="accept-drift" disabled={state.status === 'pending'} onClick={accept} title="Pin the current definitions: later connects are compared with them">
          Accept and pin these
        </Button>
      }
    >
      <div className="space-y-2 p-3 text-xs">
        <p className="text-zinc-600 dark:text-zinc-400">
          mcpscope pinned this server's tool definitions the first time it saw it. They are different now: review each change before trusting it.
        </p>
        {state.status === 'error' && <p role="alert" className="text-red-700 dark:text-red-400">Could not pin: {state.message}</p>}
        {changes.map((change, index) => (
          <DriftItem key={change.path} change={change} open={index < 3} />
        ))}
      </div>
    </Panel>
  );
}

function DriftItem({ change, open }: { change: DriftChange; open: boolean }) {
  return (
    <Collapsible
      testId="drift-item"
      defaultOpen={open && change.change === 'changed'}
      title={
        <span className="flex min-w-0 items-center gap-2" data-subject={change.subject} data-change={change.change}>
          <Badge tone={SEVERITY_TONE[change.severity]}>{change.severity}</Badge>
          <Badge tone="neutral">{change.change}</Badge>
          <span className="truncate font-mono">{change.subject}</span>
        </span>
      }
      aside={<span className="min-w-0 truncate text-zinc-500 dark:text-zinc-400">{change.notes.join('; ')}</span>}
    >
      <JsonDiff before={change.before} after={change.after} height={320} ariaLabel={`${change.subject}: pinned and current`} testId="drift-diff" />
    </Collapsible>
  );
}
