/**
 * What changed in the connection's tools, prompts and resources mid-session (issue 3, item 8): a
 * first defence against dynamic capability injection. The bridge re-lists on list_changed and on
 * "Re-list now"; each re-list that differs (or that the server announced) is listed here, newest
 * first.
 */
import { LiveOnly, useReadOnlyView } from '../../api/BridgeContext';
import type { MutationState } from '../../api/mutation-state';
import type { ConnectionSummary } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { formatClock } from '../tools/call-format';
import { KIND_LABEL } from './change-format';
import { ClientInfoProbePanel } from './ClientInfoProbePanel';
import { DriftSection } from './DriftSection';
import { ListChangeCard } from './ListChangeCard';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { useListChanges, useRelist, type RelistResult } from './use-list-changes';

export function ChangesScreen({ connection }: { connection: ConnectionSummary }) {
  const changes = useListChanges(connection.id);
  const { state, relist, canRelist } = useRelist(connection);
  // A recording cannot list again or start the server as another client: it shows what its client listed.
  const readOnly = useReadOnlyView();
  const newestFirst = [...(changes.data ?? [])].reverse();
  return (
    <div className="space-y-3 p-3">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <p data-testid="changes-intro" className="min-w-0 flex-1 text-zinc-600 dark:text-zinc-400">
          {readOnly ? (
            <>
              Each time the recorded client listed {connection.name}’s tools, prompts or resources again, the new list is compared with the one
              before: the lists that differ, or that a list_changed notification announced, are shown here.
            </>
          ) : (
            <>
              mcpscope lists again whenever {connection.name} sends a list_changed notification, and compares the new list with the one before.
              Servers that never announce changes can be checked with Re-list now.
            </>
          )}
        </p>
        <LiveOnly>
          <Button data-testid="relist" disabled={!canRelist || state.status === 'pending'} onClick={relist}>
            {state.status === 'pending' ? 'Re-listing…' : 'Re-list now'}
          </Button>
        </LiveOnly>
      </div>
      <RelistStatus state={state} />
      <SubscriptionsPanel connection={connection} />
      <DriftSection connectionId={connection.id} />
      <LiveOnly>
        <ClientInfoProbePanel connection={connection} />
      </LiveOnly>
      {changes.isError && <p role="alert" className="text-xs text-red-700 dark:text-red-400">Could not load the changes: {changes.error.message}</p>}
      {changes.isSuccess && newestFirst.length === 0 ? (
        <EmptyState title={readOnly ? `No list changes recorded on ${connection.name}` : `No list changes on ${connection.name} yet`} testId="changes-empty">
          <p>
            {readOnly
              ? 'Up to this point of the trace, no list the client fetched again differs from the one before.'
              : 'When the server changes its tools, prompts or resources during the session, the differences appear here.'}
          </p>
        </EmptyState>
      ) : (
        newestFirst.map((change) => <ListChangeCard key={change.id} change={change} />)
      )}
    </div>
  );
}

function RelistStatus({ state }: { state: MutationState<RelistResult, void> }) {
  if (state.status === 'error') return <p role="alert" className="text-xs text-red-700 dark:text-red-400">Re-listing failed: {state.message}</p>;
  if (state.status !== 'success') return null;
  const { at, kinds, failures } = state.data;
  const listed = kinds.map((kind) => KIND_LABEL[kind].toLowerCase()).join(', ');
  return (
    <p data-testid="relist-status" className="text-xs text-zinc-600 dark:text-zinc-400">
      Re-listed {listed} at {formatClock(at)}. A list that differs from the one before appears below.
      {failures.map((failure) => (
        <span key={failure} role="alert" className="block text-red-700 dark:text-red-400">
          {failure}
        </span>
      ))}
    </p>
  );
}
