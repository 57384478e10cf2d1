import type { ConnectionSummary } from '../../core/bridge-api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { needsSignIn } from './auth-view';
import { SignInBanner } from './SignInBanner';
import { openSignInPage, useAuthFlow } from './use-auth-flow';

const AUTH_ERRORS = new Set(['auth_required', 'auth_failed']);

/**
 * The sign-in banner of an HTTP or SSE connection, shown while the server wants a sign-in: its
 * flow waits for a person or failed, or the connection ended with an auth error (issue 7).
 */
export function SignInGate({ connection, onDebug }: { connection: ConnectionSummary; onDebug: () => void }) {
  const remote = connection.target.transport !== 'stdio' && !connection.recorded;
  const { view, command, run } = useAuthFlow(connection.id, remote);
  const flow = view.status === 'ok' ? view.flow : undefined;
  const authError = connection.error !== undefined && AUTH_ERRORS.has(connection.error.code) && connection.state !== 'ready';
  if (!remote || flow?.status === 'signed-in' || flow?.status === 'running' || !(needsSignIn(flow) || authError)) return null;

  async function signIn() {
    if (flow?.status === 'awaiting-user' && flow.authorizationUrl) return openSignInPage(flow.authorizationUrl);
    // No page known yet (or the last attempt failed): run the flow to find it, headless settings included.
    const next = await run(flow?.status === 'failed' ? 'restart' : 'run');
    const ran = next?.status === 'idle' ? await run('run') : next;
    if (ran?.status === 'awaiting-user' && ran.authorizationUrl) openSignInPage(ran.authorizationUrl);
    else if (ran?.status === 'failed') onDebug();
  }

  return (
    <div className="space-y-1.5 px-4 pt-3">
      <SignInBanner
        serverName={connection.name}
        status={flow?.status ?? 'failed'}
        canOpen={flow?.status === 'awaiting-user' && flow.authorizationUrl !== undefined}
        busy={command.status === 'pending'}
        onSignIn={() => void signIn()}
        onDebug={onDebug}
      />
      {command.status === 'error' && <ErrorNotice testId="sign-in-error" title="Sign-in failed" message={command.message} />}
    </div>
  );
}
