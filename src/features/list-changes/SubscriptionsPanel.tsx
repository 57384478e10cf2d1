/**
 * "Subscriptions" on the Changes screen (issue 18, item 4): how the server's change notifications
 * reach mcpscope on this connection, and whether that path works. For a 2026-07-28 connection:
 * the subscriptions/listen stream's health, and the filter asked for beside the one the server
 * acknowledged. For a 2025 stateless HTTP server: that there is no stream, and why, instead of
 * silently never seeing a list change.
 */
import { LiveOnly } from '../../api/BridgeContext';
import type { ConnectionSummary } from '../../core/bridge-api';
import { describeHealth, filterRows, type ChangeDelivery, type ListenSubscription, type StreamHealth } from '../../core/change-delivery';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Panel } from '../../ui/Panel';
import { formatClock } from '../tools/call-format';
import { WatchResourceForm } from './WatchResourceForm';

const HEALTH_TONE: Record<StreamHealth['state'], BadgeTone> = { opening: 'info', open: 'success', reconnecting: 'warning', closed: 'neutral' };

function HealthBadge({ health }: { health: StreamHealth }) {
  const tone = health.state === 'closed' && health.by !== 'us' && health.by !== 'session' ? 'danger' : HEALTH_TONE[health.state];
  const label = health.state === 'reconnecting' ? `reconnecting, attempt ${health.attempt}` : health.state;
  return (
    <span data-testid="stream-health" data-state={health.state}>
      <Badge tone={tone} title={describeHealth(health)}>
        {label}
      </Badge>
    </span>
  );
}

/** Why a stream is not open, when it is not; nothing when it is. */
function HealthReason({ health }: { health: StreamHealth }) {
  if (health.state !== 'reconnecting' && health.state !== 'closed') return null;
  return (
    <p data-testid="stream-health-reason" className="text-zinc-600 dark:text-zinc-400">
      {health.reason} <span className="text-zinc-500">(since {formatClock(health.since)})</span>
    </p>
  );
}

function FilterTable({ subscription }: { subscription: ListenSubscription }) {
  const rows = filterRows(subscription.requested, subscription.acknowledged);
  return (
    <table data-testid="listen-filters" className="w-full max-w-xl text-left">
      <thead className="text-zinc-500 dark:text-zinc-400">
        <tr>
          <th className="py-0.5 pr-3 font-medium">Notification</th>
          <th className="py-0.5 pr-3 font-medium">Requested</th>
          <th className="py-0.5 font-medium">Acknowledged by the server</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-narrowed={row.narrowed || undefined} className="border-t border-zinc-100 dark:border-zinc-800">
            <td className="py-0.5 pr-3 font-mono">{row.label}</td>
            <td className="py-0.5 pr-3">{row.requested}</td>
            <td className={`py-0.5 ${row.narrowed ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}`}>
              {row.acknowledged}
              {row.narrowed && ' (narrowed: the server will not send these)'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ListenView({ subscription, connection }: { subscription: ListenSubscription; connection: ConnectionSummary }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <span>subscriptions/listen</span>
        {subscription.id !== undefined && <span className="font-mono text-zinc-500 dark:text-zinc-400">id {subscription.id}</span>}
        <HealthBadge health={subscription.health} />
        <span data-testid="listen-delivered" className="text-zinc-600 dark:text-zinc-400">
          {subscription.delivered} notification{subscription.delivered === 1 ? '' : 's'} delivered
        </span>
      </p>
      <HealthReason health={subscription.health} />
      <FilterTable subscription={subscription} />
      {/* A recording cannot ask the server for more updates: it shows what was subscribed, no more. */}
      <LiveOnly>
        <WatchResourceForm connectionId={connection.id} watched={subscription.requested.resourceSubscriptions ?? []} ready={connection.state === 'ready'} />
      </LiveOnly>
    </>
  );
}

function DeliveryView({ delivery, connection }: { delivery: ChangeDelivery; connection: ConnectionSummary }) {
  switch (delivery.mode) {
    case 'listen':
      return <ListenView subscription={delivery.subscription} connection={connection} />;
    case 'unsolicited':
      return <p>2025 era over stdio: the server sends list_changed unsolicited on the connection; no subscription is needed.</p>;
    case 'sse-stream':
      return <p>Legacy HTTP+SSE: the server sends list_changed on the connection&apos;s event stream.</p>;
    case 'get-stream':
      return (
        <>
          <p className="flex flex-wrap items-center gap-2">
            2025 era over Streamable HTTP: list_changed arrives on the standalone GET stream <HealthBadge health={delivery.health} />
          </p>
          <HealthReason health={delivery.health} />
        </>
      );
    case 'none':
      return (
        <p role="alert" data-testid="no-stream" className="font-medium text-amber-800 dark:text-amber-300">
          No stream: the server cannot send change notifications on this connection. {delivery.reason}
        </p>
      );
  }
}

export function SubscriptionsPanel({ connection }: { connection: ConnectionSummary }) {
  const delivery = connection.changeDelivery;
  if (!delivery) return null;
  return (
    <Panel testId="subscriptions" title="Subscriptions">
      <div className="space-y-2 p-3 text-xs text-zinc-700 dark:text-zinc-300">
        <DeliveryView delivery={delivery} connection={connection} />
      </div>
    </Panel>
  );
}
