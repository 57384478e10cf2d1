/**
 * What changed since the definitions were pinned (a rug pull shows here): each changed, added or
 * removed tool or instruction with its notes and a side-by-side diff, and a way to accept it.
 */
import { LiveOnly } from '../../api/BridgeContext';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { DriftChangeItem, type DriftSides } from './DriftChangeItem';
import { useAcceptDrift, useDrift } from './use-drift';

const PINNED: DriftSides = { labels: { added: 'added', removed: 'removed', changed: 'changed' }, compared: 'pinned and current', testId: 'drift', severity: true };

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
        // Pins are kept by a running mcpscope; a recording only shows the difference.
        <LiveOnly>
          <Button data-testid="accept-drift" disabled={state.status === 'pending'} onClick={accept} title="Pin the current definitions: later connects are compared with them">
            Accept and pin these
          </Button>
        </LiveOnly>
      }
    >
      <div className="space-y-2 p-3 text-xs">
        <p className="text-zinc-600 dark:text-zinc-400">
          mcpscope pinned this server's tool definitions the first time it saw it. They are different now: review each change before trusting it.
        </p>
        {state.status === 'error' && <p role="alert" className="text-red-700 dark:text-red-400">Could not pin: {state.message}</p>}
        {changes.map((change, index) => (
          <DriftChangeItem key={change.path} change={change} open={index < 3} sides={PINNED} />
        ))}
      </div>
    </Panel>
  );
}
