import { useId, useState } from 'react';
import type { AuthStepFailure, AuthStepRecord, AuthStepStatus } from '../../core/auth/types';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { HttpExchangeView } from './HttpExchangeView';
import { DisclosureButton } from '../../ui/DisclosureButton';

const STEP_STATUS: Record<AuthStepStatus, { label: string; tone: BadgeTone }> = {
  waiting: { label: 'Not run', tone: 'neutral' },
  running: { label: 'Running', tone: 'info' },
  passed: { label: 'Passed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  skipped: { label: 'Skipped', tone: 'neutral' },
};

/**
 * One step of the sign-in flow: its status in the list, and when expanded every HTTP exchange,
 * the values it extracted, its notes and, for a failed step, what the spec requires against what
 * the server did (issue 7, item 3). A failed step opens by itself: it is what the person came for.
 */
export function AuthStepItem({ step, index }: { step: AuthStepRecord; index: number }) {
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const expanded = open ?? step.status === 'failed';
  const bodyId = useId();
  const status = STEP_STATUS[step.status];
  const empty = step.exchanges.length === 0 && step.extracted.length === 0 && step.notes.length === 0 && !step.failure;
  return (
    <li data-testid="auth-step" data-step={step.id} data-status={step.status} className="rounded border border-zinc-200 dark:border-zinc-800">
      <DisclosureButton
        open={expanded}
        controls={bodyId}
        onToggle={() => setOpen(!expanded)}
        className="flex w-full items-center gap-2 px-2 py-1.5 text-left text-xs hover:bg-zinc-50 dark:hover:bg-zinc-900"
      >
        <span className="w-4 shrink-0 text-right text-zinc-500 tabular-nums">{index + 1}.</span>
        <span className="min-w-0 flex-1 truncate font-medium">{step.title}</span>
        {step.exchanges.length > 0 && <span className="shrink-0 text-[11px] text-zinc-500">{step.exchanges.length} HTTP</span>}
        <span data-testid="auth-step-status">
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
      </DisclosureButton>
      {expanded && (
        <div id={bodyId} className="space-y-2 border-t border-zinc-200 p-2 dark:border-zinc-800">
          {step.failure && <FailureExplanation failure={step.failure} />}
          {step.exchanges.map((exchange, i) => (
            <HttpExchangeView key={i} exchange={exchange} />
          ))}
          {step.extracted.length > 0 && (
            <dl data-testid="auth-extracted" className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-[11px]">
              {step.extracted.map(({ label, value }) => (
                <div key={label} className="contents">
                  <dt className="text-zinc-500">{label}</dt>
                  <dd className="font-mono break-all">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {step.notes.length > 0 && (
            <ul data-testid="auth-notes" className="list-disc space-y-0.5 pl-4 text-[11px] text-zinc-600 dark:text-zinc-400">
              {step.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          {empty && <p className="text-[11px] text-zinc-500">{step.status === 'skipped' ? 'Not needed for this sign-in.' : 'This step has not run yet.'}</p>}
        </div>
      )}
    </li>
  );
}

/** The example: "authorization server metadata lacks code_challenge_methods_supported; the spec requires refusing". */
function FailureExplanation({ failure }: { failure: AuthStepFailure }) {
  return (
    <div role="alert" data-testid="auth-failure" data-code={failure.code} className="space-y-1 rounded border border-red-300 bg-red-50 p-2 text-xs text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200">
      <p>
        <span className="font-semibold">The spec requires: </span>
        <span data-testid="auth-failure-required">{failure.required}</span>
      </p>
      <p>
        <span className="font-semibold">The server did: </span>
        <span data-testid="auth-failure-observed">{failure.observed}</span>
      </p>
      <p className="font-mono text-[10px] opacity-70">{failure.code}</p>
    </div>
  );
}
