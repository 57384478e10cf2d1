/**
 * The fetch the HTTP transports send through (docs/conformance.md, "How to wire it"): it adds the
 * bearer token, refreshes it before it expires, and on 401 or 403 insufficient_scope runs the
 * OAuth flow and sends the same request again, so the SDK's Client never sees the sign-in. At
 * most MAX_AUTHORIZATIONS flows per request: a server whose step-up can never be met stops there.
 */
import { extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
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
  /** Runs a whole flow for this request; the answer to the re-sent request comes back with it. */
  authorize(trigger: Trigger, grantedScope: string | undefined): Promise<{ flow: AuthFlowState; response?: Response }>;
}

function wantsAuthorization(response: Response): boolean {
  if (response.status === 401) return true;
  return response.status === 403 && extractWWWAuthenticateParams(response).error === 'insufficient_scope';
}

function withToken(init: RequestInit | undefined, token: string | undefined): RequestInit {
  if (!token) return init ?? {};
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
}

export function authFetch(deps: AuthFetchDeps): FetchLike {
  return async function fetchWithOAuth(url, init) {
    let stored = await deps.stored();
    if (stored?.tokens && isExpired(stored) && stored.tokens.refresh_token && (await deps.refresh(stored))) stored = await deps.stored();
    let response = await deps.base(url, withToken(init, stored?.tokens?.access_token));
    for (let authorizations = 0; wantsAuthorization(response); authorizations += 1) {
      if (authorizations === MAX_AUTHORIZATIONS) {
        await response.body?.cancel().catch(() => undefined);
        throw new AuthFlowError({ code: 'auth_failed', message: `The server still refuses this request (HTTP ${response.status}) after ${MAX_AUTHORIZATIONS} authorizations; mcpscope stops there.` });
      }
      const grantedScope = response.status === 403 ? (await deps.stored())?.tokens?.scope : undefined;
      const { flow, response: retried } = await deps.authorize({ url: String(url), init: init ?? {}, response }, grantedScope);
      // The re-sent request met another 401/403: a further authorization, within the limit.
      if (retried && wantsAuthorization(retried)) {
        response = retried;
        continue;
      }
      if (flow.status !== 'signed-in' || !retried) throw flowError(flow);
      response = retried;
    }
    return response;
  };
}
