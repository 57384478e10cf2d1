import { useReadOnlyView } from '../../api/BridgeContext';
import type { ConnectionSummary } from '../../core/bridge-api';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { describeExit } from './exit-text';
import { StdoutPollutionNotice } from './StdoutPollutionNotice';

/**
 * Why a connection ended: exit code or signal, the bridge's error (for HTTP: the URL and the
 * cause, issue 17 finding 8), what the server wrote on stdout that is not JSON-RPC (finding 9),
 * and the server's last stderr lines (issue 2 §3), with the one-click way back.
 */
export function CrashPanel({
  connection,
  onReconnect,
  onRemove,
  busy,
}: {
  connection: ConnectionSummary;
  onReconnect: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const failed = connection.state === 'failed';
  const title = failed ? 'Connection failed' : 'Connection closed';
  // A recording cannot reconnect or forget its connection: it shows why the session ended, no more.
  const actions = useReadOnlyView() ? undefined : (
    <>
      <Button variant="primary" onClick={onReconnect} disabled={busy}>
        Reconnect
      </Button>
      <Button variant="ghost" onClick={onRemove} disabled={busy}>
        Remove
      </Button>
    </>
  );
  return (
    <Panel title={title} tone={failed ? 'danger' : 'neutral'} testId="crash-panel" actions={actions}>
      <div className="space-y-2 p-3 text-xs">
        <div className="flex flex-wrap items-center gap-2">
          {connection.exit && (
            <Badge tone={failed ? 'danger' : 'neutral'}>
              <span data-testid="exit-status">{describeExit(connection.exit)}</span>
            </Badge>
          )}
          {connection.error && (
            <span data-testid="crash-error" data-code={connection.error.code} className="min-w-0 [overflow-wrap:anywhere] text-red-700 dark:text-red-300">
              <span className="font-mono">{connection.error.code}</span>: {connection.error.message}
            </span>
          )}
          {!connection.exit && !connection.error && <span className="text-zinc-500">The connection is no longer open.</span>}
        </div>
        {connection.stdoutPollution && (
          <StdoutPollutionNotice pollution={connection.stdoutPollution} likelyCause={failed && connection.lifecycle.timings.initializeAnsweredAt === undefined} />
        )}
        {connection.stderrTail.length > 0 ? (
          <div>
            <p className="mb-1 text-[11px] font-medium text-zinc-500">Last stderr lines</p>
            <pre
              data-testid="stderr-tail"
              className="max-h-48 overflow-auto rounded bg-zinc-950 p-2 font-mono text-[11px] leading-4 whitespace-pre-wrap text-zinc-200"
            >
              {connection.stderrTail.join('\n')}
            </pre>
          </div>
        ) : (
          connection.target.transport === 'stdio' && <p className="text-zinc-500">The server wrote nothing to stderr.</p>
        )}
      </div>
    </Panel>
  );
}
