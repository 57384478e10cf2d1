import { useState } from 'react';
import type { MutationState } from '../../api/mutation-state';
import type { AuthFlowState, AuthFlowStatus, AuthSettings } from '../../core/auth/types';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { AuthStepItem } from './AuthStepItem';
import { SignedInSummary } from './SignedInSummary';
import type { AuthCommand } from './use-auth-flow';

const FLOW_STATUS: Record<AuthFlowStatus, { label: string; tone: BadgeTone }> = {
  idle: { label: 'Not started', tone: 'neutral' },
  running: { label: 'Running', tone: 'info' },
  'awaiting-user': { label: 'Waiting for sign-in', tone: 'warning' },
  'signed-in': { label: 'Signed in', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const COMMAND_LABELS: Record<AuthCommand, string> = { step: 'Next step', run: 'Run all', restart: 'Start over', clear: 'Clear auth state' };

/**
 * The guided sign-in debugger (issue 7, item 3): every step of the MCP authorization flow in order
 * with its status, each expandable to its HTTP exchanges, and the buttons that drive the bridge.
 */
export function AuthDebugger({
  flow,
  settings,
  command,
  now,
  onCommand,
  onOpenSignIn,
}: {
  flow: AuthFlowState;
  /** The connection's OAuth settings as the bridge reports them: the client secret masked. */
  settings: AuthSettings | undefined;
  command: MutationState<AuthFlowState, AuthCommand>;
  now: number;
  onCommand: (command: AuthCommand) => void;
  onOpenSignIn: (url: string) => void;
}) {
  const [confirmClear, setConfirmClear] = useState(false);
  const busy = command.status === 'pending' || flow.status === 'running';
  // Signed in once the token step passed, while the last step (the retried MCP request) may still be to run.
  // While the sign-in page is open only its redirect moves the flow on; a failed flow starts over.
  const finished = flow.status === 'failed' || flow.status === 'awaiting-user' || !flow.steps.some((step) => step.status === 'waiting');
  const status = FLOW_STATUS[flow.status];
  return (
    <div data-testid="auth-debugger" data-status={flow.status} className="space-y-3 p-4">
      <header className="space-y-1">
        <div className="flex items-center gap-2">
          <h2 className="text-sm font-semibold">Sign-in debugger</h2>
          <span data-testid="auth-flow-status">
            <Badge tone={status.tone}>{status.label}</Badge>
          </span>
        </div>
        <p className="text-[11px] text-zinc-500">
          OAuth for <code className="font-mono break-all text-zinc-700 dark:text-zinc-300">{flow.serverUrl}</code>, one step at a time or all at once. Secrets and tokens are
          masked by the bridge before they reach this page.
        </p>
        {settings && <SettingsLine settings={settings} />}
      </header>
      <div role="toolbar" aria-label="Sign-in flow" className="flex flex-wrap items-center gap-1.5">
        <Button variant="primary" onClick={() => onCommand('step')} disabled={busy || finished}>
          {COMMAND_LABELS.step}
        </Button>
        <Button onClick={() => onCommand('run')} disabled={busy || finished}>
          {COMMAND_LABELS.run}
        </Button>
        <Button onClick={() => onCommand('restart')} disabled={command.status === 'pending'}>
          {COMMAND_LABELS.restart}
        </Button>
        <span className="ml-auto flex items-center gap-1.5">
          {confirmClear ? (
            <>
              <span className="text-[11px] text-zinc-600 dark:text-zinc-400">Forget this server&apos;s tokens and client registration?</span>
              <Button
                variant="danger"
                data-testid="auth-clear-confirm"
                onClick={() => {
                  setConfirmClear(false);
                  onCommand('clear');
                }}
              >
                Clear
              </Button>
              <Button variant="ghost" onClick={() => setConfirmClear(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button variant="danger" onClick={() => setConfirmClear(true)} disabled={command.status === 'pending'}>
              {COMMAND_LABELS.clear}
            </Button>
          )}
        </span>
      </div>
      {command.status === 'error' && <ErrorNotice testId="auth-command-error" title={`${COMMAND_LABELS[command.variables]} failed`} message={command.message} />}
      {flow.status === 'awaiting-user' && flow.authorizationUrl && <AwaitingSignIn url={flow.authorizationUrl} onOpen={onOpenSignIn} />}
      {flow.signedIn && <SignedInSummary info={flow.signedIn} now={now} />}
      <ol aria-label="Sign-in steps" className="space-y-1.5">
        {flow.steps.map((step, index) => (
          <AuthStepItem key={step.id} step={step} index={index} />
        ))}
      </ol>
    </div>
  );
}

function SettingsLine({ settings }: { settings: AuthSettings }) {
  const parts = [
    settings.clientId && `client ID ${settings.clientId}`,
    // The bridge sends the secret masked; say only that there is one.
    settings.clientSecret && 'client secret •••••• (kept by the bridge)',
    settings.clientMetadataUrl && `CIMD ${settings.clientMetadataUrl}`,
    settings.scope && `scope ${settings.scope}`,
    settings.headless && 'sign in without a browser',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p data-testid="auth-settings-summary" className="text-[11px] break-all text-zinc-600 dark:text-zinc-400">
      Settings: {parts.join(' · ')}
    </p>
  );
}

function AwaitingSignIn({ url, onOpen }: { url: string; onOpen: (url: string) => void }) {
  return (
    <div data-testid="auth-awaiting" className="space-y-1 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1">
          The authorization server&apos;s sign-in page waits for you. The flow continues when the server redirects back to the
          bridge&apos;s callback.
        </p>
        <Button variant="primary" onClick={() => onOpen(url)}>
          Open sign-in page
        </Button>
      </div>
      <code className="block font-mono text-[11px] break-all opacity-80">{url}</code>
    </div>
  );
}
