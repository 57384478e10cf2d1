import type { ConnectionSummary } from '../../core/bridge-api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useNow } from '../tools/use-now';
import { AuthDebugger } from './AuthDebugger';
import { openSignInPage, useAuthFlow } from './use-auth-flow';

/** The connection's "Sign-in" tab: the debugger wired to the bridge's flow. */
export function AuthScreen({ connection }: { connection: ConnectionSummary }) {
  const { view, command, run } = useAuthFlow(connection.id, true);
  // The expiry in the signed-in summary counts down; once a second is plenty.
  const now = useNow(view.status === 'ok' && view.flow.signedIn !== undefined, 1000);
  if (view.status === 'pending') return <p className="p-4 text-xs text-zinc-500">Reading the sign-in state…</p>;
  if (view.status === 'error') return <ErrorNotice className="m-4" testId="auth-read-error" title="Could not read the sign-in state" message={view.message} />;
  const settings = connection.target.transport === 'stdio' ? undefined : connection.target.auth;
  return <AuthDebugger flow={view.flow} settings={settings} command={command} now={now} onCommand={(next) => void run(next)} onOpenSignIn={openSignInPage} />;
}
