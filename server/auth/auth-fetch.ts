/**
 * The fetch the HTTP transports send through (docs/conformance.md, "How to wire it"): it adds the
 * bearer token, refreshes it before it expires, and on 401 or 403 insufficient_scope runs the
 * OAuth flow and sends the same request again, so the SDK's Client never sees the sign-in. At
 * most MAX_AUTHORIZATIONS flows per request: a server whose step-up can never be met stops there.
 */
import { extractWWWAuthenticateParams, type FetchLike } from '@modelcontextprotocol/client';
import type { AuthFlowState } from '../../src/core/auth/types';
import { AuthFlowError, flowError } from './auth-error';
import type { Trigger } from './flow-context';
import { isExpired } from './token-save';
import type { StoredAuth } from './token-store';

/** Issue 7, "step-up on 403 insufficient_scope, with a retry limit"; the conformance suite counts 3. */
export const MAX_AUTHORIZATIONS = 3;

export interface AuthFetchDeps {
  base: FetchLike;
  stored(): Promise<StoredAuth | undefined>;
  /** Refreshes expired tokens; false when that failed (the request then meets the 401). */
  refresh(stored: StoredAuth): Promise<boolean>;
  /**
   * Runs a whole flow for this request (unless another request signed in meanwhile: `usedToken`
   * is then stale) and re-sends it; the flow that ended without an answer otherwise.
   */
  authorize(trigger: Trigger, grantedScope: string | undefined, usedToken: string | undefined): Promise<{ response: Response } | { failed: AuthFlowState }>;
}

function wantsAuthorization(response: Response): boolean {
  if (response.status === 401) return true;
  return response.status === 403 && extractWWWAuthenticateParams(response).error === 'insufficient_scope';
}

/** The request with `Authorization: Bearer <token>` (MCP authorization, "Access Token Usage"). */
export function withToken(init: RequestInit | undefined, token: string | undefined): RequestInit {
  if (!token) return init ?? {};
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

export function authFetch(deps: AuthFetchDeps): FetchLike {
  return async function fetchWithOAuth(url, init) {
    let stored = await deps.stored();
    if (stored?.tokens && isExpired(stored) && stored.tokens.refresh_token && (await deps.refresh(stored))) stored = await deps.stored();
    let token = stored?.tokens?.access_token;
    let response = await deps.base(url, withToken(init, token));
    for (let authorizations = 0; wantsAuthorization(response); authorizations += 1) {
      if (authorizations === MAX_AUTHORIZATIONS) {
        await response.body?.cancel().catch(() => undefined);
        throw new AuthFlowError({ code: 'auth_failed', message: `The server still refuses this request (HTTP ${response.status}) after ${MAX_AUTHORIZATIONS} authorizations; mcpscope stops there.` });
      }
      const grantedScope = response.status === 403 ? (await deps.stored())?.tokens?.scope : undefined;
      const outcome = await deps.authorize({ url: String(url), init: init ?? {}, response }, grantedScope, token);
      if ('failed' in outcome) throw flowError(outcome.failed);
      // A re-sent request that meets another 401/403 goes round again, within the limit.
      response = outcome.response;
      token = (await deps.stored())?.tokens?.access_token;
    }
    return response;
  };
}
