/**
 * Read, Subscribe and Unsubscribe for one URI, its "updated" mark, and the read's outcome. Used for
 * listed resources and for URIs expanded from a template alike.
 */
import { useReadOnlyView } from '../../api/BridgeContext';
import type { LiveFinding } from '../../core/findings-api';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { formatClock } from '../tools/call-format';
import { ReadResultView } from './ReadResultView';
import { outcomeProblem, type RpcState } from './use-resources-data';

export interface ResourceReaderProps {
  uri: string;
  connectionId: string;
  serverName: string;
  read: RpcState;
  onRead: () => void;
  subscribed: boolean;
  /** The server declared resources.subscribe. Without it the buttons still work, to test the refusal. */
  subscribeDeclared: boolean;
  subscription: RpcState;
  onSubscribe: () => void;
  onUnsubscribe: () => void;
  /** What the analysis found in the latest read's answer. */
  readFindings: readonly LiveFinding[];
  /** An update notification not yet followed by a read. */
  updatedAt?: number;
  readDisabledReason?: string;
  /** The session's era has no resources/subscribe (2026-07-28): why, shown instead of the button. */
  subscribeMissing?: string;
}

export function ResourceReader(props: ResourceReaderProps) {
  // A recording cannot read or subscribe: the screen lists the reads it recorded instead.
  if (useReadOnlyView()) return null;
  return <LiveResourceReader {...props} />;
}

function LiveResourceReader(props: ResourceReaderProps) {
  const { read, subscription, subscribed, updatedAt } = props;
  const reading = read.status === 'pending';
  const subscribing = subscription.status === 'pending';
  const subscriptionProblem = outcomeProblem(subscription);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="primary"
          data-testid="read-resource"
          onClick={props.onRead}
          disabled={reading || props.readDisabledReason !== undefined}
          title={props.readDisabledReason}
        >
          {reading ? 'Reading…' : 'Read'}
        </Button>
        {props.subscribeMissing ? (
          <span data-testid="subscribe-missing" className="text-[11px] text-zinc-500">
            {props.subscribeMissing}
          </span>
        ) : subscribed ? (
          <Button data-testid="unsubscribe-resource" onClick={props.onUnsubscribe} disabled={subscribing}>
            Unsubscribe
          </Button>
        ) : (
          <Button
            data-testid="subscribe-resource"
            onClick={props.onSubscribe}
            disabled={subscribing}
            title={props.subscribeDeclared ? undefined : 'The server did not declare resources.subscribe; it will probably refuse.'}
          >
            Subscribe
          </Button>
        )}
        {subscribed && (
          <Badge tone="info">
            <span data-testid="subscribed-state">subscribed</span>
          </Badge>
        )}
        {updatedAt !== undefined && (
          <span data-testid="resource-updated" data-updated-at={updatedAt} className="inline-flex items-center gap-2">
            <Badge tone="warning">updated at {formatClock(updatedAt)}</Badge>
            <Button data-testid="reread-resource" onClick={props.onRead} disabled={reading}>
              Re-read
            </Button>
          </span>
        )}
      </div>
      {subscriptionProblem && (
        <p role="alert" data-testid="subscription-error" className="text-xs break-words text-red-700 dark:text-red-300">
          Subscription request failed: {subscriptionProblem}
        </p>
      )}
      <ReadResultView state={read} uri={props.uri} findings={props.readFindings} connectionId={props.connectionId} serverName={props.serverName} />
    </div>
  );
}
