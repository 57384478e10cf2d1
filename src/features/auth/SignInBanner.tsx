import type { AuthFlowStatus } from '../../core/auth/types';
import { Button } from '../../ui/Button';

/**
 * "<server> requires sign-in", above the connection's tabs, while its OAuth flow waits for a
 * person or failed (issue 7). "Sign in" opens the authorization page from the SPA: the bridge never
 * opens a URL itself (no URL may start a process).
 */
export function SignInBanner({
  serverName,
  status,
  canOpen,
  busy,
  onSignIn,
  onDebug,
}: {
  serverName: string;
  status: AuthFlowStatus;
  /** Whether an authorization page is known; otherwise "Sign in" first runs the flow to find it. */
  canOpen: boolean;
  busy: boolean;
  onSignIn: () => void;
  onDebug: () => void;
}) {
  const failed = status === 'failed';
  return (
    <div
      role="status"
      data-testid="sign-in-banner"
      data-status={status}
      className={`flex flex-wrap items-center gap-2 rounded border px-3 py-2 text-xs ${
        failed
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200'
          : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200'
      }`}
    >
      <p className="min-w-0 flex-1 break-words">
        <span className="font-semibold">{serverName}</span> requires sign-in.{' '}
        {failed
          ? 'The last sign-in attempt failed; the debugger shows the step and why.'
          : canOpen
            ? 'Sign in on the server\'s page; mcpscope reconnects when it redirects back.'
            : 'Sign in to find the server\'s sign-in page.'}
      </p>
      <div className="flex shrink-0 gap-1.5">
        <Button variant="primary" onClick={onSignIn} disabled={busy}>
          Sign in
        </Button>
        <Button onClick={onDebug}>Debug sign-in</Button>
      </div>
    </div>
  );
}
