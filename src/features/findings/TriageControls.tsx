/**
 * Acknowledge or suppress a finding with a reason, or reopen it. The reason is required: it is what
 * a reviewer reads later. A recording shows the state alone: triage is kept by a running mcpscope.
 */
import { useState } from 'react';
import { LiveOnly } from '../../api/BridgeContext';
import type { LiveFinding, TriageRequest } from '../../core/findings-api';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';

export function TriageControls({ finding, busy, onTriage }: { finding: LiveFinding; busy: boolean; onTriage: (request: TriageRequest) => void }) {
  const [reason, setReason] = useState('');
  if (finding.triage.status !== 'open') {
    return (
      <div className="flex flex-wrap items-center gap-2 text-[11px] text-zinc-600 dark:text-zinc-400" data-testid="triage-state" data-status={finding.triage.status}>
        <span>
          {finding.triage.status === 'acknowledged' ? 'Acknowledged' : 'Suppressed'}: {finding.triage.reason}
        </span>
        <LiveOnly>
          <Button variant="ghost" disabled={busy} onClick={() => onTriage({ key: finding.key, status: 'open' })}>
            Reopen
          </Button>
        </LiveOnly>
      </div>
    );
  }
  const trimmed = reason.trim();
  return (
    <LiveOnly>
      <div className="flex flex-wrap items-center gap-2">
        <TextInput
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder="Why? (required)"
          aria-label="Reason"
          data-testid="triage-reason"
          className="min-w-0 flex-1"
        />
        <Button data-testid="acknowledge-finding" disabled={busy || !trimmed} onClick={() => onTriage({ key: finding.key, status: 'acknowledged', reason: trimmed })}>
          Acknowledge
        </Button>
        <Button data-testid="suppress-finding" disabled={busy || !trimmed} onClick={() => onTriage({ key: finding.key, status: 'suppressed', reason: trimmed })}>
          Suppress
        </Button>
      </div>
    </LiveOnly>
  );
}
