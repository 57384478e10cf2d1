import { useMutation } from '@tanstack/react-query';
import { useBridgeClient, useReadOnlyView } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import type { ConnectionSummary } from '../../core/bridge-api';
import { formatLatency, outcomeErrorText } from '../../core/rpc-outcome';
import { missingInEra } from '../../core/protocol-era';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { ConnectionStateBadge } from './ConnectionStateBadge';
import { targetLine, transportLabel } from './describe';

export function ConnectionHeader({
  connection,
  onReconnect,
  onDisconnect,
  onRemove,
  busy,
  commandError,
}: {
  connection: ConnectionSummary;
  onReconnect: () => void;
  onDisconnect: () => void;
  onRemove: () => void;
  busy: boolean;
  commandError: string | null;
}) {
  const line = targetLine(connection.target);
  const open = connection.state !== 'closed' && connection.state !== 'failed';
  const readOnly = useReadOnlyView();
  return (
    <header className="space-y-1 border-b border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
      <div className="flex items-center gap-2">
        <h1 className="min-w-0 truncate text-sm font-semibold" title={connection.name} data-testid="connection-name">
          {connection.name}
        </h1>
        <ConnectionStateBadge state={connection.state} />
        <Badge tone="neutral">{transportLabel(connection)}</Badge>
        {/* A recorded connection can only be looked at. */}
        <div className={`ml-auto flex shrink-0 items-center gap-1.5 ${readOnly ? 'hidden' : ''}`}>
          <PingControl key={connection.id} connectionId={connection.id} ready={connection.state === 'ready'} missing={missingInEra('ping', connection.lifecycle.era?.era)} />
          <Button onClick={onReconnect} disabled={busy}>
            Reconnect
          </Button>
          <Button onClick={onDisconnect} disabled={busy || !open}>
            Disconnect
          </Button>
          <Button variant="danger" onClick={onRemove} disabled={busy} title="Disconnect and forget this connection">
            Remove
          </Button>
        </div>
      </div>
      <div className="flex items-center gap-2 text-[11px] text-zinc-500 dark:text-zinc-400">
        <code className="min-w-0 truncate font-mono" title={line}>
          {line}
        </code>
        {connection.tracePath && (
          <span className="ml-auto flex min-w-0 shrink items-center gap-1">
            <span className="shrink-0">trace</span>
            <code className="min-w-0 truncate font-mono" title={connection.tracePath} data-testid="trace-path">
              {connection.tracePath}
            </code>
            <CopyButton text={connection.tracePath} label="Copy path" />
          </span>
        )}
      </div>
      {commandError && (
        <p role="alert" className="text-[11px] text-red-700 dark:text-red-300">
          {commandError}
        </p>
      )}
    </header>
  );
}

/** ping (spec 2025-06-18 basic/utilities/ping), measured by the bridge: the round trip to the server. */
function usePing(connectionId: string) {
  const client = useBridgeClient();
  const mutation = useMutation({ mutationFn: () => client.rpc(connectionId, { method: 'ping' }) });
  return { state: mutationState(mutation), ping: () => mutation.mutate() };
}

function PingControl({ connectionId, ready, missing }: { connectionId: string; ready: boolean; missing: string | undefined }) {
  const { state, ping } = usePing(connectionId);
  // Issue 18: a method the session's era lacks is said, not offered as a button that fails.
  if (missing) {
    return (
      <span data-testid="ping-missing" className="text-[11px] text-zinc-500 dark:text-zinc-400">
        no ping: {missing}
      </span>
    );
  }
  const error = state.status === 'error' ? state.message : state.status === 'success' ? outcomeErrorText(state.data) : undefined;
  return (
    <>
      {state.status !== 'idle' && (
        <span
          data-testid="ping-result"
          data-status={state.status === 'success' ? state.data.status : state.status}
          role="status"
          title={error}
          className={`max-w-64 truncate text-[11px] ${error ? 'text-red-700 dark:text-red-300' : 'text-zinc-500 dark:text-zinc-400'}`}
        >
          {state.status === 'pending'
            ? 'pinging…'
            : error
              ? `ping failed: ${error}`
              : state.status === 'success' && `round trip ${formatLatency(state.data.latencyMs)}`}
        </span>
      )}
      <Button data-testid="ping-button" onClick={ping} disabled={!ready || state.status === 'pending'} title="Send ping and measure the round trip">
        Ping
      </Button>
    </>
  );
}
