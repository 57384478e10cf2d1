import { useMemo } from 'react';
import { useLogSelector, useShowInLog } from '../../api/MessageStoreContext';
import { entryBySeq } from '../../api/message-store';
import type { ConnectionSummary } from '../../core/bridge-api';
import { MODERN_PROTOCOL_VERSION } from '../../core/protocol-era';
import type { ConnectionId } from '../../core/wire';
import { Panel } from '../../ui/Panel';
import { ConnectionStateBadge } from '../connections/ConnectionStateBadge';
import { capabilityRows } from './capabilities';
import { CapabilityMatrix } from './CapabilityMatrix';
import { EraPanel } from './EraPanel';
import { HandshakeMessage } from './HandshakeMessage';
import { LifecycleTimeline } from './LifecycleTimeline';
import { RequestMetaPanel } from './RequestMetaPanel';
import { ServerIdentity } from './ServerIdentity';
import { timelineSteps } from './timeline';
import { useRequestMeta } from './use-request-meta';

/**
 * The initialize handshake of one connection (issue 2 §4), from its summary and the wire log, and
 * the protocol era it speaks (issue 18): a 2026-07-28 session has no handshake, only its probe,
 * and the _meta envelope each of its requests carried.
 */
export function LifecycleScreen({ connection }: { connection: ConnectionSummary }) {
  const { lifecycle } = connection;
  // Selected one by one, so the screen re-renders when a handshake message arrives, not on every frame.
  const request = useLogSelector((s) => entryBySeq(s, lifecycle.initializeRequestSeq));
  const response = useLogSelector((s) => entryBySeq(s, lifecycle.initializeResponseSeq));
  const initialized = useLogSelector((s) => entryBySeq(s, lifecycle.initializedNotificationSeq));
  const probeRequest = useLogSelector((s) => entryBySeq(s, lifecycle.era?.probeSeqs?.request));
  const probeResponse = useLogSelector((s) => entryBySeq(s, lifecycle.era?.probeSeqs?.response));
  const modern = lifecycle.era?.era === 'modern';
  // 2026-07-28 has no handshake: the transport's start and the probe are its steps.
  const steps = timelineSteps(lifecycle.timings, lifecycle.state, lifecycle.era?.era);
  const rows = useMemo(
    () => capabilityRows(lifecycle.clientCapabilities, lifecycle.serverCapabilities),
    [lifecycle.clientCapabilities, lifecycle.serverCapabilities],
  );
  const { endedAt, connectStartedAt } = lifecycle.timings;
  const waiting = lifecycle.state === 'connecting' || lifecycle.state === 'initializing';
  const metaVersion = lifecycle.negotiatedProtocolVersion ?? MODERN_PROTOCOL_VERSION;

  return (
    <div className="grid gap-3 p-4 xl:grid-cols-2" data-testid="lifecycle-screen">
      <Panel title="Server" actions={<ConnectionStateBadge state={lifecycle.state} />}>
        <div className="p-3">
          <ServerIdentity lifecycle={lifecycle} />
        </div>
      </Panel>
      <Panel title="Handshake timeline">
        <div className="p-3">
          <LifecycleTimeline steps={steps} state={lifecycle.state} endedAfterMs={endedAt === undefined ? undefined : endedAt - connectStartedAt} />
        </div>
      </Panel>
      <Panel title="Protocol era" className="xl:col-span-2">
        <div className="p-3">
          <EraPanel lifecycle={lifecycle} />
        </div>
      </Panel>
      <Panel title="Capabilities" className="xl:col-span-2">
        <CapabilityMatrix rows={rows} />
      </Panel>
      {lifecycle.era?.probeSeqs && (
        <Panel title="server/discover on the wire" className="xl:col-span-2">
          <div className="grid gap-3 p-3 xl:grid-cols-2">
            <HandshakeMessage title="server/discover request" testId="discover-request" entry={probeRequest} missing="Not sent." />
            <HandshakeMessage title="server/discover answer" testId="discover-response" entry={probeResponse} missing="No JSON-RPC answer." />
          </div>
        </Panel>
      )}
      {lifecycle.era?.era && (
        <Panel title="Request _meta" className="xl:col-span-2" testId="request-meta-panel">
          <div className="p-3">
            {modern ? (
              <RequestMetaSection key={`${connection.id} ${metaVersion}`} conn={connection.id} version={metaVersion} />
            ) : (
              <p className="text-xs text-zinc-500" data-testid="request-meta-legacy">
                2025-era requests carry no per-request _meta envelope: the protocol version, clientInfo and capabilities were agreed once, in the initialize
                handshake below.
              </p>
            )}
          </div>
        </Panel>
      )}
      <Panel title="Handshake messages" className="xl:col-span-2">
        {modern ? (
          <p className="p-3 text-xs text-zinc-500" data-testid="no-handshake">
            None: 2026-07-28 has no initialize. Each request carries the protocol version, clientInfo and capabilities in its own _meta.
          </p>
        ) : (
          <div className="grid gap-3 p-3 xl:grid-cols-2">
            <HandshakeMessage
              title="initialize request"
              testId="initialize-request"
              entry={request}
              missing={waiting ? 'Not sent yet.' : 'Never sent: the connection ended before the handshake.'}
            />
            <HandshakeMessage
              title="initialize response"
              testId="initialize-response"
              entry={response}
              missing={waiting ? 'Waiting for the server…' : 'The server never answered initialize.'}
            />
            <HandshakeMessage
              title="notifications/initialized"
              testId="initialized-notification"
              entry={initialized}
              missing={waiting ? 'Sent once initialize is answered.' : 'Not sent.'}
            />
          </div>
        )}
      </Panel>
    </div>
  );
}

/** The hook's side of the Request _meta panel: mounted only for a 2026-07-28 session, keyed on its connection. */
function RequestMetaSection({ conn, version }: { conn: ConnectionId; version: string }) {
  const view = useRequestMeta(conn, version);
  const showInLog = useShowInLog();
  return <RequestMetaPanel view={view} version={version} onShowInLog={showInLog} />;
}
