/** The person writes the model's reply to a sampling request, or rejects it (spec client/sampling). */
import { useState } from 'react';
import type { MutationState } from '../../api/mutation-state';
import type { ClientRequestAnswer, ClientRequestRecord } from '../../core/bridge-api';
import {
  DEFAULT_SAMPLING_REPLY,
  SAMPLING_STOP_REASONS,
  samplingAnswer,
  samplingRejection,
  type SamplingReply,
  type SamplingStopReason,
} from '../../core/client-requests';
import { Button } from '../../ui/Button';
import { INPUT } from './request-format';

export function SamplingReplyForm({ state, onSend }: { state: MutationState<ClientRequestRecord, ClientRequestAnswer>; onSend: (answer: ClientRequestAnswer) => void }) {
  const [reply, setReply] = useState<SamplingReply>(DEFAULT_SAMPLING_REPLY);
  const [rejectMessage, setRejectMessage] = useState('User rejected sampling request');
  const busy = state.status === 'pending';
  const update = (patch: Partial<SamplingReply>) => setReply((current) => ({ ...current, ...patch }));

  return (
    <form
      aria-label="Sampling reply"
      className="space-y-2 rounded border border-zinc-200 p-3 dark:border-zinc-800"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(samplingAnswer(reply));
      }}
    >
      <h4 className="text-xs font-semibold text-zinc-600 dark:text-zinc-300">Your reply (as the model)</h4>
      <div className="flex flex-wrap gap-2 text-xs">
        <label className="flex items-center gap-1">
          role
          <select className={INPUT} value={reply.role} onChange={(e) => update({ role: e.target.value as SamplingReply['role'] })}>
            <option value="assistant">assistant</option>
            <option value="user">user</option>
          </select>
        </label>
        <label className="flex items-center gap-1">
          model
          <input data-testid="sampling-model" className={INPUT} value={reply.model} onChange={(e) => update({ model: e.target.value })} />
        </label>
        <label className="flex items-center gap-1">
          stopReason
          <select
            data-testid="sampling-stop-reason"
            className={INPUT}
            value={reply.stopReason}
            onChange={(e) => update({ stopReason: e.target.value as SamplingStopReason })}
          >
            {SAMPLING_STOP_REASONS.map((reason) => (
              <option key={reason} value={reason}>{reason}</option>
            ))}
          </select>
        </label>
      </div>
      <textarea
        data-testid="sampling-reply-text"
        aria-label="Reply text"
        className={INPUT}
        rows={4}
        value={reply.text}
        onChange={(e) => update({ text: e.target.value })}
        placeholder="The text the server receives as the model's answer"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" type="submit" data-testid="sampling-send" disabled={busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </Button>
        <span className="flex-1" />
        <input
          aria-label="Rejection message"
          className={`${INPUT} max-w-64`}
          value={rejectMessage}
          onChange={(e) => setRejectMessage(e.target.value)}
        />
        <Button variant="danger" data-testid="sampling-reject" disabled={busy} onClick={() => onSend(samplingRejection(rejectMessage))}>
          Reject
        </Button>
      </div>
      {state.status === 'error' && <p role="alert" className="text-xs text-red-700 dark:text-red-300">Could not send: {state.message}</p>}
    </form>
  );
}
