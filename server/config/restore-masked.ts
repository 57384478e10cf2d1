/**
 * The SPA only ever sees masked secrets, so a list it sends back (PUT /api/config/saved) carries
 * the mask where the user left a secret alone. Restore those values from what is already saved
 * under the same name, so editing one connection never wipes another's API key.
 */
import type { ConnectionTarget, NamedConnectRequest } from '../../src/core/bridge-api';
import { redactTarget, REDACTED } from '../../src/core/target';

export function restoreMasked(incoming: readonly NamedConnectRequest[], saved: readonly NamedConnectRequest[]): NamedConnectRequest[] {
  const byName = new Map(saved.map((connection) => [connection.name, connection.target]));
  return incoming.map((connection) => {
    const previous = byName.get(connection.name);
    return previous ? { ...connection, target: restoreTarget(connection.target, previous) } : connection;
  });
}

function restoreTarget(target: ConnectionTarget, previous: ConnectionTarget): ConnectionTarget {
  if (target.transport === 'stdio') {
    if (previous.transport !== 'stdio') return target;
    // A masked argument (a URL password, a token after --token) is restored where it was left as masked.
    const masked = redactTarget(previous);
    const args = target.args.map((arg, index) => (masked.transport === 'stdio' && arg === masked.args[index] ? (previous.args[index] ?? arg) : arg));
    return { ...target, args, ...(target.env ? { env: restoreValues(target.env, previous.env) } : {}) };
  }
  if (previous.transport === 'stdio') return target;
  // A masked URL password is restored only when the rest of the URL is unchanged.
  const masked = redactTarget(previous);
  const url = masked.transport !== 'stdio' && target.url === masked.url ? previous.url : target.url;
  // Issue 7: a pre-registered OAuth client secret is masked like a header value.
  const auth = target.auth?.clientSecret === REDACTED && previous.auth?.clientSecret !== undefined ? { ...target.auth, clientSecret: previous.auth.clientSecret } : target.auth;
  return { ...target, url, ...(target.headers ? { headers: restoreValues(target.headers, previous.headers) } : {}), ...(auth ? { auth } : {}) };
}

function restoreValues(values: Record<string, string>, previous: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === REDACTED && previous?.[key] !== undefined ? previous[key] : value]),
  );
}
