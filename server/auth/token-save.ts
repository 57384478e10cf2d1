/**
 * Keeping and renewing tokens: what a successful token request leaves in the store, and the
 * refresh_token grant that renews them before they expire (the SDK refreshes only after a 401).
 */
import { refreshAuthorization, type OAuthTokens } from '@modelcontextprotocol/client';
import { failed, type FlowContext, type StepOutcome, type StepRecorder } from './flow-context';
import type { StoredAuth, TokenStore } from './token-store';

/** Renew a little early (the token must still be valid when the request arrives), but not at once for a short-lived one. */
const EXPIRY_MARGIN_MS = 5_000;

export function isExpired(stored: StoredAuth, now = Date.now()): boolean {
  if (stored.expiresAt === undefined) return false;
  const margin = Math.min(EXPIRY_MARGIN_MS, (stored.expiresAt - (stored.obtainedAt ?? stored.expiresAt)) / 4);
  return stored.expiresAt - margin <= now;
}

function describeTokens(rec: StepRecorder, tokens: OAuthTokens): void {
  rec.extract('token_type', tokens.token_type);
  if (tokens.scope) rec.extract('granted scope', tokens.scope);
  rec.extract('expires_in', tokens.expires_in === undefined ? '(not given: the token is used until the server refuses it)' : `${tokens.expires_in} s`);
  rec.extract('refresh token', tokens.refresh_token ? 'yes' : 'no');
}

type SaveContext = Pick<FlowContext, 'serverUrl' | 'store' | 'authorizationServerUrl' | 'asMetadata' | 'resource' | 'scope' | 'client' | 'redirectUri'>;

export async function saveTokens(ctx: SaveContext, rec: StepRecorder, tokens: OAuthTokens): Promise<void> {
  describeTokens(rec, tokens);
  const obtainedAt = Date.now();
  const saved = await ctx.store.update(ctx.serverUrl, (current) => ({
    ...current,
    authorizationServerUrl: ctx.authorizationServerUrl ?? current?.authorizationServerUrl ?? '',
    asMetadata: ctx.asMetadata ?? current?.asMetadata,
    issuer: ctx.asMetadata?.issuer ?? current?.issuer,
    resource: ctx.resource ?? current?.resource,
    // Kept for the refresh grant, which authenticates the same client (OAuth 2.1 §4.3).
    client: ctx.client ?? current?.client,
    redirectUri: ctx.redirectUri ?? current?.redirectUri,
    // A token answer without scope was granted the scope asked for (RFC 6749 §5.1).
    tokens: { ...tokens, ...(tokens.scope === undefined && ctx.scope ? { scope: ctx.scope } : {}) },
    obtainedAt,
    expiresAt: tokens.expires_in === undefined ? undefined : obtainedAt + tokens.expires_in * 1000,
  }));
  if (!saved.ok) rec.note(`The tokens could not be saved (${saved.error.message}); they last until the bridge stops.`);
}

/** The refresh_token grant (OAuth 2.1 §4.3), with the same resource as the original grant (RFC 8707 §2.2). */
export async function refreshStored(store: TokenStore, serverUrl: string, stored: StoredAuth, rec: StepRecorder): Promise<StepOutcome> {
  const refreshToken = stored.tokens?.refresh_token;
  if (!refreshToken || !stored.client) return failed('token_failed', 'OAuth 2.1 §4.3: a refresh needs a refresh token', 'the authorization server gave no refresh token');
  try {
    const tokens = await refreshAuthorization(stored.authorizationServerUrl, { metadata: stored.asMetadata, clientInformation: stored.client, refreshToken, resource: stored.resource, fetchFn: rec.fetch });
    rec.extract('grant', 'refresh_token (the access token had expired)');
    await saveTokens({ serverUrl, store, authorizationServerUrl: stored.authorizationServerUrl, asMetadata: stored.asMetadata, resource: stored.resource, scope: stored.tokens?.scope, client: stored.client, redirectUri: stored.redirectUri ?? '' }, rec, tokens);
    return { status: 'passed' };
  } catch (error) {
    return failed('token_failed', 'OAuth 2.1 §4.3: the token endpoint answers a refresh_token grant with new tokens', (error as Error).message);
  }
}
