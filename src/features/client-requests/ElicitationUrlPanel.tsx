/**
 * A pending URL-mode elicitation/create (spec 2025-11-25 client/elicitation, "URL mode"): the URL
 * behind explicit consent, then the person's answer. Accept carries no content: the data goes to
 * the page, not through mcpscope.
 */
import type { MutationState } from '../../api/mutation-state';
import type { ClientRequestAnswer, ClientRequestRecord } from '../../core/bridge-api';
import { elicitationAnswer } from '../../core/client-requests';
import { Button } from '../../ui/Button';
import { ElicitationUrlConsent } from './ElicitationUrlConsent';

export function ElicitationUrlPanel({
  url,
  elicitationId,
  state,
  onSend,
  onOpen,
}: {
  url: unknown;
  elicitationId?: string;
  state: MutationState<ClientRequestRecord, ClientRequestAnswer>;
  onSend: (answer: ClientRequestAnswer) => void;
  /** Opens the URL; the screen passes window.open so this component stays testable. */
  onOpen: (href: string) => void;
}) {
  const busy = state.status === 'pending';
  return (
    <div className="space-y-2 text-xs">
      <ElicitationUrlConsent url={url} elicitationId={elicitationId} onOpen={onOpen} />
      <p className="text-zinc-500">Then tell the server what you did. Accept sends no content: the data goes to the page, not through mcpscope.</p>
      <div className="flex items-center gap-2">
        <Button variant="primary" data-testid="elicitation-accept" disabled={busy} onClick={() => onSend(elicitationAnswer('accept'))}>
          Accept
        </Button>
        <Button data-testid="elicitation-decline" disabled={busy} onClick={() => onSend(elicitationAnswer('decline'))}>
          Decline
        </Button>
        <Button variant="ghost" data-testid="elicitation-cancel" disabled={busy} onClick={() => onSend(elicitationAnswer('cancel'))}>
          Cancel
        </Button>
        {state.status === 'error' && <span role="alert" className="text-red-700 dark:text-red-300">Could not send: {state.message}</span>}
      </div>
    </div>
  );
}
